// Posts by id as a viewer may see them (postsVisibleTo), batched: the finds of one tick that
// share a viewer and a shape become one findMany. Prisma batches findUnique calls by itself only
// when their filter is on the post's own columns; the visibility rule filters on the author (a
// relation), so without this a page that shows a post per entry (the bell) would cost a statement
// per entry.
import DataLoader from "dataloader";
import type { Post, PrismaClient } from "../../generated/prisma/client.ts";
import { withFields, type QueryShape } from "../pagination.ts";
import { postsVisibleTo } from "../safety/visibility.ts";

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
        const rows = (await this.prisma.post.findMany({
          ...withFields(shape, { id: true }),
          where: { id: { in: group.map((one) => one.id) }, ...postsVisibleTo(viewerId) },
        })) as Post[];
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
