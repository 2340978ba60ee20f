// Posts by id as a viewer may see them (policies/posts.ts), batched: the finds of one tick that
// share a viewer and a shape become one findMany. Prisma batches findUnique calls by itself only
// when their filter is on the post's own columns; the visibility rule filters on the author (a
// relation), so without this a page that shows a post per entry (the bell) would cost a statement
// per entry.
import DataLoader from "dataloader";
import type { Post, Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import { NotFoundError } from "../errors.ts";
import { inShape, withFields, type QueryShape } from "../pagination.ts";
import { postPolicy } from "../policies/posts.ts";
import { lockPost } from "../transaction.ts";

/** Someone signed in, or nobody. */
type ViewerId = string | null | undefined;

/**
 * Prisma filter for posts: those `viewerId` may read (policies/posts.ts: not of a suspended or
 * deleted account, no block either way, a private account only for its followers and itself).
 * The read every face's lookup of a post by id goes through, post(id:), node(id:) and the
 * writes that hang off a post (lockVisiblePost) alike.
 */
export function postsShownTo(viewerId: ViewerId) {
  return postPolicy.where(viewerId);
}

interface Wanted {
  id: string;
  viewerId: string | null;
  shape: QueryShape;
}

export class VisiblePosts {
  // no cache: a find reads the post as it is now, as an unbatched one would
  private readonly loader: DataLoader<Wanted, Post | null>;

  constructor(private readonly prisma: PrismaClient) {
    this.loader = new DataLoader((wanted) => this.loadBatch(wanted), { cache: false });
  }

  /** The post with `shape`, or null when there is none or `viewerId` may not see it. `id` must be a valid id. */
  find(id: string, viewerId: string | null, shape: QueryShape): Promise<Post | null> {
    return this.loader.load({ id, viewerId, shape });
  }

  private async loadBatch(wanted: readonly Wanted[]): Promise<(Post | null)[]> {
    const groups = new Map<string, Wanted[]>();
    for (const one of wanted) {
      const key = JSON.stringify([one.viewerId, one.shape]);
      groups.set(key, [...(groups.get(key) ?? []), one]);
    }
    const found = new Map<Wanted, Post>();
    await Promise.all(
      [...groups.values()].map(async (group) => {
        const [{ viewerId, shape }] = group as [Wanted];
        const rows = inShape<Post[]>(
          await this.prisma.post.findMany({
            ...withFields(shape, { id: true }),
            where: { id: { in: group.map((one) => one.id) }, ...postsShownTo(viewerId) },
          }),
        );
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const one of group) {
          const row = byId.get(one.id);
          if (row) found.set(one, row);
        }
      }),
    );
    return wanted.map((one) => found.get(one) ?? null);
  }
}

/**
 * The post a write of `viewerId`'s hangs off (a like, a comment), locked as lockPost("share")
 * does; NotFoundError("Post") when there is none or `viewerId` may not read it, by the rule
 * post(id:) answers with (policies/posts.ts: a suspended or deleted author, a block either way, a
 * private account they do not follow). So a write reaches only a post its writer can see, and a
 * post they cannot is refused as one that does not exist, writing and notifying nothing.
 */
export async function lockVisiblePost(
  tx: Prisma.TransactionClient,
  postId: string,
  viewerId: string,
): Promise<{ id: string; authorId: string }> {
  const post = await lockPost(tx, postId, "share");
  // read under the lock, in the write's transaction: what it decides holds until the write commits
  const visible = await tx.post.count({ where: { id: post.id, ...postsShownTo(viewerId) } });
  if (!visible) throw new NotFoundError("Post");
  return post;
}
