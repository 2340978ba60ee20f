// Races between the actions that create notifications and those that retract them. The stored
// notifications must always match the actions (one unread LIKE per like, none for an undone
// follow, none left from a deleted post), and the notification events a live client receives
// must net out to exactly the stored ones. The races only really happen on PostgreSQL (PGlite
// runs one transaction at a time on its single connection); the invariants hold on both.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../support/eventually.ts";
import { Prisma } from "../../src/generated/prisma/client.ts";
import { NotFoundError } from "../../src/domain/errors.ts";
import { notify } from "../../src/domain/notifications/notifications.ts";
import { inTransaction } from "../../src/domain/transaction.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

// The invariants are checked after each round of concurrent calls. A stray made early in a long
// round is often cleaned up by a later call in it, so many short rounds catch more than a few
// long ones. PGlite runs one transaction at a time: a few rounds do.
const CALLS = 10;
const ROUNDS = process.env.TEST_DATABASE_URL ? 40 : 4;

let server: TestServer;
let ledger: NotificationLedger;

beforeAll(async () => {
  server = await createTestServer();
  ledger = await NotificationLedger.listen(server);
});
afterAll(async () => {
  ledger.stop();
  await server.close();
});

/** What a live client learns from the bus: every notification created, and every one retracted. */
class NotificationLedger {
  private readonly seen = new Map<string, { recipientId: string; created: number; retracted: number }>();
  private constructor(readonly stop: () => void) {}

  static async listen(server: TestServer): Promise<NotificationLedger> {
    const stops: (() => void)[] = [];
    const ledger = new NotificationLedger(() => stops.forEach((stop) => stop()));
    const entry = (notificationId: string, recipientId: string) => {
      const found = ledger.seen.get(notificationId) ?? { recipientId, created: 0, retracted: 0 };
      ledger.seen.set(notificationId, found);
      return found;
    };
    stops.push(
      await server.bus.subscribe("notification.created", (e) => entry(e.notificationId, e.recipientId).created++),
    );
    stops.push(
      await server.bus.subscribe("notification.retracted", (e) => entry(e.notificationId, e.recipientId).retracted++),
    );
    return ledger;
  }

  /** Waits for events in flight, then checks: each was created once, and retracted once exactly when it is gone. */
  async expectMatchesStored(recipient: TestUser): Promise<void> {
    await eventually(
      async () => {
        const stored = await server.prisma.notification.findMany({
          where: { recipientId: recipient.id },
          select: { id: true },
        });
        const announced = [...this.seen].filter(([, e]) => e.recipientId === recipient.id);
        const live = announced.filter(([, e]) => e.created - e.retracted === 1).map(([id]) => id);
        expect(announced.filter(([, e]) => e.created !== 1 || e.retracted > 1)).toEqual([]);
        expect(live.sort()).toEqual(stored.map((n) => n.id).sort());
      },
      { interval: 100 },
    );
  }
}

/** Runs the calls at once; each either succeeds or finds its target gone. */
async function race(calls: (() => Promise<unknown>)[]): Promise<PromiseSettledResult<unknown>[]> {
  const results = await Promise.allSettled(calls.map((call) => call()));
  for (const result of results) if (result.status === "rejected") expect(result.reason).toBeInstanceOf(NotFoundError);
  return results;
}

describe("likes", () => {
  it("many concurrent likes and unlikes leave one unread notification per like", async () => {
    const [author, fan] = await Promise.all([createUser(server), createUser(server)]);
    const post = await createPost(server, author);
    const { likes } = server.domain;
    const actions = [() => likes.like(fan.viewer, post.id), () => likes.unlike(fan.viewer, post.id)];
    for (let round = 0; round < ROUNDS; round++) {
      await race(Array.from({ length: CALLS }, (_, i) => actions[i % 2]!));
      const liked = await server.prisma.like.count({ where: { userId: fan.id, postId: post.id } });
      const unread = await server.prisma.notification.count({
        where: { kind: "LIKE", actorId: fan.id, postId: post.id, readAt: null },
      });
      expect(unread).toBe(liked);
      await ledger.expectMatchesStored(author);
    }
  });
});

describe("follows", () => {
  it("many concurrent follows and unfollows leave one unread notification per follow", async () => {
    const [followee, follower] = await Promise.all([createUser(server), createUser(server)]);
    const { follows } = server.domain;
    const actions = [
      () => follows.follow(follower.viewer, followee.id),
      () => follows.unfollow(follower.viewer, followee.id),
    ];
    for (let round = 0; round < ROUNDS; round++) {
      await race(Array.from({ length: CALLS }, (_, i) => actions[i % 2]!));
      const following = await server.prisma.follow.count({
        where: { followerId: follower.id, followeeId: followee.id },
      });
      const unread = await server.prisma.notification.count({
        where: { kind: "FOLLOW", actorId: follower.id, recipientId: followee.id, readAt: null },
      });
      expect(unread).toBe(following);
      await ledger.expectMatchesStored(followee);
    }
  });
});

