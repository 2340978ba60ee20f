// The live path, owned here: every event off the bus goes through one listener per node, which
// asks audienceOf who hears it and hands it to those people's open streams and to the node-wide
// listeners (the v1 bridge). A stream is indexed by the user whose events it hears, so an event
// costs a lookup per person it names, not a call per open subscription; streams of "people I
// follow" ask their followee watch (a set lookup each). Each stream is one person's view, in bus
// delivery order (the outbox delivers in commit order), and listens from the moment it is made:
// an event committed right after a subscription arrives is not missed.
//
// What each stream yields is what its subscribers are told; faces turn it into their wording.
import type { EventBus } from "../../events/event-bus.ts";
import { DOMAIN_EVENT_TYPES, type DomainEventType } from "../../events/domain-events.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError } from "../errors.ts";
import type { GameAttendance, OpponentNews } from "../game/attendance.ts";
import type { Games } from "../game/games.ts";
import { opponentOf } from "../game/games.ts";
import type { InvitationNews } from "../game/texts.ts";
import type { Posts } from "../posts/posts.ts";
import type { Mutes } from "../safety/mutes.ts";
import { shownNotifications } from "../safety/visibility.ts";
import type { Comments } from "../social/comments.ts";
import { watchFollowees, type FolloweeWatch } from "../social/followee-watch.ts";
import { audienceOf, type Hearer, type LiveEvent, type Role } from "./audiences.ts";
import { LiveStream, Several, type Offered } from "./live-stream.ts";

export type { Hearer, LiveEvent, Role } from "./audiences.ts";
export { audienceOf } from "./audiences.ts";

/** What one stream makes of an event one of its people hears (null: nothing for it). */
type Hear<T> = (event: LiveEvent, as: Role) => Offered<T> | null;

export type NotificationEventType = "notification.created" | "notification.updated" | "notification.retracted";

export interface ConversationUpdate {
  kind: "READ" | "MESSAGE_DELETED";
  conversationId: string;
  actorId: string;
  messageId: string;
}

export interface InvitationUpdate {
  kind: InvitationNews;
  invitationId: string;
  viewerId: string;
}

export interface GameUpdate {
  kind:
    | "CURRENT"
    | "MOVE"
    | "CLOCK_RESET"
    | "ENDED"
    | "REMATCH_OFFERED"
    | "REMATCH_EXPIRED"
    | "REMATCH_DECLINED"
    | "REMATCH_WITHDRAWN"
    | "REMATCH_STARTED"
    | OpponentNews;
  gameId: string;
  moveId?: string;
  invitationId?: string;
  rematchId?: string | null;
}

interface UserListener {
  hear: Hear<unknown>;
  offer: (item: Offered<unknown>) => void;
}

interface FollowerListener {
  watch: FolloweeWatch;
  hear: (event: LiveEvent) => Offered<unknown> | null;
  /** asked only once the viewer is known to follow the event's person (a read per delivery, not per event) */
  admits?: (userId: string) => Promise<boolean>;
  offer: (item: Offered<unknown>) => void;
}

/** What happens to an open post: what its page shows live. */
export type PostNews =
  | { kind: "COMMENT_ADDED" | "COMMENT_EDITED" | "COMMENT_REMOVED"; postId: string; commentId: string }
  /** edited, liked or unliked, or its comment count changed */
  | { kind: "POST_UPDATED"; postId: string }
  /** deleted, or the viewer may no longer see it (postNews says when): it is gone for them */
  | { kind: "POST_REMOVED"; postId: string };

/** At most this many invitations still waiting for the viewer's answer open a stream (one per inviter may wait). */
const WAITING_INVITATIONS_REPLAYED = 5;

