// The lists of posts the product shows: the feed (the viewer and the people they follow), a profile grid,
// and the viewer's saved posts. Keyset pages, newest first.
import { Prisma, type Post, type PrismaClient, type Save } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { requireId } from "../ids.ts";
import { unmutedBySql } from "../safety/mutes.ts";
import { postPolicy } from "../policies/posts.ts";
import { userPolicy } from "../policies/users.ts";
import { maySeeSaves } from "../users/privacy.ts";
import { decodeFeedCard, feedCardsSql, type FeedCard, type FeedCardRow } from "./feed-cards.ts";
import {
  inShape,
  decodeCursor,
  keyset,
  pageSize,
  toPage,
  type Page,
  type PageArgs,
  type QueryShape,
} from "../pagination.ts";

export class PostLists {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Posts of the people the viewer follows and the viewer's own, as every peer's home feed has
   * them (someone who just posted and follows nobody would otherwise think the post was lost),
   * loaded with `shape`: the page's keys (feedPageSql), then those rows. A face that shows no more
   * than a card reads feedCards instead, in one statement.
   */
  async feed(viewer: Viewer, args: PageArgs, shape: QueryShape = {}): Promise<Page<Post>> {
    const size = pageSize(args.first);
    const page = await this.prisma.$queryRaw<{ id: string }[]>(feedPageSql(viewer, size, args.after));
    if (!page.length) return { nodes: [], hasNextPage: false };
    const rows = await this.prisma.post.findMany({
      ...shape,
      where: { id: { in: page.map((r) => r.id) } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    return toPage(inShape<Post[]>(rows), size);
  }

  /** The same page as feed, as post cards (feed-cards.ts): one statement finds and loads it. */
  async feedCards(viewer: Viewer, args: PageArgs): Promise<Page<FeedCard>> {
    const size = pageSize(args.first);
    const rows = await this.prisma.$queryRaw<FeedCardRow[]>(
      feedCardsSql(feedPageSql(viewer, size, args.after), viewer.id),
    );
    return toPage(
      rows.map((row) => decodeFeedCard(row, viewer.id)),
      size,
    );
  }

  /** A profile's grid: none for a viewer the author blocked or who blocked the author. */
  async byAuthor(viewer: Viewer | null, authorId: string, args: PageArgs, shape: QueryShape = {}): Promise<Page<Post>> {
    const { size, ...query } = keyset(args);
    const rows = await this.prisma.post.findMany({
      ...shape,
      ...query,
      where: { authorId: requireId(authorId, "User"), ...postPolicy.where(viewer?.id), ...query.where },
    });
    return toPage(inShape<Post[]>(rows), size);
  }

  /** How many posts `authorId` has (byAuthor's list, all pages). */
  countByAuthor(viewer: Viewer | null, authorId: string): Promise<number> {
    return this.prisma.post.count({
      where: { authorId: requireId(authorId, "User"), author: userPolicy.where(viewer?.id) },
    });
  }

  /**
   * Saves are private: `ownerId`'s saved posts, newest save first (cursors are the saves'), and
   * null unless the viewer is that owner.
   */
  async saved(
    viewer: Viewer | null,
    ownerId: string,
    args: PageArgs,
    postShape: QueryShape = {},
  ): Promise<Page<Save & { post: Post }> | null> {
    if (!viewer || !maySeeSaves(viewer, ownerId)) return null;
    const { size, ...query } = keyset(args);
    const rows = await this.prisma.save.findMany({
      ...query,
      where: { userId: viewer.id, post: postPolicy.where(viewer.id), ...query.where },
      include: { post: Object.keys(postShape).length ? postShape : true },
    });
    return toPage(rows as (Save & { post: Post })[], size);
  }

  /** How many posts the viewer has saved (their saved list, all pages). */
  countSaved(viewer: Viewer): Promise<number> {
    return this.prisma.save.count({ where: { userId: viewer.id, post: postPolicy.where(viewer.id) } });
  }
}

/**
 * The keys (id, createdAt) of a feed page and one more, newest first. A page of k rows can only
 * hold posts of the k authors whose newest post (before the cursor) is newest: each of those k
 * has a post at least that new, so anyone else's posts all rank below k others. So: one step
 * down the (authorId, createdAt, id) index per author for their newest post, the k best of
 * those, then their k newest posts each, merged. A filter on "author is followed" would read
 * every post of every followee; k newest of every author reads k times the index entries.
 * Someone the viewer muted is left out with their posts (safety/mutes.ts), and a followee whose
 * posts the viewer may not read (postPolicy: a suspended or deleted account, a block either way)
 * with theirs: a block also ends the follows (safety/blocks.ts), but the feed does not lean on it.
 */
function feedPageSql(viewer: Viewer, size: number, cursor: string | null | undefined): Prisma.Sql {
  const after = cursor ? decodeCursor(cursor) : undefined;
  const beyondCursor = after
    ? Prisma.sql`AND (p."createdAt", p.id) < (${after.createdAt}, ${after.id}::uuid)`
    : Prisma.empty;
  return Prisma.sql`
    SELECT latest.id, latest."createdAt"
    FROM (
      SELECT authors."authorId"
      FROM (
        SELECT f."followeeId" AS "authorId" FROM "Follow" f
        JOIN "User" followee ON followee.id = f."followeeId" AND ${postPolicy.sql("followee", viewer.id)}
        WHERE f."followerId" = ${viewer.id}::uuid AND ${unmutedBySql(Prisma.sql`f."followeeId"`, viewer.id)}
        UNION ALL
        SELECT ${viewer.id}::uuid
      ) authors
      CROSS JOIN LATERAL (
        SELECT p."createdAt", p.id FROM "Post" p
        WHERE p."authorId" = authors."authorId" ${beyondCursor}
        ORDER BY p."createdAt" DESC, p.id DESC
        LIMIT 1
      ) newest
      ORDER BY newest."createdAt" DESC, newest.id DESC
      LIMIT ${size + 1}
    ) active
    CROSS JOIN LATERAL (
      SELECT p.id, p."createdAt" FROM "Post" p
      WHERE p."authorId" = active."authorId" ${beyondCursor}
      ORDER BY p."createdAt" DESC, p.id DESC
      LIMIT ${size + 1}
    ) latest
    ORDER BY latest."createdAt" DESC, latest.id DESC
    LIMIT ${size + 1}`;
}
