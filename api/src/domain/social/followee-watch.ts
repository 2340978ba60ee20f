// The people a viewer follows, held in memory while a live feature needs them. "New posts by people
// I follow" looks at every post anyone makes: a query per post and connected viewer would grow with
// both, a set lookup does not. The set starts from the Follow rows and then follows the viewer's own
// follow events; it listens before it reads, so a change made meanwhile is applied on top.
//
// Asked as an event is delivered, it answers as of the events delivered so far, which the outbox
// delivers in commit order: a post made while the viewer followed its author passes even when the
// unfollow that came next is delivered before the subscriber reads the post.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { DomainEvents } from "../../events/domain-events.ts";
import type { EventBus } from "../../events/event-bus.ts";

export interface FolloweeWatch {
  /**
   * Whether the viewer follows `userId` as of the events delivered so far: at once, or once the
   * first read of the list is done (as of the events delivered when it was asked).
   */
  follows(userId: string): boolean | Promise<boolean>;
  /** stops listening; the watch answers from what it last knew */
  close(): void;
}

export function watchFollowees(deps: { prisma: PrismaClient; bus: EventBus }, viewerId: string): FolloweeWatch {
  const followees = new Set<string>();
  /** follow changes delivered before the first read finished, in order; null once it has */
  let pending: [following: boolean, followeeId: string][] | null = [];
  const apply = (following: boolean, followeeId: string) =>
    following ? followees.add(followeeId) : followees.delete(followeeId);
  const listen = (following: boolean) => (event: DomainEvents["user.followed"]) => {
    if (event.followerId !== viewerId) return;
    if (pending) pending.push([following, event.followeeId]);
    else apply(following, event.followeeId);
  };
  const stops = Promise.all([
    deps.bus.subscribe("user.followed", listen(true)),
    deps.bus.subscribe("user.unfollowed", listen(false)),
  ]);
  let read: Set<string> | undefined;
  const ready = stops.then(async () => {
    const rows = await deps.prisma.follow.findMany({ where: { followerId: viewerId }, select: { followeeId: true } });
    read = new Set(rows.map((row) => row.followeeId));
  });
  const settled = ready.then(() => {
    for (const id of read!) followees.add(id);
    for (const [following, followeeId] of pending ?? []) apply(following, followeeId);
    pending = null;
  });
  // A failed read is answered by follows(), when a post asks; until one does, nothing awaits it,
  // and an unobserved rejection would stop the process.
  settled.catch(() => {});
  /** as of the first `upTo` changes delivered while the list was being read */
  const followedAfter = (userId: string, upTo: number, changes: readonly [boolean, string][]) => {
    let following = read!.has(userId);
    for (const [change, followeeId] of changes.slice(0, upTo)) if (followeeId === userId) following = change;
    return following;
  };
  return {
    follows: (userId) => {
      if (!pending) return followees.has(userId);
      const [upTo, changes] = [pending.length, pending];
      return ready.then(() => followedAfter(userId, upTo, changes));
    },
    close: () => void stops.then((stopAll) => stopAll.forEach((stop) => stop())),
  };
}
