// The second table of who may read what: the cases of the first (read-policies.test.ts, where each
// policy's three forms agree) walked through every face a viewer reads them by, each answer held
// to the policy's. People, posts, comments, likes and follows: GraphQL's queries and node(id:), a
// post's live stream over graphql-ws and server-sent events, and the v1 REST API (v1's Socket.IO
// carries no posts or people). Conversations and their messages: GraphQL and v1 REST.
// Notifications: the bell, and their live arrival over graphql-ws, server-sent events and a v1
// Socket.IO tab. A face that picked a filter of its own, or none, answers otherwise in some case.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { describe, expect, it } from "vitest";
import type { DomainEvents } from "../../src/events/domain-events.ts";
import { storeEvents } from "../../src/domain/transaction.ts";
import { eventually } from "../support/eventually.ts";
import { createPost, createUsers, type TestUser } from "../support/fixtures.ts";
import { subscribeLive } from "../support/graphql-ws.ts";
import { liveTestServerPerFile } from "../support/live-server.ts";
import { watchNotifications } from "../support/notification-faces.ts";
import { befriend } from "../support/games.ts";
import { conversationCases, readPolicyCases, type Expected } from "../support/read-policy-cases.ts";
import { subscribeOverSse, type SseSubscription } from "../support/sse.ts";
import { yogaWithLog } from "../support/yoga-log.ts";
import { callV1 } from "../rest/v1-client.ts";

const { server, baseUrl } = liveTestServerPerFile();

const cases = readPolicyCases(server);

/** What one face answered of each rule; null where the face has no such read (v1 has no visitors). */
type Answers = Record<keyof Expected, Record<string, boolean | null>>;

interface Looked {
  token: string | undefined;
  author: TestUser;
  /** who liked the post and follows its author */
  stranger: TestUser;
  post: { id: string; globalId: string };
  commentId: string;
  /** the stranger's like of the post */
  likeId: string;
}

const READS = `query Reads($post: ID!, $author: ID!, $comment: ID!, $username: String!, $signedIn: Boolean!) {
  post(id: $post) { id comments(first: 50) { edges { node { id } } } likers(first: 50) { edges { node { id } } } }
  postNode: node(id: $post) { id }
  user(id: $author) { id followers(first: 50) { edges { node { id } } } following(first: 50) { edges { node { id } } } }
  userNode: node(id: $author) { id }
  commentNode: node(id: $comment) { id }
  searchUsers(query: $username) @include(if: $signedIn) { id }
}`;

type Ids = { id: string }[] | null | undefined;
type Listed = { edges: { node: { id: string } }[] } | null | undefined;
const lists = (listed: Listed, id: string) => !!listed?.edges.some((edge) => edge.node.id === id);

/** GraphQL over HTTP: one document, every read the case asks about. */
async function graphqlAnswers({ token, author, stranger, post, commentId }: Looked) {
  const commentGlobalId = encodeGlobalID("Comment", commentId);
  const { ask } = yogaWithLog(server().domain, server().prisma);
  const { data, errors } = await ask(READS, token, {
    post: post.globalId,
    author: author.globalId,
    comment: commentGlobalId,
    username: author.username,
    signedIn: token !== undefined,
  });
  expect(errors).toBeUndefined();
  const read = data as Record<string, unknown>;
  const readPost = read.post as { comments: Listed; likers: Listed } | null;
  const readUser = read.user as { followers: Listed; following: Listed } | null;
  return {
    seen: {
      searchUsers: token === undefined ? null : (read.searchUsers as Ids)!.some((u) => u.id === author.globalId),
    },
    profile: { user: read.user !== null, userNode: read.userNode !== null },
    post: { post: read.post !== null, postNode: read.postNode !== null },
    comment: {
      commentNode: read.commentNode !== null,
      postComments: lists(readPost?.comments, commentGlobalId),
    },
    like: { postLikers: lists(readPost?.likers, stranger.globalId) },
    follow: {
      userFollowers: lists(readUser?.followers, stranger.globalId),
      userFollowing: lists(readUser?.following, stranger.globalId),
    },
  };
}

