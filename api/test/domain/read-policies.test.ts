// Who may read what (api/src/domain/policies): each policy holds its rule three times, as a Prisma
// where, as SQL for raw statements and as a check of one row read by id. Tables of cases hold all
// three to the same answer (a person, their profile, their post and a comment under it; a
// notification; a conversation and a message in it), so none can drift from the others unnoticed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "../../src/generated/prisma/client.ts";
import { commentPolicy } from "../../src/domain/policies/comments.ts";
import { conversationPolicy } from "../../src/domain/policies/conversations.ts";
import { followPolicy } from "../../src/domain/policies/follows.ts";
import { gamePolicy, invitationPolicy } from "../../src/domain/policies/games.ts";
import { likePolicy } from "../../src/domain/policies/likes.ts";
import { notificationPolicy } from "../../src/domain/policies/notifications.ts";
import { accessTokenPolicy, dataExportPolicy } from "../../src/domain/policies/own-rows.ts";
import { postPolicy } from "../../src/domain/policies/posts.ts";
import { reportPolicy, type ReportReader } from "../../src/domain/policies/reports.ts";
import { userPolicy, type ViewerId } from "../../src/domain/policies/users.ts";
import { createPost, createUsers, type TestUser } from "../support/fixtures.ts";
import { newGame } from "../support/games.ts";
import { conversationCases as conversationCasesOf, readPolicyCases } from "../support/read-policy-cases.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const cases = readPolicyCases(() => server);
const conversationCases = conversationCasesOf(() => server);

/** The answer of each form of one rule: [where, sql, shows]. */
type Forms = [boolean, boolean, boolean];

/** The per-record check of each rule about people, on the row it reads by id. */
const personShown = {
  seen: async (id: string, viewerId: ViewerId) =>
    userPolicy.shows(
      await server.prisma.user.findUniqueOrThrow({ where: { id }, select: userPolicy.select(viewerId) }),
    ),
  profile: async (id: string, viewerId: ViewerId) =>
    userPolicy.profile.shows(
      await server.prisma.user.findUniqueOrThrow({ where: { id }, select: userPolicy.profile.select(viewerId) }),
    ),
};

async function formsForPerson(id: string, viewerId: ViewerId, rule: "seen" | "profile"): Promise<Forms> {
  const policy = rule === "seen" ? userPolicy : userPolicy.profile;
  const where = await server.prisma.user.count({ where: { id, ...policy.where(viewerId) } });
  const [sql] = await server.prisma.$queryRaw<[{ n: number }]>(
    Prisma.sql`SELECT count(*)::int AS n FROM "User" u WHERE u.id = ${id}::uuid AND ${policy.sql("u", viewerId)}`,
  );
  return [where === 1, sql.n === 1, await personShown[rule](id, viewerId)];
}

async function formsForPost(id: string, viewerId: ViewerId): Promise<Forms> {
  const where = await server.prisma.post.count({ where: { id, ...postPolicy.where(viewerId) } });
  const [sql] = await server.prisma.$queryRaw<[{ n: number }]>(Prisma.sql`
    SELECT count(*)::int AS n FROM "Post" p JOIN "User" author ON author.id = p."authorId"
    WHERE p.id = ${id}::uuid AND ${postPolicy.sql("author", viewerId)}`);
  const row = await server.prisma.post.findUniqueOrThrow({ where: { id }, select: postPolicy.select(viewerId) });
  return [where === 1, sql.n === 1, postPolicy.shows(row, viewerId)];
}

async function formsForComment(id: string, viewerId: ViewerId): Promise<Forms> {
  const where = await server.prisma.comment.count({ where: { id, ...commentPolicy.where(viewerId) } });
  const [sql] = await server.prisma.$queryRaw<[{ n: number }]>(Prisma.sql`
    SELECT count(*)::int AS n FROM "Comment" c
      JOIN "User" ca ON ca.id = c."authorId"
      JOIN "Post" p ON p.id = c."postId" JOIN "User" pa ON pa.id = p."authorId"
    WHERE c.id = ${id}::uuid AND ${commentPolicy.sql({ author: "ca", postAuthor: "pa" }, viewerId)}`);
  const row = await server.prisma.comment.findUniqueOrThrow({ where: { id }, select: commentPolicy.select(viewerId) });
  return [where === 1, sql.n === 1, commentPolicy.shows(row, viewerId)];
}

