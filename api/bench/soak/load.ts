// The soak's requests: a mix of what people do, each as its client sends it (GraphQL; chat half
// through v1 REST), each user on one node (as a client keeps its connection), so most live
// deliveries cross from one node to the other. Writes that should reach a listener go to the
// ledger when they are answered (notifications come from the event stream instead: event-tail.ts).
import { encodeGlobalID } from "@pothos/plugin-relay";
import { FEED_QUERY } from "../feed-query.ts";
import { v1Ciphertext } from "../realtime/receivers.ts";
import type { Inbox, Ledger } from "./ledger.ts";
import { commentIdentity, messageIdentity, streamOf } from "./listeners.ts";

export const KINDS = [
  "feed",
  "post",
  "like",
  "unlike",
  "comment",
  "follow",
  "unfollow",
  "chat",
  "notifications",
  "mark-read",
  "log-in",
] as const;
export type Kind = (typeof KINDS)[number];

/** Shares of the requests, in percent; mark-read follows one notifications read in three. */
const MIX: [Kind, number][] = [
  ["feed", 25],
  ["post", 17],
  ["like", 10],
  ["unlike", 6],
  ["comment", 8],
  ["follow", 4],
  ["unfollow", 3],
  ["chat", 14],
  ["notifications", 12],
  ["log-in", 1],
];

/** A like or a follow is taken back only after this long: its notification has long been delivered. */
const TAKE_BACK_AFTER_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

export interface Population {
  /** users that may sign in (not suspended), tokens alike */
  userIds: string[];
  tokens: string[];
  /** post ids (uuid) to read, like and comment on, with their authors */
  posts: { id: string; authorId: string }[];
  /** follows that exist, "followerId followeeId" */
  follows: Set<string>;
  /** listeners' user ids → their inboxes */
  inboxesOf: Map<string, Inbox[]>;
  /** each watched post (uuid) → the inboxes subscribed to its comments */
  watchers: Map<string, Inbox[]>;
  /** accounts made by sign-up (with a real password hash) for the log-ins */
  logIns: { username: string; password: string }[];
}

export interface Outcome {
  kind: Kind;
  node: number;
  ms: number;
  /** what went wrong, or undefined */
  error?: string;
}

const FOLLOW_OF = (follower: string, followee: string) => `${follower} ${followee}`;
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

export class Load {
  private readonly liked: { userIndex: number; postId: string; at: number }[] = [];
  private readonly likedSet = new Set<string>();
  private readonly followed: { userIndex: number; followeeId: string; at: number }[] = [];
  private messages = 0;
  private readonly listenerIds: string[];
  private readonly watchedPosts: string[];
  private readonly listenersPosts: Population["posts"];

  constructor(
    private readonly urls: string[],
    private readonly people: Population,
    private readonly ledger: Ledger,
  ) {
    this.listenerIds = [...people.inboxesOf.keys()];
    this.watchedPosts = [...people.watchers.keys()];
    const listeners = new Set(this.listenerIds);
    this.listenersPosts = people.posts.filter((post) => listeners.has(post.authorId));
  }

  /** One request of a kind drawn from the mix, by a random user, on that user's node. */
  async next(): Promise<Outcome[]> {
    let draw = Math.random() * 100;
    let [kind] = MIX.find(([, share]) => (draw -= share) < 0) ?? MIX[0]!;
    // nothing old enough to take back yet: a like (a follow) instead
    if (kind === "unlike" && !this.takeBackDue(this.liked)) kind = "like";
    if (kind === "unfollow" && !this.takeBackDue(this.followed)) kind = "follow";
    const user = Math.floor(Math.random() * this.people.userIds.length);
    const outcomes = [await this.timed(kind, user)];
    if (kind === "notifications" && !outcomes[0]!.error && Math.random() < 1 / 3)
      outcomes.push(await this.timed("mark-read", user));
    return outcomes;
  }

