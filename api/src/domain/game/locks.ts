// Row locks and the clock every game decision reads. Deadlines are set and compared with the
// database's clock, never a node's: nodes whose clocks differ still agree on who ran out of time.
import type { Game, GameInvitation, Prisma } from "../../generated/prisma/client.ts";
import { NotFoundError } from "../errors.ts";

/** The game, locked until the transaction ends (moves, forfeits and the sweeper queue on it), and the database's time. */
export async function lockGame(tx: Prisma.TransactionClient, gameId: string): Promise<{ game: Game; now: Date }> {
  const rows = await tx.$queryRaw<
    { now: Date }[]
  >`SELECT clock_timestamp() AS "now" FROM "Game" WHERE "id" = ${gameId}::uuid FOR UPDATE`;
  if (!rows[0]) throw new NotFoundError("Game");
  return { game: await tx.game.findUniqueOrThrow({ where: { id: gameId } }), now: rows[0].now };
}

/** The invitation, locked until the transaction ends (answering it and expiring it queue on it), and the database's time. */
export async function lockInvitation(
  tx: Prisma.TransactionClient,
  invitationId: string,
): Promise<{ invitation: GameInvitation; now: Date }> {
  const rows = await tx.$queryRaw<
    { now: Date }[]
  >`SELECT clock_timestamp() AS "now" FROM "GameInvitation" WHERE "id" = ${invitationId}::uuid FOR UPDATE`;
  if (!rows[0]) throw new NotFoundError("GameInvitation");
  return { invitation: await tx.gameInvitation.findUniqueOrThrow({ where: { id: invitationId } }), now: rows[0].now };
}

export async function databaseNow(tx: Prisma.TransactionClient): Promise<Date> {
  const rows = await tx.$queryRaw<{ now: Date }[]>`SELECT clock_timestamp() AS "now"`;
  return rows[0]!.now;
}

export const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
