// The usual move in one statement. Most moves are a player's own turn, on a free cell, in time,
// and do not end the game: for those, the game's row as read without a lock says what the move
// does, and one statement writes it on the condition that the row is still what was read (the
// same ply, still the player's turn, the game going on, its deadline not passed by the
// database's clock), with its GameMove row and its `game.moved` event in the outbox. Seven
// statements in a transaction (BEGIN, the lock, the read, the move, the board, the event, COMMIT)
// become two, with no transaction to open and close (issue 39's "fewer statements per event").
//
// When the condition fails (another move landed first, the clock ran out, the game ended), or
// the read already says the move is not a plain one (a refusal, or a move that ends the game and
// must go through endGame), the caller plays it the locked way (games.ts), which decides it from
// the row as it is. Nothing is written by a statement whose condition failed: its CTEs insert
// only from the UPDATE's row.
import type { Game, GameMark, GameMove, PrismaClient } from "../../generated/prisma/client.ts";
import type { DomainEvents } from "../../events/domain-events.ts";
import type { CommittedEvent } from "../../events/outbox-relay.ts";
import { activeTraceparent } from "../../observability/tracing.ts";
import { newId } from "../ids.ts";
import { retryingConflicts } from "../transaction.ts";
import { isFull, markAt, otherMark, place, winningLine } from "./board.ts";

export interface QuickMove {
  game: Game;
  move: GameMove;
  /** its `game.moved` event's outbox row, for the bus once committed */
  event: CommittedEvent;
}

/** What the unlocked read says `playerId`'s move to `cell` would do: the new board, or null when it is not a plain move. */
function plainMove(game: Game | null, playerId: string, cell: number): { mark: GameMark; board: string } | null {
  if (!game || game.status !== "IN_PROGRESS") return null;
  const mark = game.playerXId === playerId ? "X" : game.playerOId === playerId ? "O" : null;
  if (mark === null || game.nextTurn !== mark || markAt(game.board, cell)) return null;
  const board = place(game.board, cell, mark);
  if (winningLine(board) || isFull(board)) return null;
  return { mark, board };
}

/**
 * Plays `playerId`'s move to `cell` in game `gameId` when it is a plain one and nothing changed
 * the game meanwhile; null otherwise, having written nothing (the locked way decides then).
 */
export async function quickMove(
  prisma: PrismaClient,
  playerId: string,
  gameId: string,
  cell: number,
): Promise<QuickMove | null> {
  const read = await prisma.game.findUnique({ where: { id: gameId } });
  const plain = plainMove(read, playerId, cell);
  if (!read || !plain) return null;
  const { mark, board } = plain;
  const ply = read.moveCount + 1;
  const opponentId = mark === "X" ? read.playerOId : read.playerXId;
  const moveId = newId();
  const payload: DomainEvents["game.moved"] = { gameId, moveId, playerId, opponentId, cell, mark, ply };
  const traceContext = activeTraceparent();
  // a deadlock PostgreSQL resolved by aborting the statement wrote nothing: it runs again
  const rows = await retryingConflicts(
    () => prisma.$queryRaw<(Game & { eventId: bigint; eventCreatedAt: Date })[]>`
    WITH "now" AS (SELECT clock_timestamp() AS "at"), "played" AS (
      UPDATE "Game" SET "board" = ${board}, "moveCount" = ${ply}::int, "nextTurn" = ${otherMark(mark)}::"GameMark",
        "turnDeadline" = "now"."at" + "turnSeconds" * interval '1 second', "updatedAt" = "now"."at"
      FROM "now"
      WHERE "id" = ${gameId}::uuid AND "status" = 'IN_PROGRESS' AND "moveCount" = ${read.moveCount}::int
        AND "nextTurn" = ${mark}::"GameMark" AND ("turnDeadline" IS NULL OR "turnDeadline" > "now"."at")
      RETURNING "Game".*
    ), "move" AS (
      INSERT INTO "GameMove" ("id", "gameId", "playerId", "ply", "cell", "mark", "createdAt")
      SELECT ${moveId}::uuid, "id", ${playerId}::uuid, ${ply}::int, ${cell}::int, ${mark}::"GameMark", "updatedAt" FROM "played"
    ), "outbox" AS (
      INSERT INTO "OutboxEvent" ("type", "payload", "traceContext")
      SELECT 'game.moved', ${JSON.stringify(payload)}::jsonb, ${traceContext} FROM "played"
      RETURNING "id", "createdAt"
    )
    SELECT "played".*, "outbox"."id" AS "eventId", "outbox"."createdAt" AS "eventCreatedAt" FROM "played", "outbox"`,
  );
  const row = rows[0];
  if (!row) return null;
  const { eventId, eventCreatedAt, ...game } = row;
  return {
    game,
    move: { id: moveId, gameId, playerId, ply, cell, mark, createdAt: game.updatedAt },
    event: { id: eventId, createdAt: eventCreatedAt, type: "game.moved", payload, traceContext },
  };
}