  private async timed(kind: Kind, user: number): Promise<Outcome> {
    const started = performance.now();
    try {
      const actor = (await this.run(kind, user)) ?? user;
      return { kind, node: actor % this.urls.length, ms: performance.now() - started };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { kind, node: user % this.urls.length, ms: performance.now() - started, error: message };
    }
  }

  /** Sends it; resolves with the user who acted when not `user` (taking back someone's like or follow). */
  private async run(kind: Kind, user: number): Promise<number | void> {
    switch (kind) {
      case "feed":
        return void (await this.graphql(user, FEED_QUERY, {}, "feed"));
      case "post":
        return void (await this.graphql(
          user,
          POST_PAGE,
          { id: encodeGlobalID("Post", pick(this.people.posts).id) },
          "post",
        ));
      case "like":
        return this.like(user);
      case "unlike": {
        const oldest = this.liked.shift();
        if (!oldest) return this.like(user); // another request took it back meanwhile
        this.likedSet.delete(`${oldest.userIndex} ${oldest.postId}`);
        await this.mutation(oldest.userIndex, UNLIKE, { postId: encodeGlobalID("Post", oldest.postId) }, "unlikePost");
        return oldest.userIndex;
      }
      case "comment": {
        // half on a post a listener has open, so its comments are heard live
        const postId = Math.random() < 0.5 ? pick(this.watchedPosts) : pick(this.people.posts).id;
        const data = await this.mutation(
          user,
          ADD_COMMENT,
          { postId: encodeGlobalID("Post", postId), body: `Soak comment ${Date.now()}` },
          "addComment",
        );
        const commentId = (data as { addComment: { comment: { id: string } } }).addComment.comment.id;
        for (const inbox of this.people.watchers.get(postId) ?? [])
          this.ledger.expect(inbox, streamOf.comments(encodeGlobalID("Post", postId)), commentIdentity(commentId));
        return;
      }
      case "follow":
        return this.follow(user);
      case "unfollow": {
        const oldest = this.followed.shift();
        if (!oldest) return this.follow(user);
        this.people.follows.delete(FOLLOW_OF(this.people.userIds[oldest.userIndex]!, oldest.followeeId));
        await this.mutation(
          oldest.userIndex,
          UNFOLLOW,
          { userId: encodeGlobalID("User", oldest.followeeId) },
          "unfollowUser",
        );
        return oldest.userIndex;
      }
      case "chat":
        return this.chat(user);
      case "notifications":
        return void (await this.graphql(user, NOTIFICATIONS, {}, "notifications"));
      case "mark-read":
        return void (await this.graphql(user, MARK_READ, {}, "markNotificationsRead"));
      case "log-in": {
        const account = pick(this.people.logIns);
        const data = await this.graphql(user, LOG_IN, { input: account }, "logIn", false);
        const typename = (data.logIn as { __typename?: string } | null)?.__typename;
        if (typename !== "LogInPayload") throw new Error(`logIn answered ${typename}`);
        return;
      }
    }
  }

  private takeBackDue(made: { at: number }[]): boolean {
    return made.length > 0 && performance.now() - made[0]!.at >= TAKE_BACK_AFTER_MS;
  }

