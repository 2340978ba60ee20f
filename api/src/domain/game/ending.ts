// How a game ends, whichever way it does (a line, a full board, a forfeit, the clock): the
// game's row, both players' PlayerStats and the game.ended event change in one transaction, so
// the leaderboard never counts a game twice or misses one.
import type { Game, GameEndReason, GameMark, Prisma } from "../../generated/prisma/client.ts";
import type { PendingEvents } from "../transaction.ts";

export interface Outcome {
  /** null: a draw */
  winnerMark: GameMark | null;
  reason: GameEndReason;
  /** the player whose move or forfeit ended it; null when the clock did */
  byId: string | null;
}

type Players = Pick<Game, "id" | "playerXId" | "playerOId">;

export const playerWith = (game: Players, mark: GameMark) => (mark === "X" ? game.playerXId : game.playerOId);

/** Ends a game the caller has locked and found in progress; `board`/`moveCount` if a move ended it. */
export async function endGame(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  game: Players,
  outcome: Outcome,
  now: Date,
  move?: { board: string; moveCount: number },
) {
  const winnerId = outcome.winnerMark && playerWith(game, outcome.winnerMark);
  const ended = await tx.game.update({
    where: { id: game.id },
    data: {
      ...move,
      status: winnerId ? "WON" : "DRAW",
      winnerId,
      endReason: outcome.reason,
      turnDeadline: null,
      endedAt: now,
    },
  });
  await recordResult(tx, game, outcome.winnerMark);
  announceEnd(events, game, outcome);
  return ended;
}

export function announceEnd(events: PendingEvents, game: Players, outcome: Outcome): void {
  events.publish("game.ended", { gameId: game.id, playerXId: game.playerXId, playerOId: game.playerOId, ...outcome });
}

/** Adds the game to both players' wins, draws or losses. */
export async function recordResult(
  tx: Prisma.TransactionClient,
  game: Players,
  winnerMark: GameMark | null,
): Promise<void> {
  const tally = (mark: GameMark) => (winnerMark === null ? [0, 1, 0] : winnerMark === mark ? [1, 0, 0] : [0, 0, 1]);
  const rows = (["X", "O"] as const).map((mark) => {
    const [wins, draws, losses] = tally(mark);
    return { userId: playerWith(game, mark), wins: wins!, draws: draws!, losses: losses! };
  });
  for (const row of rows)
    await tx.$executeRaw`
      INSERT INTO "PlayerStats" ("userId", "wins", "draws", "losses", "updatedAt")
      VALUES (${row.userId}::uuid, ${row.wins}, ${row.draws}, ${row.losses}, clock_timestamp())
      ON CONFLICT ("userId") DO UPDATE SET
        "wins" = "PlayerStats"."wins" + EXCLUDED."wins",
        "draws" = "PlayerStats"."draws" + EXCLUDED."draws",
        "losses" = "PlayerStats"."losses" + EXCLUDED."losses",
        "updatedAt" = EXCLUDED."updatedAt"`;
}

/**
 * Ends the games in progress between two people because one blocked the other: nobody wins or
 * loses (a DRAW ended BLOCKED), and no one's stats count it, so a block cannot be used to escape a
 * loss or to hand one out. The game's row lock orders this with a move or the sweeper.
 */
export async function endGamesOnBlock(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  blockerId: string,
  blockedId: string,
): Promise<void> {
  const ended = await tx.$queryRaw<Players[]>`
    UPDATE "Game" SET "status" = 'DRAW', "endReason" = 'BLOCKED', "winnerId" = NULL, "turnDeadline" = NULL,
      "endedAt" = clock_timestamp(), "updatedAt" = clock_timestamp()
    WHERE "status" = 'IN_PROGRESS'
      AND (("playerXId" = ${blockerId}::uuid AND "playerOId" = ${blockedId}::uuid) OR ("playerXId" = ${blockedId}::uuid AND "playerOId" = ${blockerId}::uuid))
    RETURNING "id", "playerXId", "playerOId"`;
  for (const game of ended) announceEnd(events, game, { winnerMark: null, reason: "BLOCKED", byId: blockerId });
}

/** Games at most one sweep ends (the rest wait for the next). */
const SWEEP_BATCH = 100;

/**
 * Ends every game whose player to move has let the clock run out (their opponent wins), exactly
 * once whichever nodes sweep at the same moment: the rows are claimed FOR UPDATE SKIP LOCKED and
 * updated only while still IN_PROGRESS and overdue (READ COMMITTED re-checks that after a wait),
 * so a game another node ended, or a move just made in time, is left alone. `onlyGameId`: the
 * one game a precise timer is for.
 */
export async function endOverdueGames(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  onlyGameId?: string,
): Promise<string[]> {
  const only = onlyGameId ?? null;
  const ended = await tx.$queryRaw<(Players & { winnerMark: GameMark; now: Date })[]>`
    UPDATE "Game" AS g SET
      "status" = 'WON',
      "endReason" = 'TIMEOUT',
      "winnerId" = CASE WHEN g."nextTurn" = 'X' THEN g."playerOId" ELSE g."playerXId" END,
      "turnDeadline" = NULL,
      "endedAt" = clock_timestamp(),
      "updatedAt" = clock_timestamp()
    WHERE g."id" IN (
      SELECT "id" FROM "Game"
      WHERE "status" = 'IN_PROGRESS' AND "turnDeadline" < clock_timestamp() AND (${only}::uuid IS NULL OR "id" = ${only}::uuid)
      ORDER BY "turnDeadline" LIMIT ${SWEEP_BATCH}
      FOR UPDATE SKIP LOCKED)
    AND g."status" = 'IN_PROGRESS' AND g."turnDeadline" < clock_timestamp()
    RETURNING g."id", g."playerXId", g."playerOId", (CASE WHEN g."nextTurn" = 'X' THEN 'O' ELSE 'X' END)::"GameMark" AS "winnerMark"`;
  for (const game of ended) {
    await recordResult(tx, game, game.winnerMark);
    announceEnd(events, game, { winnerMark: game.winnerMark, reason: "TIMEOUT", byId: null });
  }
  return ended.map((game) => game.id);
}

/**
 * After the turn clock stood still (sweeps failed: the database did not answer), nobody could
 * move meanwhile, so nobody may lose on time for it: every game in progress whose player to move
 * has less than half a turn left (of the game's own turn length) gets a whole turn from now.
 * Half, so that a second node that recovers a moment later leaves the games the first one reset
 * alone.
 */
export async function resetStalledClocks(tx: Prisma.TransactionClient, events: PendingEvents): Promise<string[]> {
  const reset = await tx.$queryRaw<Players[]>`
    UPDATE "Game" SET
      "turnDeadline" = clock_timestamp() + "turnSeconds" * interval '1 second',
      "updatedAt" = clock_timestamp()
    WHERE "status" = 'IN_PROGRESS' AND "turnDeadline" < clock_timestamp() + "turnSeconds" * interval '500 milliseconds'
    RETURNING "id", "playerXId", "playerOId"`;
  for (const game of reset)
    events.publish("game.clockReset", { gameId: game.id, playerXId: game.playerXId, playerOId: game.playerOId });
  return reset.map((game) => game.id);
}
