// The lists of posts the product shows: the feed (people the viewer follows), a profile grid,
// and the viewer's saved posts. Keyset pages, newest first.
import type { Post, PrismaClient, Save } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { requireId } from "../ids.ts";
import { keyset, toPage, type Page, type PageArgs, type QueryShape } from "../pagination.ts";

export class PostLists {
  constructor(private readonly prisma: PrismaClient) {}

  /** Empty until the viewer follows someone; the viewer's own posts are not in it. */
  async feed(viewer: Viewer, args: PageArgs, shape: QueryShape = {}): Promise<Page<Post>> {
    const { size, ...query } = keyset(args);
    const rows = await this.prisma.post.findMany({
      ...shape,
      ...query,
      where: { author: { followers: { some: { followerId: viewer.id } } }, ...query.where },
    });
    return toPage(rows as Post[], size);
  }

  async byAuthor(authorId: string, args: PageArgs, shape: QueryShape = {}): Promise<Page<Post>> {
    const { size, ...query } = keyset(args);
    const rows = await this.prisma.post.findMany({ ...shape, ...query, where: { authorId: requireId(authorId, "User"), ...query.where } });
    return toPage(rows as Post[], size);
  }

  /**
   * Saves are private: `ownerId`'s saved posts, newest save first (cursors are the saves'), and
   * null unless the viewer is that owner.
   */
  async saved(viewer: Viewer | null, ownerId: string, args: PageArgs, postShape: QueryShape = {}): Promise<Page<Save & { post: Post }> | null> {
    if (!viewer || viewer.id !== ownerId) return null;
    const { size, ...query } = keyset(args);
    const rows = await this.prisma.save.findMany({
      ...query,
      where: { userId: viewer.id, ...query.where },
      include: { post: Object.keys(postShape).length ? postShape : true },
    });
    return toPage(rows as (Save & { post: Post })[], size);
  }
}
