// What people are told about invitations, as the GraphQL subscription says it: plain sentences
// ("bob declined your invitation"). v1 sockets hear v1's own wording instead
// (realtime/v1-game.ts, as docs/v1-compatibility.md promises).

export type InvitationNews = "RECEIVED" | "ACCEPTED" | "REJECTED" | "EXPIRED";

/** The sentence `viewerId` sees about an invitation from `inviter` to `invitee`. */
export function invitationText(
  news: InvitationNews,
  viewerId: string,
  inviter: { id: string; username: string },
  invitee: { username: string },
): string {
  const toInviter = viewerId === inviter.id;
  switch (news) {
    case "RECEIVED":
      return `${inviter.username} invites you to play Tic Tac Toe`;
    case "ACCEPTED":
      return toInviter
        ? `${invitee.username} accepted your invitation`
        : `You accepted ${inviter.username}'s invitation`;
    case "REJECTED":
      return toInviter
        ? `${invitee.username} declined your invitation`
        : `You declined ${inviter.username}'s invitation`;
    case "EXPIRED":
      return toInviter
        ? `${invitee.username} did not answer your invitation in time`
        : `${inviter.username}'s invitation has expired`;
  }
}
