// Who hears each event the domain publishes, decided once for every face: GraphQL subscriptions
// (live.ts streams) and the v1 Socket.IO bridge both deliver to these people and no one else.
// An event's payload names everyone it concerns, so deciding costs no read.
import type { DomainEvents, DomainEventType, GameInvitationEvent } from "../../events/domain-events.ts";

/** One event off the bus, its type alongside its payload. */
export type LiveEvent = { [K in DomainEventType]: { type: K; payload: DomainEvents[K] } }[DomainEventType];

/** The part someone plays in an event: what they are told depends on it. */
export type Role =
  /** the person the event is about (the one who acted on themself, or whose connections it ends) */
  | "self"
  | "recipient"
  | "sender"
  | "receiver"
  | "reader"
  | "partner"
  | "follower"
  | "inviter"
  | "invitee"
  | "mover"
  | "opponent"
  | "player"
  /** who blocked someone, and who was blocked */
  | "blocker"
  | "blocked"
  /** someone with a post open (a post page, its comments): hears what happens to it */
  | "watcher";

export interface Hearer {
  userId: string;
  as: Role;
}

export interface Audience {
  /** the people the event names */
  people: Hearer[];
  /** also hear it: whoever follows this person (post.created, presence.changed), as "follower" */
  followersOf: string | null;
  /** also hear it: whoever has this post open (live.ts judges, per watcher, whether they may see what changed), as "watcher" */
  watchersOf: string | null;
  /** also hear it: whoever has any post open, as "watcher" (a suspension: its comments leave every open post) */
  everyWatcher?: true;
}

const to = (people: Hearer[], followersOf: string | null = null, watchersOf: string | null = null): Audience => ({
  people,
  followersOf,
  watchersOf,
});
const nobody = to([]);
const one = (userId: string, as: Role) => to([{ userId, as }]);
const two = (first: string, firstAs: Role, second: string, secondAs: Role) =>
  to([
    { userId: first, as: firstAs },
    { userId: second, as: secondAs },
  ]);

type Payload<K extends DomainEventType> = DomainEvents[K];
const ofRecipient = (e: { recipientId: string }) => one(e.recipientId, "recipient");
const ofUser = (e: { userId: string }) => one(e.userId, "self");
const ofFollower = (e: { followerId: string }) => one(e.followerId, "follower");
const ofConversation = (e: { senderId: string; receiverId: string }) =>
  two(e.senderId, "sender", e.receiverId, "receiver");
const ofInvitation = (e: GameInvitationEvent) => two(e.inviterId, "inviter", e.inviteeId, "invitee");
const ofPlayers = (e: { playerXId: string; playerOId: string }) => two(e.playerXId, "player", e.playerOId, "player");
/** whoever has the post open; the counts on profiles are users/live-counts.ts's */
const ofPost = (e: { postId: string }) => to([], null, e.postId);

const AUDIENCES: { [K in DomainEventType]: (payload: Payload<K>) => Audience } = {
  "post.created": (e) => to([], e.authorId),
  "post.deleted": ofPost,
  "post.updated": ofPost,
  "post.liked": ofPost,
  "post.unliked": ofPost,
  "comment.added": ofPost,
  "comment.deleted": ofPost,
  "comment.edited": ofPost,
  // the follower's own live lists (who they follow) change; the followee hears the notification
  "user.followed": ofFollower,
  "user.unfollowed": ofFollower,
  // the two people's open posts of the other's end (live.ts); the counts on the blocker's profile
  // that the blocked one had open are users/live-counts.ts's
  "user.blocked": (e) => two(e.blockerId, "blocker", e.blockedId, "blocked"),
  // its posts leave the open pages of those who do not follow it (live.ts)
  "user.privacyChanged": ofUser,
  "notification.created": ofRecipient,
  "notification.retracted": ofRecipient,
  "notification.updated": ofRecipient,
  // the user's connections end (domain/auth/session-liveness.ts)
  "user.passwordChanged": ofUser,
  "session.ended": ofUser,
  "account.deleted": ofUser,
  // and every open post: the account's comments leave it (live.ts)
  "account.suspended": (e) => ({ ...ofUser(e), everyWatcher: true }),
  // for the export workers, not for people
  "dataExport.requested": () => nobody,
  "mail.queued": () => nobody,
  "message.sent": ofConversation,
  "message.deleted": ofConversation,
  "conversation.read": (e) => two(e.readerId, "reader", e.partnerId, "partner"),
  // the one who stays: their list shows the conversation as with a deleted account, offline
  "conversation.partnerDeleted": (e) => one(e.partnerId, "partner"),
  // and the opponents of the user's games: a game's stream listens for its opponent (live.ts)
  "presence.changed": (e) => to([{ userId: e.userId, as: "self" }], e.userId),
  "chat.typing": (e) => one(e.receiverId, "receiver"),
  "game.invited": ofInvitation,
  "game.invitationAnswered": ofInvitation,
  "game.invitationExpired": ofInvitation,
  "game.invitationWithdrawn": ofInvitation,
  "game.moved": (e) => two(e.playerId, "mover", e.opponentId, "opponent"),
  "game.clockReset": ofPlayers,
  "game.turnExtended": (e) => two(e.playerId, "player", e.opponentId, "opponent"),
  "game.ended": ofPlayers,
};

export function audienceOf(event: LiveEvent): Audience {
  return (AUDIENCES[event.type] as (payload: LiveEvent["payload"]) => Audience)(event.payload);
}
