// The bell in groups: the likes of one post are one entry that grows, so are the comments on one
// post and the follows of one day; a mention stands alone; the badge counts groups. The flat
// `notifications` list (and v1's one push per notification) stays one entry per notification.
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPost, createUser, createUsers, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { answered } from "../support/graphql-results.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { setModerator } from "../../src/domain/moderation/moderators.ts";
import { subscribeLive, type LiveSubscription } from "../support/graphql-ws.ts";
import { statementsOf } from "../rest/v1-client.ts";
import {
  NotificationGroupChanged,
  NotificationGroupNames,
  NotificationGroups,
} from "./notification-group-operations.ts";
import { MarkNotificationsRead, Notifications } from "./social-operations.ts";

let server: TestServer;
let baseUrl: string;
const opened: LiveSubscription[] = [];

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  await server.close();
});

async function subscribe(user: TestUser, query: string) {
  const subscription = await subscribeLive(baseUrl, user.token, query);
  opened.push(subscription);
  return subscription;
}

const as = (user: TestUser) => ({ token: user.token });

async function groups(user: TestUser, variables: { first?: number; after?: string; unreadOnly?: boolean } = {}) {
  const result = await execute(server, NotificationGroups, variables, as(user));
  expect(result.errors).toBeUndefined();
  return result.data!.notificationGroups!;
}
const messages = async (user: TestUser) => (await groups(user)).edges.map(({ node }) => node.message);