describe("deleting a post while people act on it", () => {
  it("leaves no comment and no notification, and retracts every notification it removed", async () => {
    const [author, liker, commenter, latecomer] = await Promise.all([
      createUser(server),
      createUser(server),
      createUser(server),
      createUser(server),
    ]);
    const { posts, comments, likes } = server.domain;
    for (let round = 0; round < ROUNDS / 4; round++) {
      const post = await createPost(server, author);
      await likes.like(liker.viewer, post.id);
      const earlier = await comments.add(commenter.viewer, post.id, "first!");

      const actions: (() => Promise<unknown>)[] = [
        () => posts.delete(author.viewer, post.id),
        () => comments.add(latecomer.viewer, post.id, "am I late?"),
        () => likes.like(latecomer.viewer, post.id),
        () => likes.unlike(liker.viewer, post.id),
        () => comments.delete(commenter.viewer, earlier.id),
      ];
      // Staggered by a few milliseconds, differently each round, so each action sometimes
      // comes before the deletion and sometimes after it.
      const results = await race(actions.map((action, i) => () => sleep(((i + round) % 5) * 5).then(action)));

      expect(results[0]!.status).toBe("fulfilled");
      expect(await server.prisma.comment.count({ where: { postId: post.id } })).toBe(0);
      expect(await server.prisma.notification.count({ where: { recipientId: author.id } })).toBe(0);
      await ledger.expectMatchesStored(author);
    }
  });
});

describe("a transaction that fails", () => {
  it("publishes none of its events and keeps none of its notifications", async () => {
    const [quitter, follower, followee] = await Promise.all([
      createUser(server),
      createUser(server),
      createUser(server),
    ]);
    const followed: unknown[] = [];
    const stop = await server.bus.subscribe("user.followed", (e) => followed.push(e));
    try {
      const failing = inTransaction(server.prisma, server.bus, async (tx, events) => {
        await notify(tx, events, { kind: "FOLLOW", actorId: quitter.id, recipientId: followee.id });
        events.publish("user.followed", { followerId: quitter.id, followeeId: followee.id });
        throw new Error("changed my mind");
      });
      await expect(failing).rejects.toThrow("changed my mind");
      // Published after the failure, on the same bus: once it arrives, the failed one would have too.
      await server.domain.follows.follow(follower.viewer, followee.id);
      await eventually(() => expect(followed).toEqual([{ followerId: follower.id, followeeId: followee.id }]));
      expect(await server.prisma.notification.count({ where: { actorId: quitter.id } })).toBe(0);
      await ledger.expectMatchesStored(followee);
    } finally {
      stop();
    }
  });
});

describe("a transaction PostgreSQL aborts to break a deadlock", () => {
  it("runs again, and only the attempt that committed is stored and announced", async () => {
    const [actor, recipient] = await Promise.all([createUser(server), createUser(server)]);
    let attempts = 0;
    await inTransaction(server.prisma, server.bus, async (tx, events) => {
      attempts++;
      await notify(tx, events, { kind: "FOLLOW", actorId: actor.id, recipientId: recipient.id });
      // What Prisma raises when PostgreSQL chose this transaction as a deadlock's victim.
      if (attempts === 1)
        throw new Prisma.PrismaClientKnownRequestError("deadlock detected", {
          code: "P2034",
          clientVersion: Prisma.prismaVersion.client,
        });
    });
    expect(attempts).toBe(2);
    expect(await server.prisma.notification.count({ where: { actorId: actor.id } })).toBe(1);
    await ledger.expectMatchesStored(recipient);
  });

  it("gives up after three attempts with the database's error", async () => {
    let attempts = 0;
    const doomed = inTransaction(server.prisma, server.bus, async () => {
      attempts++;
      throw new Prisma.PrismaClientKnownRequestError("deadlock detected", {
        code: "P2034",
        clientVersion: Prisma.prismaVersion.client,
      });
    });
    await expect(doomed).rejects.toMatchObject({ code: "P2034" });
    expect(attempts).toBe(3);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a real deadlock (PostgreSQL)", () => {
  it("aborts one of the two transactions, which runs again and commits", async () => {
    const [actor, recipient] = await Promise.all([createUser(server), createUser(server)]);
    const cause = { kind: "FOLLOW", actorId: actor.id, recipientId: recipient.id } as const;
    const [a, b] = await Promise.all([1, 2].map(() => server.prisma.notification.create({ data: cause })));
    // Each takes one row, waits until the other holds its own, then asks for the other's:
    // PostgreSQL finds the cycle (deadlock_timeout, 1 s by default) and aborts one.
    let holding = 0;
    const bothHolding = () => eventually(() => expect(holding).toBe(2), { interval: 10 });
    let attempts = 0;
    const markInOrder = (first: string, second: string) =>
      inTransaction(server.prisma, server.bus, async (tx) => {
        attempts++;
        await tx.notification.update({ where: { id: first }, data: { readAt: new Date() } });
        if (attempts <= 2) {
          holding++;
          await bothHolding();
        }
        await tx.notification.update({ where: { id: second }, data: { readAt: new Date() } });
      });
    await Promise.all([markInOrder(a!.id, b!.id), markInOrder(b!.id, a!.id)]);
    expect(attempts).toBe(3);
    expect(await server.prisma.notification.count({ where: { id: { in: [a!.id, b!.id] }, readAt: null } })).toBe(0);
  });
});