async function formsForLike(id: string, viewerId: ViewerId): Promise<Forms> {
  const where = await server.prisma.like.count({ where: { id, ...likePolicy.where(viewerId) } });
  const [sql] = await server.prisma.$queryRaw<[{ n: number }]>(Prisma.sql`
    SELECT count(*)::int AS n FROM "Like" l
      JOIN "User" liker ON liker.id = l."userId"
      JOIN "Post" p ON p.id = l."postId" JOIN "User" pa ON pa.id = p."authorId"
    WHERE l.id = ${id}::uuid AND ${likePolicy.sql({ liker: "liker", postAuthor: "pa" }, viewerId)}`);
  const row = await server.prisma.like.findUniqueOrThrow({ where: { id }, select: likePolicy.select(viewerId) });
  return [where === 1, sql.n === 1, likePolicy.shows(row, viewerId)];
}

/** The follow as a row of its followee's followers. */
async function formsForFollow(id: string, viewerId: ViewerId): Promise<Forms> {
  const { followers } = followPolicy;
  const where = await server.prisma.follow.count({ where: { id, ...followers.where(viewerId) } });
  const [sql] = await server.prisma.$queryRaw<[{ n: number }]>(Prisma.sql`
    SELECT count(*)::int AS n FROM "Follow" f
      JOIN "User" owner ON owner.id = f."followeeId" JOIN "User" listed ON listed.id = f."followerId"
    WHERE f.id = ${id}::uuid AND ${followers.sql({ owner: "owner", listed: "listed" }, viewerId)}`);
  const row = await server.prisma.follow.findUniqueOrThrow({ where: { id }, select: followers.select(viewerId) });
  return [where === 1, sql.n === 1, followers.shows(row, viewerId)];
}

/** The follow as a row of its follower's following. */
async function formsForFollowing(id: string, viewerId: ViewerId): Promise<Forms> {
  const { following } = followPolicy;
  const where = await server.prisma.follow.count({ where: { id, ...following.where(viewerId) } });
  const [sql] = await server.prisma.$queryRaw<[{ n: number }]>(Prisma.sql`
    SELECT count(*)::int AS n FROM "Follow" f
      JOIN "User" owner ON owner.id = f."followerId" JOIN "User" listed ON listed.id = f."followeeId"
    WHERE f.id = ${id}::uuid AND ${following.sql({ owner: "owner", listed: "listed" }, viewerId)}`);
  const row = await server.prisma.follow.findUniqueOrThrow({ where: { id }, select: following.select(viewerId) });
  return [where === 1, sql.n === 1, following.shows(row, viewerId)];
}

const answers = (answer: boolean): Forms => [answer, answer, answer];

describe("each read policy's where, SQL and per-record check give one answer", () => {
  it.each(cases)("$name", async (c) => {
    const [viewer, author, stranger] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    const post = await createPost(server, author);
    const comment = await server.domain.comments.add((c.commentBy ? stranger : author).viewer, post.id, "hello");
    await server.domain.likes.like(stranger.viewer, post.id);
    await server.domain.follows.follow(stranger.viewer, author.id);
    await server.domain.follows.follow(author.viewer, stranger.id);
    const [like, follow, following] = await Promise.all([
      server.prisma.like.findFirstOrThrow({ where: { postId: post.id, userId: stranger.id } }),
      server.prisma.follow.findFirstOrThrow({ where: { followeeId: author.id, followerId: stranger.id } }),
      server.prisma.follow.findFirstOrThrow({ where: { followerId: author.id, followeeId: stranger.id } }),
    ]);
    await c.arrange?.({ viewer, author, stranger });
    const viewerId = c.lookingIs === "visitor" ? null : c.lookingIs === "author" ? author.id : viewer.id;

    // one object, so a failure names every rule and form that disagrees at once
    expect({
      seen: await formsForPerson(author.id, viewerId, "seen"),
      profile: await formsForPerson(author.id, viewerId, "profile"),
      post: await formsForPost(post.id, viewerId),
      comment: await formsForComment(comment.id, viewerId),
      like: await formsForLike(like.id, viewerId),
      follow: await formsForFollow(follow.id, viewerId),
      // the author's own following list holds the stranger by the same rule as their followers
      following: await formsForFollowing(following.id, viewerId),
    }).toEqual({
      seen: answers(c.expected.seen),
      profile: answers(c.expected.profile),
      post: answers(c.expected.post),
      comment: answers(c.expected.comment),
      like: answers(c.expected.like),
      follow: answers(c.expected.follow),
      following: answers(c.expected.follow),
    });
  });
});

