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
] as const satisfies readonly DomainEventType[];
