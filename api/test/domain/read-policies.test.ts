// Who may read what (api/src/domain/policies): each policy holds its rule three times, as a Prisma
// where, as SQL for raw statements and as a check of one row read by id. One table of cases holds
// all three to the same answer, for a person, their profile, their post and a comment under it,
// so none of the three can drift from the others unnoticed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "../../src/generated/prisma/client.ts";
import { commentPolicy } from "../../src/domain/policies/comments.ts";
import { postPolicy } from "../../src/domain/policies/posts.ts";
import { userPolicy, type ViewerId } from "../../src/domain/policies/users.ts";
import { createPost, createUsers, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** The people of one case: `viewer` looks at `author`'s account, post and a comment under it. */
interface People {
  viewer: TestUser;
  author: TestUser;
  /** a third person, who may write the comment (commentBy) */
  stranger: TestUser;
}

/** What the viewer may read: the author seen, found by their profile, their post, the comment. */
interface Expected {
  seen: boolean;
  profile: boolean;
  post: boolean;
  comment: boolean;
}

interface Case {
  name: string;
  /** the state the case is about, made after the post and the comment exist */
  arrange?: (people: People) => Promise<unknown>;
  /** who looks: the viewer (default), the author themself, or a visitor (nobody signed in) */
  lookingIs?: "author" | "visitor";
  /** who wrote the comment: the author (default) or the stranger */
  commentBy?: "stranger";
  expected: Expected;
}

const ALL: Expected = { seen: true, profile: true, post: true, comment: true };
const NONE: Expected = { seen: false, profile: false, post: false, comment: false };
/** a private account's header and counts are public; its posts (and what hangs off them) are not */
const HEADER_ONLY: Expected = { seen: true, profile: true, post: false, comment: false };

const goPrivate = (user: TestUser) => server.domain.accounts.updateProfile(user.viewer, { isPrivate: true });

const cases: Case[] = [
  { name: "a public stranger", expected: ALL },
  {
    name: "the viewer blocked by the author",
    arrange: ({ viewer, author }) => server.domain.blocks.block(author.viewer, viewer.id),
    expected: NONE,
  },
  {
    // found, so their profile can offer to unblock them; nothing they wrote is
    name: "the author blocked by the viewer",
    arrange: ({ viewer, author }) => server.domain.blocks.block(viewer.viewer, author.id),
    expected: { seen: false, profile: true, post: false, comment: false },
  },
  {
    name: "a private account the viewer follows",
    arrange: async ({ viewer, author }) => {
      await server.domain.follows.follow(viewer.viewer, author.id);
      await goPrivate(author);
    },
    expected: ALL,
  },
  {
    name: "a private account the viewer does not follow",
    arrange: ({ author }) => goPrivate(author),
    expected: HEADER_ONLY,
  },
  {
    name: "a private account the viewer asked to follow, not yet approved",
    arrange: async ({ viewer, author }) => {
      await goPrivate(author);
      await server.domain.follows.follow(viewer.viewer, author.id);
      expect(await server.domain.followRequests.hasRequested(viewer.viewer, author.id)).toBe(true);
    },
    expected: HEADER_ONLY,
  },
  {
    name: "a suspended author",
    arrange: ({ author }) => server.prisma.user.update({ where: { id: author.id }, data: { suspendedAt: new Date() } }),
    expected: NONE,
  },
  {
    // the stand-in a deleted account leaves (domain/account/deleted-account-stand-in.ts)
    name: "a deleted account's stand-in",
    arrange: ({ author }) => server.prisma.user.update({ where: { id: author.id }, data: { deletedAt: new Date() } }),
    expected: NONE,
  },
  {
    // muting hides less: the muted one's posts leave the muter's feed and their doings the bell,
    // but the account, its post and its comments are read as before
    name: "an author the viewer muted",
    arrange: ({ viewer, author }) => server.domain.mutes.mute(viewer.viewer, author.id),
    expected: ALL,
  },
  {
    // no rule of their own: the moderation page reads accounts directly
    name: "a moderator, on a private account they do not follow",
    arrange: async ({ viewer, author }) => {
      await server.prisma.user.update({ where: { id: viewer.id }, data: { role: "MODERATOR" } });
      await goPrivate(author);
    },
    expected: HEADER_ONLY,
  },
  { name: "a visitor, on a public account", lookingIs: "visitor", expected: ALL },
  {
    name: "a visitor, on a private account",
    lookingIs: "visitor",
    arrange: ({ author }) => goPrivate(author),
    expected: HEADER_ONLY,
  },
  {
    name: "the author themself, private",
    lookingIs: "author",
    arrange: ({ author }) => goPrivate(author),
    expected: ALL,
  },
  {
    // the comment's own author counts too, not only its post's
    name: "a comment by someone who blocked the viewer, under a post the viewer reads",
    commentBy: "stranger",
    arrange: ({ viewer, stranger }) => server.domain.blocks.block(stranger.viewer, viewer.id),
    expected: { seen: true, profile: true, post: true, comment: false },
  },
];

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

const answers = (answer: boolean): Forms => [answer, answer, answer];

describe("each read policy's where, SQL and per-record check give one answer", () => {
  it.each(cases)("$name", async (c) => {
    const [viewer, author, stranger] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    const post = await createPost(server, author);
    const comment = await server.domain.comments.add((c.commentBy ? stranger : author).viewer, post.id, "hello");
    await c.arrange?.({ viewer, author, stranger });
    const viewerId = c.lookingIs === "visitor" ? null : c.lookingIs === "author" ? author.id : viewer.id;

    // one object, so a failure names every rule and form that disagrees at once
    expect({
      seen: await formsForPerson(author.id, viewerId, "seen"),
      profile: await formsForPerson(author.id, viewerId, "profile"),
      post: await formsForPost(post.id, viewerId),
      comment: await formsForComment(comment.id, viewerId),
    }).toEqual({
      seen: answers(c.expected.seen),
      profile: answers(c.expected.profile),
      post: answers(c.expected.post),
      comment: answers(c.expected.comment),
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
