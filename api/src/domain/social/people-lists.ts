// Lists of people: who follows someone, whom someone follows, who liked a post.
//
// Who may read them: whoever may read the profile or the post they belong to, which is anyone,
// signed out included (profiles and posts are public; only saves and the e-mail address are the
// owner's alone, see users/privacy.ts). Nothing in them depends on the viewer, so each is loaded
// as a relation of the user or post row: a list of users and each one's page of followers come
// in one query.
//
// Order: the most recent follow or like first, keyset pages on that follow's or like's
// (createdAt, id), so paging on while people follow or like meanwhile neither skips nor repeats.
import { keyset, toPage, type Keyed, type Page, type PageArgs } from "../pagination.ts";

/**
 * The relation arguments (where, orderBy, take) that load one page of follows or likes; throws
 * ValidationError for a `first` out of range or a malformed `after`.
 */
export function peoplePageQuery(args: PageArgs) {
  const { size: _size, ...query } = keyset(args, "desc");
  return query;
}

/** The page among the follows or likes loaded with `peoplePageQuery(args)`. */
export function peoplePage<Row extends Keyed>(rows: Row[], args: PageArgs): Page<Row> {
  return toPage(rows, keyset(args, "desc").size);
}
