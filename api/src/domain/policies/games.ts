// Who may read a game and an invitation to one: their two people alone, the players of a game (and
// its moves with it), the inviter and the invitee of an invitation or a rematch offer. Nobody
// else, a visitor or a moderator included, reads them: a game is between two people. A block
// between them ends what is open (safety/blocks.ts) but not what they played: each keeps their
// history. So the rule is in the row itself, and the same on every face.
import { Prisma } from "../../generated/prisma/client.ts";
import { NO_VIEWER_ID } from "../ids.ts";
import type { ViewerId } from "./users.ts";

const idOf = (viewerId: ViewerId) => viewerId ?? NO_VIEWER_ID;

/** SQL: the row `alias` names the viewer in one of its two people's columns. */
function eitherSql(alias: string, columns: [string, string], viewerId: ViewerId): Prisma.Sql {
  const [row, a, b] = [alias, ...columns].map((name) => Prisma.raw(`"${name}"`));
  return Prisma.sql`(${row}.${a} = ${idOf(viewerId)}::uuid OR ${row}.${b} = ${idOf(viewerId)}::uuid)`;
}

/** Whether one of a row's two people is the viewer. */
const isOneOf = (viewerId: ViewerId, ...people: string[]) => !!viewerId && people.includes(viewerId);

/**
 * Who may read a game (its players; its moves go with it), in its forms: `where(viewerId)`,
 * `sql(alias, viewerId)`, `select()` and `shows(row, viewerId)`; they agree
 * (test/domain/read-policies.test.ts).
 */
export const gamePolicy = {
  where: (viewerId: ViewerId) =>
    ({ OR: [{ playerXId: idOf(viewerId) }, { playerOId: idOf(viewerId) }] }) satisfies Prisma.GameWhereInput,
  sql: (alias: string, viewerId: ViewerId) => eitherSql(alias, ["playerXId", "playerOId"], viewerId),
  select: () => ({ playerXId: true, playerOId: true }) as const,
  shows: (game: { playerXId: string; playerOId: string }, viewerId: ViewerId) =>
    isOneOf(viewerId, game.playerXId, game.playerOId),
};

/** Who may read an invitation or a rematch offer (its inviter and invitee), in the same forms. */
export const invitationPolicy = {
  where: (viewerId: ViewerId) =>
    ({ OR: [{ inviterId: idOf(viewerId) }, { inviteeId: idOf(viewerId) }] }) satisfies Prisma.GameInvitationWhereInput,
  sql: (alias: string, viewerId: ViewerId) => eitherSql(alias, ["inviterId", "inviteeId"], viewerId),
  select: () => ({ inviterId: true, inviteeId: true }) as const,
  shows: (invitation: { inviterId: string; inviteeId: string }, viewerId: ViewerId) =>
    isOneOf(viewerId, invitation.inviterId, invitation.inviteeId),
};
