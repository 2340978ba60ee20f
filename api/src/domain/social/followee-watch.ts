// The people a viewer follows, held in memory while a live feature needs them. "New posts by people
// I follow" looks at every post anyone makes: a query per post and connected viewer would grow with
// both, a set lookup does not. The set starts from the Follow rows and then follows the viewer's own
// follow events; it listens before it reads, so a change made meanwhile is applied on top.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { DomainEvents } from "../../events/domain-events.ts";
import type { EventBus } from "../../events/event-bus.ts";

export interface FolloweeWatch {
  /** whether the viewer follows `userId` now (waits for the first read of the list) */
  follows(userId: string): Promise<boolean>;
  /** stops listening; the watch answers from what it last knew */
  close(): void;
}

export function watchFollowees(deps: { prisma: PrismaClient; bus: EventBus }, viewerId: string): FolloweeWatch {
  const followees = new Set<string>();
  let pending: [following: boolean, followeeId: string][] | null = [];
  const apply = (following: boolean, followeeId: string) => (following ? followees.add(followeeId) : followees.delete(followeeId));
  const listen = (following: boolean) => (event: DomainEvents["user.followed"]) => {
    if (event.followerId !== viewerId) return;
    if (pending) pending.push([following, event.followeeId]);
    else apply(following, event.followeeId);
  };
  const stops = Promise.all([deps.bus.subscribe("user.followed", listen(true)), deps.bus.subscribe("user.unfollowed", listen(false))]);
  const ready = stops.then(async () => {
    const rows = await deps.prisma.follow.findMany({ where: { followerId: viewerId }, select: { followeeId: true } });
    for (const row of rows) followees.add(row.followeeId);
    for (const [following, followeeId] of pending ?? []) apply(following, followeeId);
    pending = null;
  });
  // A failed read is answered by follows(), when a post asks; until one does, nothing awaits it,
  // and an unobserved rejection would stop the process.
  ready.catch(() => {});
  return {
    follows: async (userId) => {
      await ready;
      return followees.has(userId);
    },
    close: () => void stops.then((stopAll) => stopAll.forEach((stop) => stop())),
  };
}
