// The bell's read state: opening the dialog marks what it shows read, and only that (a
// notification arriving while it is open stays unread); a like or follow, undone and redone,
// stays one entry in the bell. What a suspended account did leaves the bell and its count while
// the suspension lasts, as that account leaves every other read.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import { createPost, createUser, createUsers, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { NotificationGroups } from "./notification-group-operations.ts";
import { MarkNotificationsRead, Notifications } from "./social-operations.ts";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const as = (user: TestUser) => ({ token: user.token });

async function bell(user: TestUser) {
  const result = await execute(server, Notifications, {}, as(user));
  const { unreadCount, edges } = result.data!.notifications!;
  return { unreadCount, entries: edges.map(({ node }) => ({ id: node.id, message: node.message, read: node.read })) };
}

describe("markNotificationsRead(input: { upTo })", () => {
  it("marks the shown notification and older ones read; a newer one stays unread", async () => {
    const [author, fan, follower] = await Promise.all([
      createUser(server, "shown_author"),
      createUser(server, "shown_fan"),
      createUser(server, "late_follower"),
    ]);
    const post = await createPost(server, author);
    await server.domain.likes.like(fan.viewer, post.id);
    await server.domain.follows.follow(fan.viewer, author.id);
    // The dialog opens showing these two...
    const shown = await bell(author);
    expect(shown.entries.map((e) => e.message)).toEqual(["shown_fan followed you", "shown_fan liked your post"]);
    // ...and this one arrives before the request to mark them read does.
    await server.domain.follows.follow(follower.viewer, author.id);

    const marked = await execute(server, MarkNotificationsRead, { input: { upTo: shown.entries[0]!.id } }, as(author));
    expect(marked.errors).toBeUndefined();
    expect(marked.data!.markNotificationsRead!.unreadCount).toBe(1);
    expect((await bell(author)).entries.map((e) => [e.message, e.read])).toEqual([
      ["late_follower followed you", false],
      ["shown_fan followed you", true],
      ["shown_fan liked your post", true],
    ]);
  });

  it("marks nothing for a notification that is gone or someone else's; without input, marks all", async () => {
    const [author, fan, stranger] = await Promise.all([createUser(server), createUser(server), createUser(server)]);
    const post = await createPost(server, author);
    await server.domain.likes.like(fan.viewer, post.id);
    const retractedId = (await bell(author)).entries[0]!.id;
    await server.domain.likes.unlike(fan.viewer, post.id);
    await server.domain.follows.follow(fan.viewer, author.id);
    await server.domain.follows.follow(author.viewer, stranger.id);
    const strangersId = (await bell(stranger)).entries[0]!.id;

    for (const upTo of [retractedId, strangersId]) {
      const marked = await execute(server, MarkNotificationsRead, { input: { upTo } }, as(author));
      expect(marked.data!.markNotificationsRead!.unreadCount).toBe(1);
    }
    expect((await bell(stranger)).unreadCount).toBe(1);

    expect(
      (await execute(server, MarkNotificationsRead, {}, as(author))).data!.markNotificationsRead!.unreadCount,
    ).toBe(0);
    expect((await bell(author)).entries.every((e) => e.read)).toBe(true);
  });
});

describe("a like or follow undone and redone", () => {
  it("leaves one entry, unread, even when the first had been read, and announces the earlier one's removal", async () => {
    const [author, fan] = await Promise.all([createUser(server), createUser(server)]);
    const post = await createPost(server, author);
    const retracted: string[] = [];
    const stop = await server.bus.subscribe("notification.retracted", (event) => retracted.push(event.notificationId));
    try {
      await server.domain.likes.like(fan.viewer, post.id);
      await server.domain.follows.follow(fan.viewer, author.id);
      const seen = await bell(author);
      await execute(server, MarkNotificationsRead, {}, as(author));
      // Read ones stay when the like or follow is undone: their recipient has seen them...
      await server.domain.likes.unlike(fan.viewer, post.id);
      await server.domain.follows.unfollow(fan.viewer, author.id);
      expect((await bell(author)).entries).toHaveLength(2);
      // ...and give way to the new ones when it is redone.
      await server.domain.likes.like(fan.viewer, post.id);
      await server.domain.follows.follow(fan.viewer, author.id);
      const after = await bell(author);
      expect(after.entries.map((e) => [e.message, e.read])).toEqual([
        [`${fan.username} followed you`, false],
        [`${fan.username} liked your post`, false],
      ]);
      expect(after.unreadCount).toBe(2);
      await expect.poll(() => retracted.length).toBe(2);
      expect(retracted.map((id) => encodeGlobalID("Notification", id)).sort()).toEqual(
        seen.entries.map((e) => e.id).sort(),
      );
    } finally {
      stop();
    }
  });
});

describe("a notification whose actor was suspended", () => {
  it("leaves the list and the unread counts while the suspension lasts, and comes back when it is lifted", async () => {
    const [author, commenter, fan] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    const post = await createPost(server, author);
    await server.domain.comments.add(commenter.viewer, post.id, "nice");
    await server.domain.likes.like(fan.viewer, post.id);
    const seen = async () => {
      const flat = await bell(author);
      const groups = (await execute(server, NotificationGroups, {}, as(author))).data!.notificationGroups!;
      return {
        messages: flat.entries.map((e) => e.message),
        unread: flat.unreadCount,
        groups: groups.totalCount,
        unreadGroups: groups.unreadCount,
      };
    };
    const everyone = {
      messages: [`${fan.username} liked your post`, `${commenter.username} commented on your post`],
      unread: 2,
      groups: 2,
      unreadGroups: 2,
    };
    expect(await seen()).toEqual(everyone);

    await server.prisma.user.update({ where: { id: commenter.id }, data: { suspendedAt: new Date() } });
    const withoutCommenter = { messages: [`${fan.username} liked your post`], unread: 1, groups: 1, unreadGroups: 1 };
    expect(await seen()).toEqual(withoutCommenter);

    await server.prisma.user.update({ where: { id: commenter.id }, data: { suspendedAt: null } });
    expect(await seen()).toEqual(everyone);
  });
});