/** The v1 REST API: the author's profile page (with their posts) and the post's comments. */
async function v1Answers({ token, author, stranger, post, commentId, likeId }: Looked) {
  if (token === undefined)
    return {
      seen: { v1Profile: null },
      post: { v1ProfilePosts: null, v1Comments: null },
      comment: { v1Comments: null },
      like: { v1ProfilePostLikes: null },
      follow: { v1ProfileFollowers: null, v1ProfileFollowings: null },
    };
  const profile = await callV1(server(), token, "GET", `/users/${author.id}`);
  const comments = await callV1(server(), token, "GET", `/posts/${post.id}/comments`);
  expect([200, 404]).toContain(profile.statusCode);
  expect([200, 404]).toContain(comments.statusCode);
  type V1Profile = {
    user: {
      posts: { id: string; likes: { _id: string }[] }[];
      followers: { follower: string }[];
      followings: { following: string }[];
    };
  };
  const user =
    profile.statusCode === 200 ? (profile.json() as V1Profile).user : { posts: [], followers: [], followings: [] };
  const listed = comments.statusCode === 200 ? (comments.json() as { data: { _id: string }[] }).data : [];
  const v1Post = user.posts.find((p) => p.id === post.id);
  return {
    // v1 finds a profile by the seen rule, not the profile rule: the blocker gets 404 for the one
    // they blocked, since v1 has no way to unblock (docs/v1-compatibility.md, "Block and mute")
    seen: { v1Profile: profile.statusCode === 200 },
    post: { v1ProfilePosts: v1Post !== undefined, v1Comments: comments.statusCode === 200 },
    comment: { v1Comments: listed.some((c) => c._id === commentId) },
    like: { v1ProfilePostLikes: !!v1Post?.likes.some((like) => like._id === likeId) },
    follow: {
      v1ProfileFollowers: user.followers.some((follow) => follow.follower === stranger.id),
      v1ProfileFollowings: user.followings.some((follow) => follow.following === stranger.id),
    },
  };
}

const POST_UPDATED = `subscription Watch($id: ID!) { postUpdated(id: $id) { id } }`;

/** Says the post changed, as an edit would, whoever may still act: each open stream of it hears it. */
async function pokePost(post: { id: string }, authorId: string) {
  const payload: DomainEvents["post.updated"] = { postId: post.id, authorId };
  server().bus.committed(await storeEvents(server().prisma, [{ type: "post.updated", payload }]));
}

type Outcome = { data?: { postUpdated?: unknown } | null; errors?: unknown } | { error: unknown };

/** Whether a stream of the post got its change (true) or was refused (false), once it got either. */
async function streamAnswer(received: () => Outcome[], poke: () => Promise<unknown>): Promise<boolean> {
  await eventually(
    async () => {
      if (received().length) return;
      await poke();
      throw new Error("the stream has neither been refused nor told of the change yet");
    },
    { interval: 200 },
  );
  return received().every((r) => "data" in r && !!r.data?.postUpdated && !("errors" in r && r.errors));
}

/** The post's live stream over graphql-ws and over server-sent events (they need sign-in: none for a visitor). */
async function streamAnswers({ token, author, post }: Looked) {
  if (token === undefined) return { post: { graphqlWs: null, sse: null } };
  const variables = { id: post.globalId };
  const ws = await subscribeLive(baseUrl(), token, POST_UPDATED, variables);
  const sse: SseSubscription = await subscribeOverSse(baseUrl(), POST_UPDATED, { token, variables });
  const poke = () => pokePost(post, author.id);
  try {
    return {
      post: {
        graphqlWs: await streamAnswer(() => ws.received as Outcome[], poke),
        sse: await streamAnswer(() => sse.received as Outcome[], poke),
      },
    };
  } finally {
    sse.close();
    await ws.close();
  }
}