describe("a block just made ends, for one watching live, what the where form then hides", () => {
  it.each([
    { name: "the author blocks the viewer", byAuthor: true },
    { name: "the viewer blocks the author", byAuthor: false },
  ])("$name", async ({ byAuthor }) => {
    const [viewer, author] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const post = await createPost(server, author);
    const block = byAuthor
      ? { blockerId: author.id, blockedId: viewer.id }
      : { blockerId: viewer.id, blockedId: author.id };
    await server.domain.blocks.block(byAuthor ? author.viewer : viewer.viewer, block.blockedId);

    expect({
      profile: userPolicy.profile.endedBy(block, author.id, viewer.id),
      post: postPolicy.endedBy(block, post, viewer.id),
    }).toEqual({
      profile: !(await formsForPerson(author.id, viewer.id, "profile"))[0],
      post: !(await formsForPost(post.id, viewer.id))[0],
    });
  });
});

/** The people of a notification's case: `recipient` is told that `actor` did something. */
interface Told {
  recipient: TestUser;
  actor: TestUser;
  other: TestUser;
}

const suspend = (user: TestUser) =>
  server.prisma.user.update({ where: { id: user.id }, data: { suspendedAt: new Date() } });

const notificationCases: {
  name: string;
  kind: "LIKE" | "GAME_INVITATION" | "REPORT_OUTCOME";
  arrange?: (people: Told) => Promise<unknown>;
  lookingIs?: "other" | "visitor";
  shows: boolean;
}[] = [
  { name: "a like, to its recipient", kind: "LIKE", shows: true },
  { name: "a like, to someone else", kind: "LIKE", lookingIs: "other", shows: false },
  { name: "a like, to a visitor", kind: "LIKE", lookingIs: "visitor", shows: false },
  {
    name: "a like by someone the recipient muted",
    kind: "LIKE",
    arrange: ({ recipient, actor }) => server.domain.mutes.mute(recipient.viewer, actor.id),
    shows: false,
  },
  {
    // an invitation is answered, so muting its sender does not hide it
    name: "an invitation by someone the recipient muted",
    kind: "GAME_INVITATION",
    arrange: ({ recipient, actor }) => server.domain.mutes.mute(recipient.viewer, actor.id),
    shows: true,
  },
  {
    name: "a like by someone who blocked the recipient",
    kind: "LIKE",
    arrange: ({ recipient, actor }) => server.domain.blocks.block(actor.viewer, recipient.id),
    shows: false,
  },
  {
    name: "a like by someone the recipient blocked",
    kind: "LIKE",
    arrange: ({ recipient, actor }) => server.domain.blocks.block(recipient.viewer, actor.id),
    shows: false,
  },
  { name: "a like by an account since suspended", kind: "LIKE", arrange: ({ actor }) => suspend(actor), shows: false },
  {
    // its actor is the account reported: what became of the report is told whatever became of it
    name: "a report's outcome about an account since suspended",
    kind: "REPORT_OUTCOME",
    arrange: ({ actor }) => suspend(actor),
    shows: true,
  },
];

async function formsForNotification(id: string, viewerId: ViewerId): Promise<Forms> {
  const where = await server.prisma.notification.count({ where: { id, ...notificationPolicy.where(viewerId) } });
  const [sql] = await server.prisma.$queryRaw<[{ n: number }]>(Prisma.sql`
    SELECT count(*)::int AS n FROM "Notification" n JOIN "User" actor ON actor.id = n."actorId"
    WHERE n.id = ${id}::uuid AND ${notificationPolicy.sql(viewerId)}`);
  const row = await server.prisma.notification.findUniqueOrThrow({
    where: { id },
    select: notificationPolicy.select(viewerId),
  });
  return [where === 1, sql.n === 1, notificationPolicy.shows(row, viewerId)];
}