  /** a post it has not liked yet: two in five of a listener's (its notification is heard live) */
  private async like(user: number): Promise<void> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const post = pick(Math.random() < 0.4 ? this.listenersPosts : this.people.posts);
      const key = `${user} ${post.id}`;
      if (this.likedSet.has(key) || post.authorId === this.people.userIds[user]) continue;
      this.likedSet.add(key);
      await this.mutation(user, LIKE, { postId: encodeGlobalID("Post", post.id) }, "likePost");
      this.liked.push({ userIndex: user, postId: post.id, at: performance.now() });
      return;
    }
  }

  /** someone it does not follow yet: a listener two times in five */
  private async follow(user: number): Promise<void> {
    const followerId = this.people.userIds[user]!;
    for (let attempt = 0; attempt < 10; attempt++) {
      const followeeId = Math.random() < 0.4 ? pick(this.listenerIds) : pick(this.people.userIds);
      const key = FOLLOW_OF(followerId, followeeId);
      if (followeeId === followerId || this.people.follows.has(key)) continue;
      this.people.follows.add(key);
      await this.mutation(user, FOLLOW, { userId: encodeGlobalID("User", followeeId) }, "followUser");
      this.followed.push({ userIndex: user, followeeId, at: performance.now() });
      return;
    }
  }

  /** to a listener three times in five; even users send as the web client (GraphQL), odd ones as v1 (REST, ciphertext) */
  private async chat(user: number): Promise<void> {
    const senderId = this.people.userIds[user]!;
    let receiverId = Math.random() < 0.6 ? pick(this.listenerIds) : pick(this.people.userIds);
    if (receiverId === senderId) receiverId = this.people.userIds[(user + 1) % this.people.userIds.length]!;
    const text = `soak ${++this.messages}`;
    if (user % 2 === 0) {
      await this.mutation(user, SEND_MESSAGE, { receiverId: encodeGlobalID("User", receiverId), text }, "sendMessage");
    } else {
      const response = await fetch(`${this.urls[user % this.urls.length]}/api/v1/users/${receiverId}/message`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${this.people.tokens[user]}` },
        body: JSON.stringify({ senderId, receiverId, message: v1Ciphertext(text) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`v1 message: HTTP ${response.status}: ${body.slice(0, 200)}`);
    }
    // the receiver's every face; the sender's own GraphQL faces too (every tab stays in sync), not its v1 socket
    for (const inbox of this.people.inboxesOf.get(receiverId) ?? [])
      this.ledger.expect(inbox, streamOf.message(inbox.face), messageIdentity(text));
    for (const inbox of this.people.inboxesOf.get(senderId) ?? [])
      if (inbox.face !== "socket.io") this.ledger.expect(inbox, streamOf.message(inbox.face), messageIdentity(text));
  }

  /** A mutation whose result is a union: anything but its payload type is a failure. */
  private async mutation(user: number, query: string, input: object, field: string) {
    const data = await this.graphql(user, query, { input }, field);
    const typename = (data[field] as { __typename?: string } | null)?.__typename;
    if (!typename?.endsWith("Payload"))
      throw new Error(`${field} answered ${JSON.stringify(data[field]).slice(0, 200)}`);
    return data;
  }

  private async graphql(user: number, query: string, variables: object, name: string, signedIn = true) {
    const response = await fetch(`${this.urls[user % this.urls.length]}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-graphql-yoga-csrf": "1",
        ...(signedIn && { authorization: `Bearer ${this.people.tokens[user]}` }),
      },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}: ${text.slice(0, 200)}`);
    const { data, errors } = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (errors?.length || !data) throw new Error(`${name}: ${JSON.stringify(errors ?? data).slice(0, 200)}`);
    return data;
  }
}

const POST_PAGE =
  "query ($id: ID!) { post(id: $id) { id caption likeCount commentCount viewerHasLiked images { url width height altText } author { id username } comments(first: 20) { edges { node { id body createdAt author { id username } } } } } }";
const NOTIFICATIONS =
  "{ notifications(first: 20) { edges { node { id kind message read createdAt actor { id username } } } } }";
const MARK_READ = "mutation { markNotificationsRead { __typename } }";
const LIKE = "mutation ($input: LikePostInput!) { likePost(input: $input) { __typename } }";
const UNLIKE = "mutation ($input: UnlikePostInput!) { unlikePost(input: $input) { __typename } }";
const FOLLOW = "mutation ($input: FollowUserInput!) { followUser(input: $input) { __typename } }";
const UNFOLLOW = "mutation ($input: UnfollowUserInput!) { unfollowUser(input: $input) { __typename } }";
const ADD_COMMENT =
  "mutation ($input: AddCommentInput!) { addComment(input: $input) { __typename ... on AddCommentPayload { comment { id } } } }";
const SEND_MESSAGE = "mutation ($input: SendMessageInput!) { sendMessage(input: $input) { __typename } }";
const LOG_IN = "mutation ($input: LogInInput!) { logIn(input: $input) { __typename } }";