/** Every face's answer to each rule, the same as the policy's or null where a face has no such read. */
function expectedOf(answers: Answers, expected: Expected): Answers {
  const of = (rule: keyof Expected) =>
    Object.fromEntries(
      Object.entries(answers[rule]).map(([face, got]) => [face, got === null ? null : expected[rule]]),
    );
  return {
    seen: of("seen"),
    profile: of("profile"),
    post: of("post"),
    comment: of("comment"),
    like: of("like"),
    follow: of("follow"),
  };
}

describe("every face answers each read as the read policy", () => {
  it.each(cases)("$name", async (c) => {
    const [viewer, author, stranger] = (await createUsers(server(), 3)) as [TestUser, TestUser, TestUser];
    const post = await createPost(server(), author);
    const comment = await server().domain.comments.add((c.commentBy ? stranger : author).viewer, post.id, "hello");
    await server().domain.likes.like(stranger.viewer, post.id);
    await server().domain.follows.follow(stranger.viewer, author.id);
    await server().domain.follows.follow(author.viewer, stranger.id);
    const like = await server().prisma.like.findFirstOrThrow({ where: { postId: post.id, userId: stranger.id } });
    await c.arrange?.({ viewer, author, stranger });
    const token = c.lookingIs === "visitor" ? undefined : c.lookingIs === "author" ? author.token : viewer.token;
    const looked: Looked = { token, author, stranger, post, commentId: comment.id, likeId: like.id };

    const [graphql, v1, streams] = [await graphqlAnswers(looked), await v1Answers(looked), await streamAnswers(looked)];
    const answers: Answers = {
      seen: { ...graphql.seen, ...v1.seen },
      profile: { ...graphql.profile },
      post: { ...graphql.post, ...v1.post, ...streams.post },
      comment: { ...graphql.comment, ...v1.comment },
      like: { ...graphql.like, ...v1.like },
      follow: { ...graphql.follow, ...v1.follow },
    };
    // one object: a failure names every face and rule that disagrees at once
    expect(answers).toEqual(expectedOf(answers, c.expected));
  });
});

const CHAT_READS = `query ChatReads($conversation: ID!, $message: ID!, $partner: ID!, $signedIn: Boolean!) {
  conversationNode: node(id: $conversation) { id }
  messageNode: node(id: $message) { id }
  viewer @include(if: $signedIn) { conversations(first: 50) { edges { node { id } } } }
  user(id: $partner) @include(if: $signedIn) { conversationWithViewer { id } }
}`;

/**
 * A conversation's faces: GraphQL's node(id:) for it and its message, the viewer's conversations
 * and their conversation with the partner; v1's partner list and history. Its live streams carry
 * only new messages, which the send's own rules refuse between people who may not talk (tested
 * with them), so they have no row here; nor has Socket.IO, which reads no history.
 */