describe("the notification policy's where, SQL and per-record check give one answer", () => {
  it.each(notificationCases)("$name", async (c) => {
    const [recipient, actor, other] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    // the row itself, as the action that tells of it would store it: the rule reads only its kind and people
    const { id } = await server.prisma.notification.create({
      data: { recipientId: recipient.id, actorId: actor.id, kind: c.kind },
    });
    await c.arrange?.({ recipient, actor, other });
    const viewerId = c.lookingIs === "visitor" ? null : c.lookingIs === "other" ? other.id : recipient.id;

    expect(await formsForNotification(id, viewerId)).toEqual(answers(c.shows));
  });
});

async function formsForConversation(id: string, viewerId: ViewerId): Promise<Forms> {
  const where = await server.prisma.conversation.count({ where: { id, ...conversationPolicy.where(viewerId) } });
  const [sql] = await server.prisma.$queryRaw<[{ n: number }]>(Prisma.sql`
    SELECT count(*)::int AS n FROM "Conversation" c WHERE c.id = ${id}::uuid AND ${conversationPolicy.sql("c", viewerId)}`);
  const row = await server.prisma.conversation.findUniqueOrThrow({
    where: { id },
    select: conversationPolicy.select(viewerId),
  });
  return [where === 1, sql.n === 1, conversationPolicy.shows(row, viewerId)];
}

async function formsForMessage(id: string, viewerId: ViewerId): Promise<Forms> {
  const { messages } = conversationPolicy;
  const where = await server.prisma.message.count({ where: { id, ...messages.where(viewerId) } });
  const [sql] = await server.prisma.$queryRaw<[{ n: number }]>(Prisma.sql`
    SELECT count(*)::int AS n FROM "Message" m JOIN "Conversation" c ON c.id = m."conversationId"
    WHERE m.id = ${id}::uuid AND ${messages.sql({ message: "m", conversation: "c" }, viewerId)}`);
  const row = await server.prisma.message.findUniqueOrThrow({ where: { id }, select: messages.select(viewerId) });
  return [where === 1, sql.n === 1, messages.shows(row, viewerId)];
}

describe("the conversation policy's where, SQL and per-record check give one answer, for its messages too", () => {
  it.each(conversationCases)("$name", async (c) => {
    const [sender, receiver, other] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    const message = await server.domain.messages.send(sender.viewer, receiver.id, "hello");
    await c.arrange?.({ sender, receiver });
    const looking = { receiver, other, visitor: null }[c.lookingIs ?? "receiver"];
    const viewerId = c.lookingIs ? (looking?.id ?? null) : sender.id;

    expect({
      conversation: await formsForConversation(message.conversationId, viewerId),
      message: await formsForMessage(message.id, viewerId),
    }).toEqual({ conversation: answers(c.shows), message: answers(c.shows) });
  });
});

/** A policy of rows that are their people's alone, in the forms the table asks of it. */
interface OwnRowsPolicy<Row> {
  where(viewerId: ViewerId): object;
  sql(alias: string, viewerId: ViewerId): Prisma.Sql;
  shows(row: Row, viewerId: ViewerId): boolean;
}

/** One model's delegate, as far as the table reads it. */
interface Delegate<Row> {
  count(args: { where: object }): Promise<number>;
  findUniqueOrThrow(args: { where: { id: string } }): Promise<Row>;
}

async function formsForOwnRow<Row>(
  model: { table: string; delegate: Delegate<Row>; policy: OwnRowsPolicy<Row> },
  id: string,
  viewerId: ViewerId,
): Promise<Forms> {
  const { table, delegate, policy } = model;
  const where = await delegate.count({ where: { id, ...policy.where(viewerId) } });
  const [sql] = await server.prisma.$queryRaw<[{ n: number }]>(Prisma.sql`
    SELECT count(*)::int AS n FROM ${Prisma.raw(`"${table}"`)} r WHERE r.id = ${id}::uuid AND ${policy.sql("r", viewerId)}`);
  const row = await delegate.findUniqueOrThrow({ where: { id } });
  return [where === 1, sql.n === 1, policy.shows(row, viewerId)];
}

