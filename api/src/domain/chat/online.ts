// Who is online, as the realtime faces count it (api/src/realtime/presence.ts: at least one open
// Socket.IO socket or authenticated graphql-ws connection, on any node), and the rule built on it:
// a viewer's active friends are the people they follow who are online.
import type { PrismaClient, User } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ValidationError } from "../errors.ts";
import type { QueryShape } from "../pagination.ts";

/** What the domain reads of presence. */
export interface OnlineUsers {
  /** everyone online, each once */
  online(): Promise<string[]>;
  /** those of `userIds` who are online */
  onlineAmong(userIds: readonly string[]): Promise<string[]>;
}

export const ACTIVE_FRIENDS_MAX = 100;

export class Online {
  constructor(private readonly deps: { prisma: PrismaClient; users: OnlineUsers }) {}

  everyone(): Promise<string[]> {
    return this.deps.users.online();
  }

  async isOnline(userId: string): Promise<boolean> {
    return (await this.deps.users.onlineAmong([userId])).length > 0;
  }

  /** People the viewer follows who are online, by username, at most `first`. */
  async activeFriends(viewer: Viewer, first: number, shape: QueryShape = {}): Promise<User[]> {
    if (!Number.isInteger(first) || first < 1 || first > ACTIVE_FRIENDS_MAX)
      throw ValidationError.of("first", "PAGE_SIZE_OUT_OF_RANGE", ACTIVE_FRIENDS_MAX);
    const followees = await this.deps.prisma.follow.findMany({ where: { followerId: viewer.id }, select: { followeeId: true } });
    if (!followees.length) return [];
    const online = await this.deps.users.onlineAmong(followees.map((f) => f.followeeId));
    if (!online.length) return [];
    const users = await this.deps.prisma.user.findMany({ ...shape, where: { id: { in: online } }, orderBy: [{ usernameKey: "asc" }], take: first });
    return users as User[];
  }
}