describe("every face answers a conversation and its messages as the conversation policy", () => {
  it.each(conversationCases(server))("$name", async (c) => {
    const [sender, receiver, other] = (await createUsers(server(), 3)) as [TestUser, TestUser, TestUser];
    const message = await server().domain.messages.send(sender.viewer, receiver.id, "hello");
    await c.arrange?.({ sender, receiver });
    const looker = { receiver, other, visitor: undefined }[c.lookingIs ?? "receiver"];
    const viewer = c.lookingIs ? looker : sender;
    // whom the looker would talk to: the other side of the conversation (the sender, for a stranger)
    const partner = viewer === sender ? receiver : sender;
    const conversationId = encodeGlobalID("Conversation", message.conversationId);

    const { ask } = yogaWithLog(server().domain, server().prisma);
    const { data, errors } = await ask(CHAT_READS, viewer?.token, {
      conversation: conversationId,
      message: encodeGlobalID("Message", message.id),
      partner: partner.globalId,
      signedIn: viewer !== undefined,
    });
    expect(errors).toBeUndefined();
    const read = data as {
      conversationNode: unknown;
      messageNode: unknown;
      viewer?: { conversations: Listed };
      user?: { conversationWithViewer: { id: string } | null } | null;
    };
    const signedIn = <T>(answer: () => T) => (viewer === undefined ? null : answer());
    const answers: Record<string, boolean | null> = {
      conversationNode: read.conversationNode !== null,
      messageNode: read.messageNode !== null,
      viewerConversations: signedIn(() => lists(read.viewer?.conversations, conversationId)),
      conversationWithViewer: signedIn(() => read.user?.conversationWithViewer?.id === conversationId),
      v1PartnerList: await signedIn(async () => {
        const listed = await callV1(server(), viewer!.token, "GET", "/users/listPeople");
        return (listed.json() as { users: { user: { id: string } }[] }).users.some((u) => u.user.id === partner.id);
      }),
      v1History: await signedIn(async () => {
        const history = await callV1(server(), viewer!.token, "GET", `/users/${partner.id}/message`);
        const messages = (history.json() as { result: { allMessages: { _id: string }[] } }).result.allMessages;
        return messages.some((m) => m._id === message.id);
      }),
    };
    const expected = Object.fromEntries(
      Object.entries(answers).map(([face, got]) => [face, got === null ? null : c.shows]),
    );
    expect(answers).toEqual(expected);
  });
});

const BELL = `query Bell { notifications(first: 50) { edges { node { message } } } }`;

/**
 * A notification's faces: the bell's list over GraphQL, and its live arrival over graphql-ws,
 * server-sent events and a v1 Socket.IO tab. Cases where the notification is told of (a like, an
 * invitation) by someone the recipient may see, muted or not; the actions of someone they may not
 * see at all (blocked, suspended) are refused before any notification exists (hidden-post-writes,
 * the send and invitation rules), so they have no row here. Each case ends with a like by a third
 * person, told everywhere: a live face that has it, and not the case's, was never told the case's.
 */
describe("every face answers a notification as the notification policy", () => {
  it.each([
    { name: "a like", act: "like", muted: false, shows: true },
    { name: "a like by someone the recipient muted", act: "like", muted: true, shows: false },
    { name: "an invitation by someone the recipient muted", act: "invite", muted: true, shows: true },
  ] as const)("$name", async (c) => {
    const [recipient, actor, marker] = (await createUsers(server(), 3)) as [TestUser, TestUser, TestUser];
    const post = await createPost(server(), recipient);
    if (c.muted) await server().domain.mutes.mute(recipient.viewer, actor.id);
    // an invitation is sent to someone followed and online (its own follow told or not, as muting says)
    if (c.act === "invite") await befriend(server(), actor, recipient);
    const faces = await watchNotifications(baseUrl(), recipient);
    try {
      if (c.act === "like") await server().domain.likes.like(actor.viewer, post.id);
      else await server().domain.gameInvitations.invite(actor.viewer, recipient.id, {});
      await server().domain.likes.like(marker.viewer, post.id);
      await eventually(() => expect(Object.values(faces.messages()).map((m) => m.length)).not.toContain(0));
      // the marker's arrives last on every live face: the case's, if told at all, came before it
      await eventually(async () => {
        const { ask } = yogaWithLog(server().domain, server().prisma);
        const bell = (await ask(BELL, recipient.token)).data as {
          notifications: { edges: { node: { message: string } }[] };
        };
        const told = (messages: string[]) => messages.some((m) => m.includes(actor.username));
        const live = faces.messages();
        const answers = {
          bell: told(bell.notifications.edges.map((e) => e.node.message)),
          graphqlWs: told(live.graphqlWs),
          sse: told(live.sse),
          // v1 tells only of likes, comments and follows (docs/v1-compatibility.md): no invitations
          socketIo: c.act === "invite" ? null : told(live.socketIo),
        };
        const socketIo = c.act === "invite" ? null : c.shows;
        expect(answers).toEqual({ bell: c.shows, graphqlWs: c.shows, sse: c.shows, socketIo });
      });
    } finally {
      await faces.close();
    }
  });
});
