// What people are told about invitations: the spec's texts ("<username> invites you for game",
// "<username> rejects your Invitation"), shared by the GraphQL subscription and the v1 events.

export type InvitationNews = "RECEIVED" | "ACCEPTED" | "REJECTED" | "EXPIRED";

/** The sentence `viewerId` sees about an invitation from `inviter` to `invitee`. */
export function invitationText(news: InvitationNews, viewerId: string, inviter: { id: string; username: string }, invitee: { username: string }): string {
  const toInviter = viewerId === inviter.id;
  switch (news) {
    case "RECEIVED":
      return `${inviter.username} invites you for game`;
    case "ACCEPTED":
      return toInviter ? `${invitee.username} accepted your Invitation` : `You accepted ${inviter.username}'s Invitation`;
    case "REJECTED":
      return toInviter ? `${invitee.username} rejects your Invitation` : `You rejected ${inviter.username}'s Invitation`;
    case "EXPIRED":
      return toInviter ? `${invitee.username} did not answer your Invitation in time` : `${inviter.username}'s Invitation has expired`;
  }
}
