// Who looks at whom, and what they may read of them: the cases of the read policies' tables.
import { expect } from "vitest";
import type { TestUser } from "./fixtures.ts";
import type { TestServer } from "./test-server.ts";

/** The people of one case: `viewer` looks at `author`'s account, post and a comment under it. */
export interface People {
  viewer: TestUser;
  author: TestUser;
  /** a third person, who may write the comment (commentBy) */
  stranger: TestUser;
}

/**
 * What the viewer may read: the author seen, found by their profile, their post, the comment; and
 * the stranger's like of the post and follow of the author (in the author's followers; the
 * author's follow of the stranger, in the author's following, goes by the same rule).
 */
export interface Expected {
  seen: boolean;
  profile: boolean;
  post: boolean;
  comment: boolean;
  like: boolean;
  follow: boolean;
}

export interface Case {
  name: string;
  /** the state the case is about, made after the post and the comment exist */
  arrange?: (people: People) => Promise<unknown>;
  /** who looks: the viewer (default), the author themself, or a visitor (nobody signed in) */
  lookingIs?: "author" | "visitor";
  /** who wrote the comment: the author (default) or the stranger */
  commentBy?: "stranger";
  expected: Expected;
}

const ALL: Expected = { seen: true, profile: true, post: true, comment: true, like: true, follow: true };
const NONE: Expected = { seen: false, profile: false, post: false, comment: false, like: false, follow: false };
/** a private account's header and counts are public; its posts and lists of people (and what hangs off them) are not */
const HEADER_ONLY: Expected = { seen: true, profile: true, post: false, comment: false, like: false, follow: false };

/**
 * The cases both tables walk: the domain's (test/domain/read-policies.test.ts: each policy's three
 * forms agree) and the faces' (test/domain/read-policy-faces.test.ts: every face answers as the
 * policy). `server` is the file's test server, once it runs.
 */
export function readPolicyCases(server: () => TestServer): Case[] {
  const goPrivate = (user: TestUser) => server().domain.accounts.updateProfile(user.viewer, { isPrivate: true });

  return [
    { name: "a public stranger", expected: ALL },
    {
      name: "the viewer blocked by the author",
      arrange: ({ viewer, author }) => server().domain.blocks.block(author.viewer, viewer.id),
      expected: NONE,
    },
    {
      // found, so their profile can offer to unblock them; nothing they wrote is
      name: "the author blocked by the viewer",
      arrange: ({ viewer, author }) => server().domain.blocks.block(viewer.viewer, author.id),
      expected: { seen: false, profile: true, post: false, comment: false, like: false, follow: false },
    },
    {
      name: "a private account the viewer follows",
      arrange: async ({ viewer, author }) => {
        await server().domain.follows.follow(viewer.viewer, author.id);
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
        await server().domain.follows.follow(viewer.viewer, author.id);
        expect(await server().domain.followRequests.hasRequested(viewer.viewer, author.id)).toBe(true);
      },
      expected: HEADER_ONLY,
    },
    {
      name: "a suspended author",
      arrange: ({ author }) =>
        server().prisma.user.update({ where: { id: author.id }, data: { suspendedAt: new Date() } }),
      expected: NONE,
    },
    {
      // the stand-in a deleted account leaves (domain/account/deleted-account-stand-in.ts)
      name: "a deleted account's stand-in",
      arrange: ({ author }) =>
        server().prisma.user.update({ where: { id: author.id }, data: { deletedAt: new Date() } }),
      expected: NONE,
    },
    {
      // muting hides less: the muted one's posts leave the muter's feed and their doings the bell,
      // but the account, its post and its comments are read as before
      name: "an author the viewer muted",
      arrange: ({ viewer, author }) => server().domain.mutes.mute(viewer.viewer, author.id),
      expected: ALL,
    },
    {
      // no rule of their own: the moderation page reads accounts directly
      name: "a moderator, on a private account they do not follow",
      arrange: async ({ viewer, author }) => {
        await server().prisma.user.update({ where: { id: viewer.id }, data: { role: "MODERATOR" } });
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
      // the comment's own author counts too, not only its post's; and the stranger's like and follow
      name: "a comment, like and follow by someone who blocked the viewer, on a post the viewer reads",
      commentBy: "stranger",
      arrange: ({ viewer, stranger }) => server().domain.blocks.block(stranger.viewer, viewer.id),
      expected: { seen: true, profile: true, post: true, comment: false, like: false, follow: false },
    },
  ];
}

/** The people of a conversation's case: `sender` wrote to `receiver`; `other` is neither. */
export interface Talk {
  sender: TestUser;
  receiver: TestUser;
}

export interface ConversationCase {
  name: string;
  arrange?: (people: Talk) => Promise<unknown>;
  lookingIs?: "receiver" | "other" | "visitor";
  shows: boolean;
}

/**
 * A conversation's cases, which both tables walk as the cases above: `sender` wrote to
 * `receiver`; "other" is neither of them.
 */
export function conversationCases(server: () => TestServer): ConversationCase[] {
  return [
    { name: "the sender", shows: true },
    { name: "the receiver", lookingIs: "receiver", shows: true },
    { name: "someone else", lookingIs: "other", shows: false },
    { name: "a visitor", lookingIs: "visitor", shows: false },
    {
      // to the blocked one the blocker does not exist, nor does what they said to each other
      name: "the receiver, blocked by the sender",
      lookingIs: "receiver",
      arrange: ({ sender, receiver }) => server().domain.blocks.block(sender.viewer, receiver.id),
      shows: false,
    },
    {
      // the blocker keeps the conversation, to read
      name: "the sender, who blocked the receiver",
      arrange: ({ sender, receiver }) => server().domain.blocks.block(sender.viewer, receiver.id),
      shows: true,
    },
    {
      // the same the other way round: the two sit in the conversation's low and high columns by id
      name: "the sender, blocked by the receiver",
      arrange: ({ sender, receiver }) => server().domain.blocks.block(receiver.viewer, sender.id),
      shows: false,
    },
    {
      name: "the receiver, who blocked the sender",
      lookingIs: "receiver",
      arrange: ({ sender, receiver }) => server().domain.blocks.block(receiver.viewer, sender.id),
      shows: true,
    },
    {
      name: "the sender, whose partner was suspended since",
      arrange: ({ receiver }) =>
        server().prisma.user.update({ where: { id: receiver.id }, data: { suspendedAt: new Date() } }),
      shows: true,
    },
  ];
}
