// Lists of people: who follows someone, whom someone follows, who liked a post.
//
// Who may read them: someone's follows go with their posts, not with their public header and
// counts: anyone may read a public account's, signed out included, and only its followers and
// itself a private account's (policies/users.ts's userPolicy.contents). A post's likers go with
// the post: whoever may read it. Each list leaves out the people the viewer may not see
// (userPolicy: suspended, deleted, a block either way), and only them: a private account is listed
// like any other, since it hides what it posts and whom it follows, not that it follows or likes.
// The rules are policies/follows.ts's and policies/likes.ts's; whichever face reads a list
// (GraphQL's connections, v1's profile) reads it through the filters below. Each is loaded as a
// relation of the user or post row: a list of users and each one's page of followers come in one
// query.
//
// Order (GraphQL's pages): the most recent follow or like first, keyset pages on that follow's or
// like's (createdAt, id), so paging on while people follow or like meanwhile neither skips nor
// repeats. v1's profile lists its follows oldest first, as v1 did.
import { keyset, toPage, type Keyed, type Page, type PageArgs } from "../pagination.ts";
import { followPolicy } from "../policies/follows.ts";
import { likePolicy } from "../policies/likes.ts";

/** Prisma filter for a user's followers (Follow rows, followee the list's owner) that a viewer is shown. */
export const followersShownTo = followPolicy.followers.where;

/** Prisma filter for the people a user follows (Follow rows, follower the list's owner) that a viewer is shown. */
export const followingShownTo = followPolicy.following.where;

/** Prisma filter for a post's likes that a viewer is shown (reached through a post they may read). */
export const likersShownTo = likePolicy.ofReadPost;

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