describe("notificationGroups", () => {
  it("groups the likes of one post, newest people first, and counts the rest", async () => {
    const author = await createUser(server);
    const [ada, bob, cy, dee] = await createUsers(server, 4);
    const [post, other] = [await createPost(server, author), await createPost(server, author)];
    for (const fan of [ada!, bob!, cy!, dee!]) await server.domain.likes.like(fan.viewer, post.id);
    await server.domain.likes.like(ada!.viewer, other.id);

    const page = await groups(author);
    expect(page.edges.map(({ node }) => [node.message, node.actorCount, node.post?.id])).toEqual([
      [`${ada!.username} liked your post`, 1, other.globalId],
      [`${dee!.username} and 3 others liked your post`, 4, post.globalId],
    ]);
    expect(page.edges[1]!.node.latestActors.map((u) => u.username)).toEqual([
      dee!.username,
      cy!.username,
      bob!.username,
    ]);
    expect([page.totalCount, page.unreadCount]).toEqual([2, 2]);
    // the flat list is as before: one entry per like
    const flat = await execute(server, Notifications, {}, as(author));
    expect(flat.data!.notifications!.edges).toHaveLength(5);
    expect(flat.data!.notifications!.unreadCount).toBe(5);
  });

  it("names two people, and expands to everyone in the group", async () => {
    const author = await createUser(server);
    const [ada, bob] = await createUsers(server, 2);
    const post = await createPost(server, author);
    await server.domain.likes.like(ada!.viewer, post.id);
    await server.domain.likes.like(bob!.viewer, post.id);
    expect(await messages(author)).toEqual([`${bob!.username} and ${ada!.username} liked your post`]);
    const names = await execute(server, NotificationGroupNames, {}, as(author));
    const expanded = names.data!.notificationGroups!.edges[0]!.node.notifications!.edges;
    expect(expanded.map((edge) => edge?.node?.actor.username)).toEqual([bob!.username, ada!.username]);
  });

  it("groups the comments on one post (a person counts once) and the follows of one day; a mention stands alone", async () => {
    const author = await createUser(server);
    const [ada, bob] = await createUsers(server, 2);
    const post = await createPost(server, author);
    await server.domain.comments.add(ada!.viewer, post.id, "first");
    await server.domain.comments.add(ada!.viewer, post.id, "again");
    await server.domain.comments.add(bob!.viewer, post.id, `nice one @${author.username}`);
    await server.domain.follows.follow(ada!.viewer, author.id);
    await server.domain.follows.follow(bob!.viewer, author.id);
    // ada's follow, moved to yesterday: a day of its own
    const yesterday = new Date(Date.now() - 86_400_000);
    await server.prisma.notification.updateMany({
      where: { recipientId: author.id, actorId: ada!.id, kind: "FOLLOW" },
      data: { createdAt: yesterday },
    });

    expect(await messages(author)).toEqual([
      `${bob!.username} followed you`,
      // the post's author hears of the comment as a comment, not also as a mention
      `${bob!.username} and ${ada!.username} commented on your post`,
      `${ada!.username} followed you`,
    ]);
    const other = await createPost(server, ada!);
    await server.domain.comments.add(bob!.viewer, other.id, `@${author.username} look`);
    const page = await groups(author);
    expect(page.edges[0]!.node).toMatchObject({
      kind: "MENTION",
      message: `${bob!.username} mentioned you`,
      actorCount: 1,
    });
    expect(page.totalCount).toBe(4);
  });

  it("counts unread groups; one read group grows unread again", async () => {
    const author = await createUser(server);
    const [ada, bob, cy] = await createUsers(server, 3);
    const post = await createPost(server, author);
    await server.domain.likes.like(ada!.viewer, post.id);
    await server.domain.likes.like(bob!.viewer, post.id);
    await server.domain.follows.follow(ada!.viewer, author.id);
    expect((await groups(author)).unreadCount).toBe(2);

    const newest = (await groups(author)).edges[0]!.node.latestNotification.id;
    const marked = await execute(server, MarkNotificationsRead, { input: { upTo: newest } }, as(author));
    expect(marked.data!.markNotificationsRead!.unreadCount).toBe(0);
    expect((await groups(author)).edges.map(({ node }) => node.read)).toEqual([true, true]);

    await server.domain.likes.like(cy!.viewer, post.id);
    const after = await groups(author);
    expect(after.edges.map(({ node }) => [node.actorCount, node.read])).toEqual([
      [3, false],
      [1, true],
    ]);
    expect(after.unreadCount).toBe(1);
    expect((await groups(author, { unreadOnly: true })).edges.map(({ node }) => node.actorCount)).toEqual([3]);
  });

  it("pages through groups by the cursor, and refuses a bad one", async () => {
    const author = await createUser(server);
    const fans = await createUsers(server, 3);
    for (const fan of fans) await server.domain.follows.follow(fan.viewer, author.id);
    for (const fan of fans) await server.domain.likes.like(fan.viewer, (await createPost(server, author)).id);
    const first = await groups(author, { first: 2 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await groups(author, { first: 2, after: first.pageInfo.endCursor! });
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const all = [...first.edges, ...rest.edges].map(({ node }) => node.id);
    expect(new Set(all).size).toBe(4);
    expect(all).toEqual((await groups(author)).edges.map(({ node }) => node.id));
    const bad = await execute(server, NotificationGroups, { after: "nonsense" }, as(author));
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("leaves out what a suspended account did", async () => {
    const [author, gone, stays] = await createUsers(server, 3);
    const post = await createPost(server, author!);
    await server.domain.likes.like(gone!.viewer, post.id);
    await server.domain.likes.like(stays!.viewer, post.id);
    await server.prisma.user.update({ where: { id: gone!.id }, data: { suspendedAt: new Date() } });
    expect(await messages(author!)).toEqual([`${stays!.username} liked your post`]);
  });

  it("expands a group to the people it counts: a report's outcome about an account since suspended", async () => {
    const [reporter, reported, moderator] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    await setModerator(server.prisma, moderator.username.toLowerCase(), true);
    await server.domain.reports.report(reporter.viewer, { subject: "USER", subjectId: reported.id, reason: "SPAM" });
    await server.domain.moderatorActions.suspend(moderator.viewer, reported.id, { reason: "spam" });

    const [entry] = (await groups(reporter)).edges;
    expect(entry!.node).toMatchObject({ kind: "REPORT_OUTCOME", actorCount: 1 });
    expect(entry!.node.latestActors.map((u) => u.username)).toEqual([reported.username]);
    const names = await execute(server, NotificationGroupNames, {}, as(reporter));
    const expanded = names.data!.notificationGroups!.edges[0]!.node.notifications!.edges;
    expect(expanded.map((edge) => edge?.node?.actor.username)).toEqual([reported.username]);
  });
});

describe("the post an entry shows", () => {
  /** `reader` mentioned on `owner`'s post by `commenter`: the entry shows owner's post while reader may see it. */
  async function mentionedOnPostOf(owner: TestUser) {
    const [reader, commenter] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const post = await createPost(server, owner);
    await server.domain.comments.add(commenter.viewer, post.id, `@${reader.username} look`);
    const shown = async () => {
      const grouped = (await groups(reader)).edges.map(({ node }) => [node.kind, node.post?.id ?? null]);
      const flat = await execute(server, Notifications, {}, as(reader));
      return { grouped, flat: flat.data!.notifications!.edges.map(({ node }) => [node.kind, node.post?.id ?? null]) };
    };
    expect(await shown()).toEqual({ grouped: [["MENTION", post.globalId]], flat: [["MENTION", post.globalId]] });
    return { reader, shown };
  }
  const hidden = { grouped: [["MENTION", null]], flat: [["MENTION", null]] };

  it("is null once its author blocked the reader, or the reader blocked its author", async () => {
    const [blocker, blocked] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const byAuthor = await mentionedOnPostOf(blocker);
    await server.domain.blocks.block(blocker.viewer, byAuthor.reader.id);
    expect(await byAuthor.shown()).toEqual(hidden);
    const byReader = await mentionedOnPostOf(blocked);
    await server.domain.blocks.block(byReader.reader.viewer, blocked.id);
    expect(await byReader.shown()).toEqual(hidden);
  });

  it("is null once its author's account turned private (the reader not following) or was suspended", async () => {
    const [privately, suspended] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const ofPrivate = await mentionedOnPostOf(privately);
    await server.domain.accounts.updateProfile(privately.viewer, { isPrivate: true });
    expect(await ofPrivate.shown()).toEqual(hidden);
    const ofSuspended = await mentionedOnPostOf(suspended);
    await server.prisma.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });
    expect(await ofSuspended.shown()).toEqual(hidden);
  });

  it("stays for a follower of the private author", async () => {
    const owner = await createUser(server);
    const { reader, shown } = await mentionedOnPostOf(owner);
    await server.domain.follows.follow(reader.viewer, owner.id);
    await server.domain.accounts.updateProfile(owner.viewer, { isPrivate: true });
    expect((await shown()).grouped[0]![1]).not.toBeNull();
  });
});

describe("a page of groups", () => {
  it("costs the same statements for one group as for six, each with its post and people", async () => {
    const [owner, ...fans] = (await createUsers(server, 7)) as [TestUser, ...TestUser[]];
    const page = () => statementsOf(server, () => execute(server, NotificationGroups, { first: 20 }, as(owner)));
    const first = await createPost(server, owner, "one group");
    await server.domain.likes.like(fans[0]!.viewer, first.id);
    const one = await page();
    for (const [i, fan] of fans.slice(1).entries()) {
      const post = await createPost(server, owner, `group ${i}`);
      await server.domain.likes.like(fan.viewer, post.id);
      await server.domain.likes.like(fans[0]!.viewer, post.id);
    }
    expect((await groups(owner)).edges).toHaveLength(6);
    expect(await page()).toBe(one);
  });
});

describe("notificationGroupChanged", () => {
  it("tells the recipient alone as a group grows and shrinks", async () => {
    const author = await createUser(server);
    const [ada, bob, bystander] = await createUsers(server, 3);
    const post = await createPost(server, author);
    const heard = await subscribe(author, print(NotificationGroupChanged));
    const unheard = await subscribe(bystander!, print(NotificationGroupChanged));
    // each change is read when it is delivered: the next one waits for it
    const steps = [
      () => server.domain.likes.like(ada!.viewer, post.id),
      () => server.domain.likes.like(bob!.viewer, post.id),
      () => server.domain.likes.unlike(ada!.viewer, post.id),
      () => server.domain.likes.unlike(bob!.viewer, post.id),
    ];
    for (const [done, step] of steps.entries()) {
      await step();
      await vi.waitFor(() => expect(heard.received).toHaveLength(done + 1));
    }
    const { groupId } = heard.values<{ groupId: string }>("notificationGroupChanged")[0]!;
    const expected = [
      {
        grew: true,
        unreadCount: 1,
        group: { id: groupId, message: `${ada!.username} liked your post`, actorCount: 1, read: false },
      },
      {
        grew: true,
        unreadCount: 1,
        group: {
          id: groupId,
          message: `${bob!.username} and ${ada!.username} liked your post`,
          actorCount: 2,
          read: false,
        },
      },
      {
        grew: false,
        unreadCount: 1,
        group: { id: groupId, message: `${bob!.username} liked your post`, actorCount: 1, read: false },
      },
      { grew: false, unreadCount: 0, group: null },
    ];
    expect(heard.received).toEqual(
      expected.map((change) => answered({ notificationGroupChanged: { groupId, ...change } })),
    );
    expect(unheard.received).toEqual([]);
  });
});
