// The live path, owned here: the domain decides, for every event kind, who hears it (audienceOf,
// audiences.ts), in what order and what they are told: each method below is one kind of stream a
// face subscribes to (or, for the v1 bridge, `hear`); LiveHub (live-hub.ts) routes the bus's
// events to the open streams. Game and post streams live in game-news.ts and post-news.ts.
//
// What each stream yields is what its subscribers are told; faces turn it into their wording.
import type { EventBus } from "../../events/event-bus.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import type { GameAttendance } from "../game/attendance.ts";
import type { Games } from "../game/games.ts";
import type { Posts } from "../posts/posts.ts";
import { ACTIVE_FRIENDS_MAX, type Online } from "../presence/online.ts";
import type { Mutes } from "../safety/mutes.ts";
import { notificationPolicy } from "../policies/notifications.ts";
import type { Comments } from "../social/comments.ts";
import { gameUpdates, invitationNews, type GameUpdate, type InvitationUpdate } from "./game-news.ts";
import { LiveHub } from "./live-hub.ts";
import { Several } from "./live-stream.ts";
import { postNews, SuspendedComments, type PostNews } from "./post-news.ts";

export type { Hearer, LiveEvent, Role } from "./audiences.ts";
export { audienceOf } from "./audiences.ts";
export type { GameUpdate, InvitationUpdate } from "./game-news.ts";
export type { PostNews } from "./post-news.ts";

export type NotificationEventType = "notification.created" | "notification.updated" | "notification.retracted";

export interface ConversationUpdate {
  kind: "READ" | "MESSAGE_DELETED" | "PARTNER_DELETED";
  conversationId: string;
  actorId: string;
  messageId: string;
}

export class Live extends LiveHub {
  private readonly suspendedComments: SuspendedComments;

  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      bus: EventBus;
      games: Games;
      attendance: GameAttendance;
      posts: Posts;
      comments: Comments;
      mutes: Mutes;
      online: Online;
    },
  ) {
    super(deps);
    this.suspendedComments = new SuspendedComments(this, deps.prisma);
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

  /**
   * Reads and deletions in the viewer's conversations, and a partner's account deletion (the
   * conversation is then with its stand-in); new messages come by MessageStreams.
   */
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
          if (e.type === "conversation.partnerDeleted")
            return {
              kind: "PARTNER_DELETED",
              conversationId: e.payload.conversationId,
              actorId: e.payload.standInId,
              messageId: e.payload.lastMessageId,
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
    return invitationNews(this, this.deps.prisma, viewer);
  }

  /** One game's news for one of its players (game-news.ts); NotFoundError for anyone else. */
  gameUpdates(viewer: Viewer, gameId: string): Promise<AsyncIterableIterator<GameUpdate>> {
    return gameUpdates(this, this.deps, viewer, gameId);
  }

  /** What happens to one post while the viewer has it open, of `kinds` (post-news.ts). */
  postNews<K extends PostNews["kind"]>(
    viewer: Viewer,
    postId: string,
    kinds: readonly K[],
  ): Promise<AsyncIterableIterator<Extract<PostNews, { kind: K }>>> {
    const { posts, comments } = this.deps;
    return postNews(this, { posts, comments, suspendedComments: this.suspendedComments }, viewer, postId, kinds);
  }

  /**
   * People the viewer follows coming online or going offline, after those online now: a friend
   * who came online between the lobby's load and this subscription (a tab that reloaded meanwhile)
   * is not missed. The stream already listens when they are read, so a change may repeat one of
   * them; whether each is online is read on delivery, so a repeat says the same.
   */
  friendPresence(viewer: Viewer): AsyncIterableIterator<{ userId: string }> {
    const stream = this.followersStream(viewer, (e) =>
      e.type === "presence.changed" ? { userId: e.payload.userId } : null,
    );
    const onlineNow = this.deps.online.activeFriends(viewer, ACTIVE_FRIENDS_MAX, { select: { id: true } });
    stream.offer(new Several(onlineNow.then((friends) => friends.map((friend) => ({ userId: friend.id })))));
    return stream;
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

  /**
   * People whose posts left the viewer's feed while it is open: the viewer's follow of them ended,
   * on any tab or face, or by a block either way (which ends follows both ways and says so as
   * user.unfollowed). Told alike, with whose posts only: a blocked viewer learns that the posts
   * went away, as after an unfollow, never that they were blocked (docs/security.md).
   */
  feedAuthorsGone(viewer: Viewer): AsyncIterableIterator<{ authorId: string }> {
    return this.stream([
      [
        viewer.id,
        (e) =>
          e.type === "user.unfollowed" && e.payload.followerId === viewer.id
            ? { authorId: e.payload.followeeId }
            : null,
      ],
    ]);
  }

  /** What a notification's hearer is told of it: its kind and who did it; null once it was retracted. */
  notificationNews(notificationId: string, recipientId: string) {
    return this.deps.prisma.notification.findUnique({
      where: { id: notificationId, ...notificationPolicy.where(recipientId) },
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
}
