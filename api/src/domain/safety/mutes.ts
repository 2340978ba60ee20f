// Muting, the quiet one: the muted person's posts leave the muter's feed (PostLists.feed) and
// their likes, comments, follows and mentions the muter's notifications (policies/notifications.ts);
// the muted one is not told and still sees the muter. Muting a conversation keeps
// its messages coming but out of the unread badge (Conversations.unreadTotal). Each is undone as
// it was made, and each list is its owner's alone.
import { Prisma, type Mute, type PrismaClient, type User } from "../../generated/prisma/client.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { conversationsOf } from "../chat/rules.ts";
import { keyset, toPage, type Page, type PageArgs, type QueryShape } from "../pagination.ts";
import { ACTIVE_ACCOUNT } from "../users/active-accounts.ts";
import { userPolicy } from "../policies/users.ts";

/** SQL: `viewerId` has not muted the "User" whose id is `userIdColumn` (a qualified column, e.g. f."followeeId"). */
export function unmutedBySql(userIdColumn: Prisma.Sql, viewerId: string): Prisma.Sql {
  return Prisma.sql`NOT EXISTS (SELECT 1 FROM "Mute" m WHERE m."muterId" = ${viewerId}::uuid AND m."mutedId" = ${userIdColumn})`;
}

export class Mutes {
  constructor(private readonly deps: { prisma: PrismaClient; writes: RateLimit }) {}

  /** true when this call muted them; the person must be someone the viewer sees. */
  async mute(viewer: Viewer, userId: string): Promise<boolean> {
    await this.deps.writes.take(viewer.id);
    const id = requireId(userId, "User");
    if (id === viewer.id) throw ValidationError.of("userId", "CANNOT_MUTE_SELF");
    const user = await this.deps.prisma.user.findFirst({
      where: { id, ...userPolicy.where(viewer.id) },
      select: { id: true },
    });
    if (!user) throw new NotFoundError("User");
    const { count } = await this.deps.prisma.mute.createMany({
      data: [{ muterId: viewer.id, mutedId: id }],
      skipDuplicates: true,
    });
    return count > 0;
  }

  async unmute(viewer: Viewer, userId: string): Promise<boolean> {
    const { count } = await this.deps.prisma.mute.deleteMany({
      where: { muterId: viewer.id, mutedId: requireId(userId, "User") },
    });
    return count > 0;
  }

  async hasMuted(viewer: Viewer | null, userId: string): Promise<boolean> {
    if (!viewer) return false;
    return (await this.deps.prisma.mute.count({ where: { muterId: viewer.id, mutedId: userId } })) > 0;
  }

  /** The viewer's "Muted accounts", the latest mute first. */
  async page(viewer: Viewer, args: PageArgs, userShape: QueryShape = {}): Promise<Page<Mute & { muted: User }>> {
    const { size, ...query } = keyset(args);
    const rows = await this.deps.prisma.mute.findMany({
      ...query,
      where: { muterId: viewer.id, muted: ACTIVE_ACCOUNT, ...query.where },
      include: { muted: Object.keys(userShape).length ? userShape : true },
    });
    return toPage(rows as (Mute & { muted: User })[], size);
  }

  /** Mutes or unmutes one of the viewer's conversations; NotFoundError for anyone else's. Returns whether it is muted now. */
  async setConversationMuted(viewer: Viewer, conversationId: string, muted: boolean): Promise<boolean> {
    const id = requireId(conversationId, "Conversation");
    const conversation = await this.deps.prisma.conversation.findFirst({
      where: { id, ...conversationsOf(viewer.id) },
      select: { id: true },
    });
    if (!conversation) throw new NotFoundError("Conversation");
    if (muted)
      await this.deps.prisma.conversationMute.createMany({
        data: [{ userId: viewer.id, conversationId: id }],
        skipDuplicates: true,
      });
    else await this.deps.prisma.conversationMute.deleteMany({ where: { userId: viewer.id, conversationId: id } });
    return muted;
  }
}
