// Hashtags: a tag's page lists the posts that carry it, newest first, with how many there are
// (counted up to a thousand: counting cannot be allowed to grow with a popular tag's posts).
//
// Tags are stored as their first spelling ("Code" and "code" are two Tag rows: see
// posts/rules.ts), but people read #Code and #code as one tag, so a tag is looked up without
// case (the lower(name) index of migration tag_lower_name) and its posts are those of every
// spelling. One post never carries two spellings of a tag (the rule keeps the first), so the
// count of PostTag rows is the count of posts.
import type { Post, PrismaClient } from "../../generated/prisma/client.ts";
import { inShape, keyset, toPage, type Page, type PageArgs, type QueryShape } from "../pagination.ts";
import { hasOnlyAllowedCharacters } from "../text.ts";
import type { Viewer } from "../auth/sessions.ts";
import { postPolicy } from "../policies/posts.ts";
import { TAG_MAX } from "./rules.ts";

/** How many of a tag's posts its page counts at most. */
export const TAG_POSTS_COUNTED = 1_000;

/** A tag's posts as counted: `count` at most TAG_POSTS_COUNTED, `more` when more carry it. */
export interface TagPostCount {
  count: number;
  more: boolean;
}

/** A tag as its page shows it: the name asked for, and the Tag rows (its spellings) it covers. */
export interface TagView {
  /** the name as asked for, without a leading # */
  readonly name: string;
  readonly tagIds: readonly string[];
}

/**
 * The tag a client names, as the posting rule would store it: trimmed, without a leading #,
 * 1 to TAG_MAX characters, no whitespace or comma. Anything else can be no tag: null.
 */
export function tagName(raw: string): string | null {
  const name = raw.trim().replace(/^#/, "");
  if (!name || name.length > TAG_MAX || /[\s,]/.test(name) || !hasOnlyAllowedCharacters(name)) return null;
  return name;
}

export class Tags {
  constructor(private readonly prisma: PrismaClient) {}

  /** The tag named `raw` (any case, with or without #); null when no post ever carried it or it can be no tag. */
  async find(raw: string): Promise<TagView | null> {
    const name = tagName(raw);
    if (!name) return null;
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`SELECT id FROM "Tag" WHERE lower(name) = lower(${name})`;
    return rows.length ? { name, tagIds: rows.map((row) => row.id) } : null;
  }

  /** The tag's posts, newest first; keyset pages on the posts' (createdAt, id). */
  async posts(viewer: Viewer | null, tag: TagView, args: PageArgs, shape: QueryShape = {}): Promise<Page<Post>> {
    const { size, ...query } = keyset(args);
    const rows = await this.prisma.post.findMany({
      ...shape,
      ...query,
      where: { tags: { some: { tagId: { in: [...tag.tagIds] } } }, ...postPolicy.where(viewer?.id), ...query.where },
    });
    return toPage(inShape<Post[]>(rows), size);
  }

  /**
   * How many posts carry the tag that the viewer may see (all pages of `posts`, one statement),
   * counted up to TAG_POSTS_COUNTED: a popular tag's 100,000 posts counted on every visit to its
   * page cost most of a second each, and nobody reads a count that large to the post. `more`:
   * more posts carry it than were counted.
   */
  async count(viewer: Viewer | null, tag: TagView): Promise<TagPostCount> {
    const counted = await this.prisma.postTag.count({
      where: { tagId: { in: [...tag.tagIds] }, post: postPolicy.where(viewer?.id) },
      take: TAG_POSTS_COUNTED + 1,
    });
    return { count: Math.min(counted, TAG_POSTS_COUNTED), more: counted > TAG_POSTS_COUNTED };
  }
}
