// The domain's live path on its own: a stream listens from the moment it is made (an event
// published before anyone pulls is not lost), hears its viewer's events only, in delivery order
// across kinds, and the node-wide listener hears each event once per person audienceOf names.
import { expect, it } from "vitest";
import type { GameAttendance } from "../../src/domain/game/attendance.ts";
import type { Games } from "../../src/domain/game/games.ts";
import type { Online } from "../../src/domain/presence/online.ts";
import type { Posts } from "../../src/domain/posts/posts.ts";
import type { Mutes } from "../../src/domain/safety/mutes.ts";
import type { Comments } from "../../src/domain/social/comments.ts";
import { audienceOf, Live, type Hearer } from "../../src/domain/live/live.ts";
import { EventBus } from "../../src/events/event-bus.ts";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";

const ada = { id: "0190d7a2-7c51-7d7e-9b6a-00000000000a", username: "ada" };
const bob = { id: "0190d7a2-7c51-7d7e-9b6a-00000000000b", username: "bob" };
const cy = { id: "0190d7a2-7c51-7d7e-9b6a-00000000000c", username: "cy" };

/** Ada follows Bob, as the database says. */
const follows = { follow: { findMany: async () => [{ followeeId: bob.id }] } } as unknown as PrismaClient;

/** Nobody has muted anyone. */
const nobodyMuted = { hasMuted: async () => false } as unknown as Mutes;

function live() {
  const bus = EventBus.inMemory();
  return {
    bus,
    live: new Live({
      prisma: follows,
      bus,
      games: {} as Games,
      attendance: {} as GameAttendance,
      posts: {} as Posts,
      online: {} as Online,
      comments: {} as Comments,
      mutes: nobodyMuted,
    }),
  };
}

it("hears an event published right after the stream is made, before anyone pulls", async () => {
  const { bus, live: domainLive } = live();
  const typing = domainLive.typing(ada);
  await bus.publishEphemeral("chat.typing", { senderId: bob.id, receiverId: ada.id, typing: true });
  await bus.publishEphemeral("chat.typing", { senderId: ada.id, receiverId: bob.id, typing: true }); // Ada's own: not for her
  await bus.publishEphemeral("chat.typing", { senderId: cy.id, receiverId: ada.id, typing: false });
  expect(await typing.next()).toEqual({ done: false, value: { senderId: bob.id, typing: true } });
  expect(await typing.next()).toEqual({ done: false, value: { senderId: cy.id, typing: false } });
  await typing.return!();
  expect(await typing.next()).toEqual({ done: true, value: undefined });
});

it("keeps delivery order across event kinds, and hears only the viewer's conversations", async () => {
  const { bus, live: domainLive } = live();
  const updates = domainLive.conversationUpdates(ada);
  await bus.publish("message.deleted", { messageId: "m1", conversationId: "c1", senderId: bob.id, receiverId: ada.id });
  await bus.publish("conversation.read", {
    conversationId: "c2",
    readerId: cy.id,
    partnerId: bob.id,
    upToMessageId: "m9",
  });
  await bus.publish("conversation.read", {
    conversationId: "c1",
    readerId: ada.id,
    partnerId: bob.id,
    upToMessageId: "m2",
  });
  expect((await updates.next()).value).toEqual({
    kind: "MESSAGE_DELETED",
    conversationId: "c1",
    actorId: bob.id,
    messageId: "m1",
  });
  expect((await updates.next()).value).toEqual({
    kind: "READ",
    conversationId: "c1",
    actorId: ada.id,
    messageId: "m2",
  });
  await updates.return!();
});

it("hands a followee's new post to the follower's stream only, judged as of delivery", async () => {
  const { bus, live: domainLive } = live();
  const posts = domainLive.followeePosts(ada);
  await bus.publish("post.created", { postId: "p1", authorId: bob.id });
  await bus.publish("post.created", { postId: "p2", authorId: cy.id });
  await bus.publish("user.followed", { followerId: ada.id, followeeId: cy.id });
  await bus.publish("post.created", { postId: "p3", authorId: cy.id });
  expect((await posts.next()).value).toEqual({ postId: "p1" });
  expect((await posts.next()).value).toEqual({ postId: "p3" });
  await posts.return!();
});

it("tells node-wide listeners each person an event names, with their part in it", async () => {
  const { bus, live: domainLive } = live();
  const heard: [string, Hearer][] = [];
  const stop = domainLive.hear(["game.moved", "notification.created"], (event, hearer) =>
    heard.push([event.type, hearer]),
  );
  await bus.publish("game.moved", {
    gameId: "g",
    moveId: "m",
    playerId: ada.id,
    opponentId: bob.id,
    cell: 4,
    mark: "X",
    ply: 1,
  });
  await bus.publish("chat.typing", { senderId: ada.id, receiverId: bob.id, typing: true });
  await bus.publish("notification.created", { notificationId: "n", recipientId: cy.id, groupKey: "ONE.n" });
  stop();
  await bus.publish("notification.created", { notificationId: "n2", recipientId: cy.id, groupKey: "ONE.n2" });
  expect(heard).toEqual([
    ["game.moved", { userId: ada.id, as: "mover" }],
    ["game.moved", { userId: bob.id, as: "opponent" }],
    ["notification.created", { userId: cy.id, as: "recipient" }],
  ]);
});

it("names nobody for events no person hears live, and a poster's followers for a post", () => {
  expect(audienceOf({ type: "dataExport.requested", payload: { exportId: "e", userId: ada.id } })).toEqual({
    people: [],
    followersOf: null,
    watchersOf: null,
  });
  expect(audienceOf({ type: "post.created", payload: { postId: "p", authorId: bob.id } })).toEqual({
    people: [],
    followersOf: bob.id,
    watchersOf: null,
  });
});