describe("games, invitations, data exports and access tokens: their people's alone, in every form", () => {
  it("the two players, the inviter and invitee, the owner read them; nobody else, a moderator or a visitor", async () => {
    const { x, o, game, invitation } = await newGame(server);
    const [moderator] = (await createUsers(server, 1)) as [TestUser];
    await server.prisma.user.update({ where: { id: moderator.id }, data: { role: "MODERATOR" } });
    const dataExport = await server.prisma.dataExport.create({ data: { userId: x.id } });
    const token = await server.prisma.personalAccessToken.create({
      data: { userId: x.id, name: "a script", scope: "READ", tokenHash: `hash-${x.id}` },
    });
    const { prisma } = server;
    const models: { name: string; people: TestUser[]; forms: (viewerId: ViewerId) => Promise<Forms> }[] = [
      {
        name: "a game",
        people: [x, o],
        forms: (viewerId) =>
          formsForOwnRow({ table: "Game", delegate: prisma.game, policy: gamePolicy }, game.id, viewerId),
      },
      {
        name: "an invitation",
        people: [x, o],
        forms: (viewerId) =>
          formsForOwnRow(
            { table: "GameInvitation", delegate: prisma.gameInvitation, policy: invitationPolicy },
            invitation.id,
            viewerId,
          ),
      },
      {
        name: "a data export",
        people: [x],
        forms: (viewerId) =>
          formsForOwnRow(
            { table: "DataExport", delegate: prisma.dataExport, policy: dataExportPolicy },
            dataExport.id,
            viewerId,
          ),
      },
      {
        name: "an access token",
        people: [x],
        forms: (viewerId) =>
          formsForOwnRow(
            { table: "PersonalAccessToken", delegate: prisma.personalAccessToken, policy: accessTokenPolicy },
            token.id,
            viewerId,
          ),
      },
    ];
    for (const { name, people, forms } of models) {
      const lookers: [string, ViewerId, boolean][] = [
        ["x", x.id, true],
        ["o", o.id, people.includes(o)],
        ["a moderator", moderator.id, false],
        ["a visitor", null, false],
      ];
      for (const [who, viewerId, reads] of lookers)
        expect({ name, who, forms: await forms(viewerId) }).toEqual({ name, who, forms: answers(reads) });
    }
  });
});

async function formsForReport(id: string, reader: ReportReader): Promise<Forms> {
  const where = await server.prisma.report.count({ where: { id, ...reportPolicy.where(reader) } });
  const [sql] = await server.prisma.$queryRaw<[{ n: number }]>(Prisma.sql`
    SELECT count(*)::int AS n FROM "Report" r WHERE r.id = ${id}::uuid AND ${reportPolicy.sql("r", reader)}`);
  const row = await server.prisma.report.findUniqueOrThrow({ where: { id }, select: reportPolicy.select() });
  return [where === 1, sql.n === 1, reportPolicy.shows(row, reader)];
}

describe("reports: their reporter's and the moderators', in every form", () => {
  it("the reporter and a moderator read it; the account reported, anyone else and a visitor do not", async () => {
    const [reporter, reported, other] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    const report = await server.domain.reports.report(reporter.viewer, {
      subject: "USER",
      subjectId: reported.id,
      reason: "SPAM",
    });
    const lookers: [string, ReportReader, boolean][] = [
      ["the reporter", { id: reporter.id, moderates: false }, true],
      ["a moderator", { id: other.id, moderates: true }, true],
      ["the account reported", { id: reported.id, moderates: false }, false],
      ["someone else", { id: other.id, moderates: false }, false],
      ["a visitor", null, false],
    ];
    for (const [who, reader, reads] of lookers)
      expect({ who, forms: await formsForReport(report.id, reader) }).toEqual({ who, forms: answers(reads) });
  });
});
