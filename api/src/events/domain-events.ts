// Every state change the domain publishes. Payloads carry ids only (they cross Redis as JSON);
// consumers load what they show.
export interface DomainEvents {
  "post.created": { postId: string; authorId: string };
  "post.deleted": { postId: string; authorId: string };
  /** its author edited its caption, tags or images */
  "post.updated": { postId: string; authorId: string };
  "post.liked": { postId: string; userId: string; authorId: string };
  "post.unliked": { postId: string; userId: string; authorId: string };
  "comment.added": { commentId: string; postId: string; authorId: string; postAuthorId: string };
  "comment.deleted": { commentId: string; postId: string };
  /** its author changed its text */
  "comment.edited": { commentId: string; postId: string };
  "user.followed": { followerId: string; followeeId: string };
  "user.unfollowed": { followerId: string; followeeId: string };
  /** `blockerId` blocked `blockedId` (its ended follows come as user.unfollowed) */
  "user.blocked": { blockerId: string; blockedId: string };
  /** the account turned private (only its followers see its posts now) or public */
  "user.privacyChanged": { userId: string; isPrivate: boolean };
  /** `groupKey`: the bell's group it is in (domain/notifications/notification-groups.ts) */
  "notification.created": NotificationEvent;
  "notification.retracted": NotificationEvent;
  /** what the notification is about changed (its invitation was answered, expired or withdrawn) */
  "notification.updated": NotificationEvent;
  /** tokens carrying an older version than `tokenVersion` are revoked: realtime faces end their connections */
  "user.passwordChanged": { userId: string; tokenVersion: number };
  /** the token `tokenId` (its jti) was revoked by logOut: realtime faces end the connections it opened */
  "session.ended": { userId: string; tokenId: string };
  /** the account was deleted: realtime faces end every connection it opened, whatever token opened it */
  "account.deleted": { userId: string };
  /** a moderator suspended the account: realtime faces end every connection it opened, as for a deletion */
  "account.suspended": { userId: string };
  /** an export of `userId`'s data waits for a worker: every node's worker looks for it */
  "dataExport.requested": { exportId: string; userId: string };
  /** a mail waits for a worker (domain/mail): every node's worker looks for it */
  "mail.queued": { mailId: string };
  /** `senderSeq`/`receiverSeq`: the message's number in each person's MessageStream (gap detection, catching up) */
  "message.sent": {
    messageId: string;
    conversationId: string;
    senderId: string;
    receiverId: string;
    senderSeq: number;
    receiverSeq: number;
  };
  "message.deleted": { messageId: string; conversationId: string; senderId: string; receiverId: string };
  /** `readerId` read the conversation's messages up to `upToMessageId` */
  "conversation.read": { conversationId: string; readerId: string; partnerId: string; upToMessageId: string };
  /**
   * `partnerId`'s partner in the conversation deleted their account: the conversation is now with
   * the deleted account's stand-in, `standInId` (`lastMessageId`: its newest message, unchanged)
   */
  "conversation.partnerDeleted": {
    conversationId: string;
    partnerId: string;
    standInId: string;
    lastMessageId: string;
  };
  /** ephemeral (never stored): the user's first connection opened, or their last one closed, on any node */
  "presence.changed": { userId: string; online: boolean };
  /** ephemeral (never stored): `senderId` started or stopped typing to `receiverId` */
  "chat.typing": { senderId: string; receiverId: string; typing: boolean };
  /** an invitation to play (or, with `rematchOfId`, a rematch offer after that game) is open */
  "game.invited": GameInvitationEvent;
  /** the invitee accepted (`gameId`: the game it started) or rejected it */
  "game.invitationAnswered": GameInvitationEvent & { accepted: boolean; gameId: string | null };
  /** nobody answered in time */
  "game.invitationExpired": GameInvitationEvent;
  /** its sender took a rematch offer back (they left the game, or went offline) */
  "game.invitationWithdrawn": GameInvitationEvent;
  /** a move was stored; `ply` is its number in the game (1..9) */
  "game.moved": {
    gameId: string;
    moveId: string;
    playerId: string;
    opponentId: string;
    cell: number;
    mark: "X" | "O";
    ply: number;
  };
  /** the player to move (`playerId`, playing `mark`) took `seconds` more for their turn ("More time"): the game's turnDeadline moved */
  "game.turnExtended": {
    gameId: string;
    playerId: string;
    opponentId: string;
    mark: "X" | "O";
    seconds: number;
  };
  /** the turn clock stood still (the node could not reach the database): the player to move got a fresh turn, until the game's new turnDeadline */
  "game.clockReset": { gameId: string; playerXId: string; playerOId: string };
  /** the game is over: `winnerMark` null for a draw; `byId` the player whose move or forfeit ended it (null for a timeout) */
  "game.ended": {
    gameId: string;
    playerXId: string;
    playerOId: string;
    winnerMark: "X" | "O" | null;
    reason: "LINE" | "FULL_BOARD" | "TIMEOUT" | "FORFEIT" | "BLOCKED";
    byId: string | null;
  };
}

export interface NotificationEvent {
  notificationId: string;
  recipientId: string;
  groupKey: string;
}

export interface GameInvitationEvent {
  invitationId: string;
  inviterId: string;
  inviteeId: string;
  /** set for a rematch offer: the finished game it replays */
  rematchOfId: string | null;
}

export type DomainEventType = keyof DomainEvents;

export const DOMAIN_EVENT_TYPES = [
  "post.created",
  "post.deleted",
  "post.updated",
  "post.liked",
  "post.unliked",
  "comment.added",
  "comment.deleted",
  "comment.edited",
  "user.followed",
  "user.unfollowed",
  "user.blocked",
  "user.privacyChanged",
  "notification.created",
  "notification.retracted",
  "notification.updated",
  "user.passwordChanged",
  "session.ended",
  "account.deleted",
  "account.suspended",
  "dataExport.requested",
  "mail.queued",
  "message.sent",
  "message.deleted",
  "conversation.read",
  "conversation.partnerDeleted",
  "presence.changed",
  "chat.typing",
  "game.invited",
  "game.invitationAnswered",
  "game.invitationExpired",
  "game.invitationWithdrawn",
  "game.moved",
  "game.clockReset",
  "game.turnExtended",
  "game.ended",
] as const satisfies readonly DomainEventType[];