export class Live {
  /** open streams' listeners, by the user whose events they hear */
  private readonly byUser = new Map<string, Set<UserListener>>();
  /** open streams' listeners, by the post they watch */
  private readonly byPost = new Map<string, Set<UserListener>>();
  /** listeners of whoever their viewer follows */
  private readonly followers = new Set<FollowerListener>();
  /** node-wide listeners (a face that decides per hearer whether it has their connections) */
  private readonly everyone = new Set<(event: LiveEvent, hearer: Hearer) => void>();
  /** per suspension event, its account's comments on the open posts (suspendedComments) */
  private readonly commentsOfSuspended = new WeakMap<LiveEvent, Promise<Map<string, string[]>>>();

  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      bus: EventBus;
      games: Games;
      attendance: GameAttendance;
      posts: Posts;
      comments: Comments;
      mutes: Mutes;
    },
  ) {
    // the local bus registers its listeners at once: every stream made from now on hears what follows
    for (const type of DOMAIN_EVENT_TYPES)
      void deps.bus.subscribe(type, (payload) => this.dispatch({ type, payload } as LiveEvent));
  }

  /**
   * Calls `handler` for each person who hears an event of `types` (audienceOf's people, not
   * followers), on this node, in delivery order; returns the function that stops it.
   */
  hear<K extends DomainEventType>(
    types: readonly K[],
    handler: (event: Extract<LiveEvent, { type: K }>, hearer: Hearer) => void,
  ): () => void {
    const wanted = new Set<DomainEventType>(types);
    const listener = (event: LiveEvent, hearer: Hearer) => {
      if (wanted.has(event.type)) handler(event as Extract<LiveEvent, { type: K }>, hearer);
    };
    this.everyone.add(listener);
    return () => this.everyone.delete(listener);
  }

  /** The viewer's notifications as `type` tells of them: created, updated (their subject changed) or retracted. */
  notifications(viewer: Viewer, type: NotificationEventType): AsyncIterableIterator<{ notificationId: string }> {
    return this.stream([[viewer.id, (e) => (e.type === type ? { notificationId: e.payload.notificationId } : null)]]);
  }

  /**
   * The viewer's notification groups (the bell's entries) as they change: one grew (a notification
   * joined it: it is now the newest), or one of its notifications changed or went (it may be empty).
   */
  notificationGroupChanges(viewer: Viewer): AsyncIterableIterator<{ groupKey: string; grew: boolean }> {
    return this.stream([
      [
        viewer.id,
        (e) => {
          if (
            e.type !== "notification.created" &&
            e.type !== "notification.updated" &&
            e.type !== "notification.retracted"
          )
            return null;
          return { groupKey: e.payload.groupKey, grew: e.type === "notification.created" };
        },
      ],
    ]);
  }

  /** Reads and deletions in the viewer's conversations (new messages come by MessageStreams). */
  conversationUpdates(viewer: Viewer): AsyncIterableIterator<ConversationUpdate> {
    return this.stream<ConversationUpdate>([
      [
        viewer.id,
        (e) => {
          if (e.type === "conversation.read")
            return {
              kind: "READ",
              conversationId: e.payload.conversationId,
              actorId: e.payload.readerId,
              messageId: e.payload.upToMessageId,
            };
          if (e.type === "message.deleted")
            return {
              kind: "MESSAGE_DELETED",
              conversationId: e.payload.conversationId,
              actorId: e.payload.senderId,
              messageId: e.payload.messageId,
            };
          return null;
        },
      ],
    ]);
  }

  /** People typing to the viewer. */
  typing(viewer: Viewer): AsyncIterableIterator<{ senderId: string; typing: boolean }> {
    return this.stream([
      [
        viewer.id,
        (e, as) =>
          e.type === "chat.typing" && as === "receiver"
            ? { senderId: e.payload.senderId, typing: e.payload.typing }
            : null,
      ],
    ]);
  }

  /** The viewer's lobby invitations (rematch offers are a game's news): received, then answered or expired. */
  invitationNews(viewer: Viewer): AsyncIterableIterator<InvitationUpdate> {
    const news = (kind: InvitationNews, invitationId: string): InvitationUpdate => ({
      kind,
      invitationId,
      viewerId: viewer.id,
    });
    const stream = this.stream<InvitationUpdate>([
      [
        viewer.id,
        (e, as) => {
          if (!e.type.startsWith("game.invit") || !("rematchOfId" in e.payload) || e.payload.rematchOfId !== null)
            return null;
          const { invitationId } = e.payload;
          if (e.type === "game.invited") return as === "invitee" ? news("RECEIVED", invitationId) : null;
          if (e.type === "game.invitationAnswered")
            return news(e.payload.accepted ? "ACCEPTED" : "REJECTED", invitationId);
          if (e.type === "game.invitationExpired") return news("EXPIRED", invitationId);
          return null;
        },
      ],
    ]);
    // Invitations that came before the stream (a page opening, or reopening, just after one was
    // sent) and still wait for an answer come first, as RECEIVED, oldest first: an invitee never
    // misses a prompt for lack of a connection at the instant it was sent. The stream listened
    // before this read, so one sent meanwhile may come twice; clients key prompts by invitation.
    const waiting = this.deps.prisma.gameInvitation.findMany({
      where: { inviteeId: viewer.id, status: "PENDING", rematchOfId: null, expiresAt: { gt: new Date() } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: WAITING_INVITATIONS_REPLAYED,
      select: { id: true },
    });
    // offered now, before any live event can be: each takes its place in the stream's order
    for (let i = 0; i < WAITING_INVITATIONS_REPLAYED; i++)
      stream.offer(
        waiting.then((rows) => {
          const row = rows[i];
          return row ? news("RECEIVED", row.id) : null;
        }),
      );
    return stream;
  }

  /**
   * One game's news for one of its players: moves, the clock, the end, rematch offers and their
   * fate, the opponent leaving and coming back. NotFoundError for anyone else (who never listens).
   */
  async gameUpdates(viewer: Viewer, gameId: string): Promise<AsyncIterableIterator<GameUpdate>> {
    const game = await this.deps.games.gameFor(viewer, gameId);
    if (!game) throw new NotFoundError("Game");
    const ofGame = (e: LiveEvent) => ("rematchOfId" in e.payload ? e.payload.rematchOfId === gameId : false);
    const mine: Hear<GameUpdate> = (e) => {
      switch (e.type) {
        case "game.moved":
          return e.payload.gameId === gameId ? { kind: "MOVE", gameId, moveId: e.payload.moveId } : null;
        case "game.clockReset":
          return e.payload.gameId === gameId ? { kind: "CLOCK_RESET", gameId } : null;
        case "game.ended":
          return e.payload.gameId === gameId ? { kind: "ENDED", gameId } : null;
        case "game.invited":
          return ofGame(e) ? { kind: "REMATCH_OFFERED", gameId, invitationId: e.payload.invitationId } : null;
        case "game.invitationExpired":
          return ofGame(e) ? { kind: "REMATCH_EXPIRED", gameId, invitationId: e.payload.invitationId } : null;
        case "game.invitationWithdrawn":
          return ofGame(e) ? { kind: "REMATCH_WITHDRAWN", gameId, invitationId: e.payload.invitationId } : null;
        case "game.invitationAnswered":
          if (!ofGame(e)) return null;
          return e.payload.accepted
            ? { kind: "REMATCH_STARTED", gameId, invitationId: e.payload.invitationId, rematchId: e.payload.gameId }
            : { kind: "REMATCH_DECLINED", gameId, invitationId: e.payload.invitationId };
        default:
          return null;
      }
    };
    // the opponent's coming and going: heard as theirs, whether or not the viewer follows them
    const opponents: Hear<GameUpdate> = (e) => {
      if (e.type !== "presence.changed") return null;
      const news = this.deps.attendance.newsFor(viewer.id, game, e.payload);
      return news && { kind: news, gameId };
    };
    const stream = this.stream<GameUpdate>([
      [viewer.id, mine],
      [opponentOf(game, viewer.id)!, opponents],
    ]);
    // The game as it is comes first: a move, the end or a rematch offer in the instant between
    // a board's load and this subscription is not missed (the stream already listens, so what
    // follows may repeat it; each update carries the whole game, so a repeat changes nothing).
    stream.offer({ kind: "CURRENT", gameId });
    return stream;
  }

  /**
   * What happens to one post while the viewer has it open, of `kinds`: comments added, edited or
   * removed, the post changed (an edit, a like, a comment count), the post gone. A comment is told
   * only if the viewer may see it, and the post's changes only while they may see the post. The
   * post is gone (POST_REMOVED, told once) when it is deleted, or when the viewer loses the right
   * to see it: its author suspended, a block between the two either way, its author turning
   * private while the viewer does not follow them, the viewer's follow of a private author ending.
   * A suspended account's comments leave it (COMMENT_REMOVED each). NotFoundError for a post the
   * viewer cannot see (deleted, or never there): nothing to watch.
   */
  async postNews<K extends PostNews["kind"]>(
    viewer: Viewer,
    postId: string,
    kinds: readonly K[],
  ): Promise<AsyncIterableIterator<Extract<PostNews, { kind: K }>>> {
    const post = await this.deps.posts.find(postId, viewer);
    if (!post) throw new NotFoundError("Post");
    const wanted = new Set<PostNews["kind"]>(kinds);
    const told = (news: PostNews): PostNews | null => (wanted.has(news.kind) ? news : null);
    const { id, authorId } = post;
    const ifSeen = (news: PostNews | null, seen: () => Promise<unknown>) =>
      news && seen().then((row) => (row ? news : null));
    // gone once: a block, for one, also ends the follow it comes with
    let gone = false;
    const removed = (): PostNews | null => {
      if (gone) return null;
      gone = true;
      return told({ kind: "POST_REMOVED", postId: id });
    };
    /** POST_REMOVED if the viewer no longer sees the post (asked once the change committed) */
    const ifHidden = () => this.deps.posts.find(id, viewer).then((row) => (row ? null : removed()));
    const onPost: Hear<PostNews> = (e) => {
      switch (e.type) {
        case "comment.added":
        case "comment.edited": {
          const kind = e.type === "comment.added" ? "COMMENT_ADDED" : "COMMENT_EDITED";
          return ifSeen(told({ kind, postId: id, commentId: e.payload.commentId }), () =>
            this.deps.comments.find(e.payload.commentId, viewer),
          );
        }
        case "comment.deleted":
          // its count changed too: POST_UPDATED follows for those who asked
          return told({ kind: "COMMENT_REMOVED", postId: id, commentId: e.payload.commentId });
        case "post.updated":
        case "post.liked":
        case "post.unliked":
          return ifSeen(told({ kind: "POST_UPDATED", postId: id }), () => this.deps.posts.find(id, viewer));
        case "post.deleted":
          return removed();
        case "account.suspended": {
          const removal = (commentId: string) => told({ kind: "COMMENT_REMOVED", postId: id, commentId });
          if (!wanted.has("COMMENT_REMOVED")) return null;
          return new Several(
            this.suspendedComments(e).then((byPost) => (byPost.get(id) ?? []).map((c) => removal(c)!)),
          );
        }
        default:
          return null;
      }
    };
    // a comment changes the post's count as well
    const countChanged: Hear<PostNews> = (e) =>
      e.type === "comment.added" || e.type === "comment.deleted"
        ? ifSeen(told({ kind: "POST_UPDATED", postId: id }), () => this.deps.posts.find(id, viewer))
        : null;
    const ofAuthor: Hear<PostNews> = (e) => {
      if (e.type === "account.suspended") return removed();
      if (e.type === "user.blocked") {
        const { blockerId, blockedId } = e.payload;
        return blockerId === viewer.id || blockedId === viewer.id ? removed() : null;
      }
      if (e.type === "user.privacyChanged" && e.payload.isPrivate) return ifHidden();
      return null;
    };
    const ofViewer: Hear<PostNews> = (e) =>
      e.type === "user.unfollowed" && e.payload.followeeId === authorId ? ifHidden() : null;
    // only news of `kinds` gets through told()
    return this.stream<PostNews>(
      [
        [authorId, ofAuthor],
        [viewer.id, ofViewer],
      ],
      [
        [id, onPost],
        [id, countChanged],
      ],
    ) as LiveStream<Extract<PostNews, { kind: K }>>;
  }

  /**
   * The comments of the account a suspension names on the posts open on this node, by post: read
   * once per suspension and node, whatever the number of open posts (a WeakMap on the event the
   * dispatch hands each of them).
   */
  private suspendedComments(event: Extract<LiveEvent, { type: "account.suspended" }>): Promise<Map<string, string[]>> {
    let read = this.commentsOfSuspended.get(event);
    if (!read) {
      read = this.deps.prisma.comment
        .findMany({
          where: { authorId: event.payload.userId, postId: { in: [...this.byPost.keys()] } },
          select: { id: true, postId: true },
        })
        .then((rows) => {
          const byPost = new Map<string, string[]>();
          for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row.id]);
          return byPost;
        });
      this.commentsOfSuspended.set(event, read);
    }
    return read;
  }

  /** People the viewer follows coming online or going offline. */
  friendPresence(viewer: Viewer): AsyncIterableIterator<{ userId: string }> {
    return this.followersStream(viewer, (e) => (e.type === "presence.changed" ? { userId: e.payload.userId } : null));
  }

  /** New posts by people the viewer follows and has not muted (a muted followee's posts stay out of the feed too). */
  followeePosts(viewer: Viewer): AsyncIterableIterator<{ postId: string }> {
    const notMuted = async (authorId: string) => !(await this.deps.mutes.hasMuted(viewer, authorId));
    return this.followersStream(
      viewer,
      (e) => (e.type === "post.created" ? { postId: e.payload.postId } : null),
      notMuted,
    );
  }

  /** What a notification's hearer is told of it: its kind and who did it; null once it was retracted. */
  notificationNews(notificationId: string, recipientId: string) {
    return this.deps.prisma.notification.findUnique({
      where: { id: notificationId, recipientId, ...shownNotifications(recipientId) },
      select: { kind: true, actor: { select: { username: true } } },
    });
  }

  /** A sent message as its receiver gets it; null once it was deleted. */
  async messageNews(messageId: string): Promise<{ senderId: string; text: string; createdAt: Date } | null> {
    const message = await this.deps.prisma.message.findUnique({
      where: { id: messageId },
      select: { senderId: true, text: true, deletedAt: true, createdAt: true },
    });
    return message && !message.deletedAt ? message : null;
  }

  /** An invitation's two people, for its news; null once it is gone (an account deleted). */
  invitationPeople(invitationId: string) {
    return this.deps.prisma.gameInvitation.findUnique({
      where: { id: invitationId },
      select: { inviter: { select: { id: true, username: true } }, invitee: { select: { id: true, username: true } } },
    });
  }

  private dispatch(event: LiveEvent): void {
    const { people, followersOf, watchersOf, everyWatcher } = audienceOf(event);
    for (const hearer of people) {
      for (const listener of this.everyone) listener(event, hearer);
      for (const listener of this.byUser.get(hearer.userId) ?? []) {
        const item = listener.hear(event, hearer.as);
        if (item !== null) listener.offer(item);
      }
    }
    const watchers = everyWatcher
      ? [...this.byPost.values()].flatMap((listeners) => [...listeners])
      : watchersOf === null
        ? []
        : (this.byPost.get(watchersOf) ?? []);
    for (const listener of watchers) {
      const item = listener.hear(event, "watcher");
      if (item !== null) listener.offer(item);
    }
    if (followersOf === null) return;
    for (const listener of this.followers) {
      const item = listener.hear(event);
      if (item === null) continue;
      const verdict = listener.watch.follows(followersOf);
      const { admits } = listener;
      if (verdict === true && !admits) listener.offer(item);
      else if (verdict !== false) {
        const admitted = Promise.resolve(verdict).then(
          async (follows) => follows && (!admits || (await admits(followersOf))),
        );
        listener.offer(admitted.then((yes) => (yes ? item : null)));
      }
    }
  }

  /** A stream hearing each named user's (and post's) events through its `hear`; registered before it returns. */
  private stream<T>(
    registrations: [userId: string, hear: Hear<T>][],
    posts: [postId: string, hear: Hear<T>][] = [],
  ): LiveStream<T> {
    const stops: (() => void)[] = [];
    const stream = new LiveStream<T>(() => stops.forEach((stop) => stop()));
    const register = (index: Map<string, Set<UserListener>>, key: string, hear: Hear<T>) => {
      const listener: UserListener = { hear, offer: (item) => stream.offer(item as Offered<T>) };
      const forKey = index.get(key) ?? new Set();
      index.set(key, forKey.add(listener));
      stops.push(() => {
        forKey.delete(listener);
        if (!forKey.size && index.get(key) === forKey) index.delete(key);
      });
    };
    for (const [userId, hear] of registrations) register(this.byUser, userId, hear);
    for (const [postId, hear] of posts) register(this.byPost, postId, hear);
    return stream;
  }

  private followersStream<T>(
    viewer: Viewer,
    hear: (event: LiveEvent) => T | null,
    admits?: (userId: string) => Promise<boolean>,
  ): LiveStream<T> {
    const watch = watchFollowees(this.deps, viewer.id);
    const stream: LiveStream<T> = new LiveStream<T>(() => {
      this.followers.delete(listener);
      watch.close();
    });
    const listener: FollowerListener = {
      watch,
      hear,
      ...(admits && { admits }),
      offer: (item) => stream.offer(item as Offered<T>),
    };
    this.followers.add(listener);
    return stream;
  }
}
