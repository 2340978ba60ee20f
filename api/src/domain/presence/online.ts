// Who is online, as the realtime faces count it (api/src/realtime/presence.ts: at least one open
// Socket.IO socket or authenticated graphql-ws connection, on any node), and the rule built on it:
// a viewer's active friends are the people they follow who are online. Nobody learns more of
// presence than that (and whether one given user is online): no face lists everyone online.
import type { PrismaClient, User } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ValidationError } from "../errors.ts";
import { inShape, type QueryShape } from "../pagination.ts";

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

  async isOnline(userId: string): Promise<boolean> {
    return (await this.deps.users.onlineAmong([userId])).length > 0;
  }

  /** People the viewer follows who are online, by username, at most `first`. */
  async activeFriends(viewer: Pick<Viewer, "id">, first: number, shape: QueryShape = {}): Promise<User[]> {
    if (!Number.isInteger(first) || first < 1 || first > ACTIVE_FRIENDS_MAX)
      throw ValidationError.of("first", "PAGE_SIZE_OUT_OF_RANGE", ACTIVE_FRIENDS_MAX);
    const followees = await this.deps.prisma.follow.findMany({
      where: { followerId: viewer.id },
      select: { followeeId: true },
    });
    if (!followees.length) return [];
    const online = await this.deps.users.onlineAmong(followees.map((f) => f.followeeId));
    if (!online.length) return [];
    const users = await this.deps.prisma.user.findMany({
      ...shape,
      where: { id: { in: online } },
      orderBy: [{ usernameKey: "asc" }],
      take: first,
    });
    return inShape<User[]>(users);
  }

  /**
   * The ids a viewer sees online: themself, then their active friends (at most ACTIVE_FRIENDS_MAX,
   * as GraphQL's activeFriends). What v1's `active-people` answers a signed-in socket.
   */
  async visibleTo(viewer: Pick<Viewer, "id">): Promise<string[]> {
    const friends = await this.activeFriends(viewer, ACTIVE_FRIENDS_MAX, { select: { id: true } });
    return [viewer.id, ...friends.map((friend) => friend.id)];
  }
}
