// Every state change the domain publishes. Payloads carry ids only (they cross Redis as JSON);
// consumers load what they show.
export interface DomainEvents {
  "post.created": { postId: string; authorId: string };
  "post.deleted": { postId: string; authorId: string };
  "post.liked": { postId: string; userId: string; authorId: string };
  "post.unliked": { postId: string; userId: string; authorId: string };
  "comment.added": { commentId: string; postId: string; authorId: string; postAuthorId: string };
  "comment.deleted": { commentId: string; postId: string };
  "user.followed": { followerId: string; followeeId: string };
  "user.unfollowed": { followerId: string; followeeId: string };
  "notification.created": { notificationId: string; recipientId: string };
  "notification.retracted": { notificationId: string; recipientId: string };
  /** tokens carrying an older version than `tokenVersion` are revoked: realtime faces end their connections */
  "user.passwordChanged": { userId: string; tokenVersion: number };
  /** the token `tokenId` (its jti) was revoked by logOut: realtime faces end the connections it opened */
  "session.ended": { userId: string; tokenId: string };
  /** `senderSeq`/`receiverSeq`: the message's number in each person's MessageStream (gap detection, catching up) */
  "message.sent": { messageId: string; conversationId: string; senderId: string; receiverId: string; senderSeq: number; receiverSeq: number };
  "message.deleted": { messageId: string; conversationId: string; senderId: string; receiverId: string };
  /** `readerId` read the conversation's messages up to `upToMessageId` */
  "conversation.read": { conversationId: string; readerId: string; partnerId: string; upToMessageId: string };
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
  /** a move was stored; `ply` is its number in the game (1..9) */
  "game.moved": { gameId: string; moveId: string; playerId: string; opponentId: string; cell: number; mark: "X" | "O"; ply: number };
  /** the turn clock stood still (the node could not reach the database): the player to move got a fresh turn, until the game's new turnDeadline */
  "game.clockReset": { gameId: string; playerXId: string; playerOId: string };
  /** the game is over: `winnerMark` null for a draw; `byId` the player whose move or forfeit ended it (null for a timeout) */
  "game.ended": { gameId: string; playerXId: string; playerOId: string; winnerMark: "X" | "O" | null; reason: "LINE" | "FULL_BOARD" | "TIMEOUT" | "FORFEIT"; byId: string | null };
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
  "post.liked",
  "post.unliked",
  "comment.added",
  "comment.deleted",
  "user.followed",
  "user.unfollowed",
  "notification.created",
  "notification.retracted",
  "user.passwordChanged",
  "session.ended",
  "message.sent",
  "message.deleted",
  "conversation.read",
  "presence.changed",
  "chat.typing",
  "game.invited",
  "game.invitationAnswered",
  "game.invitationExpired",
  "game.moved",
  "game.clockReset",
  "game.ended",
] as const satisfies readonly DomainEventType[];
