// Playing: moves and forfeits, checked against the game's row under its lock, and reading the
// games a player may see. The server holds the truth; a client's board is only its picture of it.
// Each move has the game's own turn length (Game.turnSeconds: the standard 30 s, or the relaxed
// clock the players agreed to); past it the player to move loses.
//
// Why two moves sent at the same moment cannot both land: a plain move (quick-move.ts) writes only
// if the game's row still has the ply it read, and the others lock the row (FOR UPDATE) before
// reading it, so the second reads the board the first left, and finds it is not its turn (or its
// cell taken). The move's GameMove row and the board change commit together, before game.moved
// is announced; (gameId, ply) is unique besides.
//
// "More time" (extendTurn) adds one turn length to the running turn of the player to move, at
// most TURN_EXTENSIONS_PER_PLAYER times a game each (timing.ts says why those numbers). The count
// is checked and raised by the one UPDATE that moves the deadline, so two presses at once can
// never take an eleventh; the sweeper reads the moved deadline like any other.
import type { Game, GameMark, GameMove, Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ValidationError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { inTransaction, type PendingEvents } from "../transaction.ts";
import { CELLS, isCell, isFull, markAt, otherMark, place, winningLine } from "./board.ts";
import { endGame, type Outcome } from "./ending.ts";
import { later, lockGame } from "./locks.ts";
import { gamePolicy } from "../policies/games.ts";
import { quickMove } from "./quick-move.ts";
import { GameRefusedError } from "./refusals.ts";
import { TURN_EXTENSIONS_PER_PLAYER } from "./timing.ts";
import { inShape, type QueryShape } from "../pagination.ts";

/** Tells this node's turn clock a game's deadline, so it ends the game on time (clock.ts). */
export interface DeadlineWatch {
  watchGame(gameId: string, deadline: Date): void;
}

/** The mark `userId` plays in `game`, or null when they are not one of its players. */
export function markOf(game: Pick<Game, "playerXId" | "playerOId">, userId: string): GameMark | null {
  if (game.playerXId === userId) return "X";
  if (game.playerOId === userId) return "O";
  return null;
}

/** How many more times `userId` may take more time (extendTurn) in `game`; null when they do not play in it. */
export function turnExtensionsLeft(
  game: Pick<Game, "playerXId" | "playerOId" | "turnExtensionsX" | "turnExtensionsO">,
  userId: string | undefined,
): number | null {
  const mark = userId === undefined ? null : markOf(game, userId);
  if (mark === null) return null;
  return Math.max(0, TURN_EXTENSIONS_PER_PLAYER - (mark === "X" ? game.turnExtensionsX : game.turnExtensionsO));
}

/** The other player of `game`; null when `userId` does not play in it. */
export function opponentOf(game: Pick<Game, "playerXId" | "playerOId">, userId: string): string | null {
  if (game.playerXId === userId) return game.playerOId;
  if (game.playerOId === userId) return game.playerXId;
  return null;
}

export interface MoveResult {
  game: Game;
  move: GameMove;
}

type Locked = { game: Game; now: Date; mark: GameMark };

export class Games {
  constructor(private readonly deps: { prisma: PrismaClient; bus: EventBus; clock: DeadlineWatch; moves: RateLimit }) {}

  /** Plays `cell` (0..8, row by row) for the viewer; refused with a reason, changing nothing, when the rules say no. */
  async move(viewer: Viewer, gameId: string, cell: unknown): Promise<MoveResult> {
    if (!isCell(cell)) throw ValidationError.of("cell", "CELL_OUT_OF_RANGE", CELLS - 1);
    const id = requireId(gameId, "Game");
    // each attempt, refused or not, counts: a client hammering a game is cut off
    await this.deps.moves.take(viewer.id);
    const quick = await quickMove(this.deps.prisma, viewer.id, id, cell);
    if (quick) {
      this.deps.bus.committed([quick.event]);
      this.deps.clock.watchGame(id, quick.game.turnDeadline!);
      return { game: quick.game, move: quick.move };
    }
    // anything but a plain move, or one that raced another: decided under the game's lock
    const result = await this.actOnGame(viewer, id, async (tx, events, { game, now, mark }) => {
      if (game.nextTurn !== mark) throw new GameRefusedError("NOT_YOUR_TURN");
      if (markAt(game.board, cell)) throw new GameRefusedError("CELL_TAKEN");
      const board = place(game.board, cell, mark);
      const ply = game.moveCount + 1;
      const move = await tx.gameMove.create({
        data: { gameId: id, playerId: viewer.id, ply, cell, mark, createdAt: now },
      });
      const opponentId = mark === "X" ? game.playerOId : game.playerXId;
      events.publish("game.moved", { gameId: id, moveId: move.id, playerId: viewer.id, opponentId, cell, mark, ply });
      const line = winningLine(board);
      const outcome: Outcome | null = line
        ? { winnerMark: line.mark, reason: "LINE", byId: viewer.id }
        : isFull(board)
          ? { winnerMark: null, reason: "FULL_BOARD", byId: viewer.id }
          : null;
      if (outcome) return { game: await endGame(tx, events, game, outcome, now, { board, moveCount: ply }), move };
      const turnDeadline = later(now, game.turnSeconds * 1000);
      const updated = await tx.game.update({
        where: { id },
        data: { board, moveCount: ply, nextTurn: otherMark(mark), turnDeadline },
      });
      return { game: updated, move };
    });
    if (result.game.turnDeadline) this.deps.clock.watchGame(id, result.game.turnDeadline);
    return result;
  }

  /**
   * The viewer, on their own turn, takes one more turn length for it: the deadline moves in the
   * database, and the opponent is told (game.turnExtended). TURN_EXTENSIONS_USED after the
   * viewer's TURN_EXTENSIONS_PER_PLAYER in this game.
   */
  async extendTurn(viewer: Viewer, gameId: string): Promise<Game> {
    const id = requireId(gameId, "Game");
    await this.deps.moves.take(viewer.id);
    const game = await this.actOnGame(viewer, id, async (tx, events, { game, mark }) => {
      if (game.nextTurn !== mark) throw new GameRefusedError("NOT_YOUR_TURN");
      // the counter's own WHERE decides, not the row read above: the limit holds whatever else runs
      const extended = await tx.$queryRaw<{ id: string }[]>`
        UPDATE "Game" SET
          "turnDeadline" = "turnDeadline" + "turnSeconds" * interval '1 second',
          "turnExtensionsX" = "turnExtensionsX" + (CASE WHEN ${mark}::text = 'X' THEN 1 ELSE 0 END),
          "turnExtensionsO" = "turnExtensionsO" + (CASE WHEN ${mark}::text = 'O' THEN 1 ELSE 0 END),
          "updatedAt" = clock_timestamp()
        WHERE "id" = ${id}::uuid AND "status" = 'IN_PROGRESS' AND "nextTurn" = ${mark}::"GameMark"
          AND (CASE WHEN ${mark}::text = 'X' THEN "turnExtensionsX" ELSE "turnExtensionsO" END) < ${TURN_EXTENSIONS_PER_PLAYER}
        RETURNING "id"`;
      if (!extended.length) throw new GameRefusedError("TURN_EXTENSIONS_USED");
      const opponentId = mark === "X" ? game.playerOId : game.playerXId;
      events.publish("game.turnExtended", {
        gameId: id,
        playerId: viewer.id,
        opponentId,
        mark,
        seconds: game.turnSeconds,
      });
      return tx.game.findUniqueOrThrow({ where: { id } });
    });
    this.deps.clock.watchGame(id, game.turnDeadline!);
    return game;
  }

  /** The viewer gives up a game in progress: their opponent wins. */
  forfeit(viewer: Viewer, gameId: string): Promise<Game> {
    const id = requireId(gameId, "Game");
    return this.actOnGame(viewer, id, (tx, events, { game, now, mark }) =>
      endGame(tx, events, game, { winnerMark: otherMark(mark), reason: "FORFEIT", byId: viewer.id }, now),
    );
  }

  /**
   * Runs `act` on the locked game once the common rules pass: it exists, the viewer plays in it,
   * it is in progress and the player to move still has time. A game found past its deadline is
   * ended (the player to move loses) and committed before the refusal is thrown, as the
   * sweeper would have.
   */
  private async actOnGame<T>(
    viewer: Viewer,
    id: string,
    act: (tx: Prisma.TransactionClient, events: PendingEvents, locked: Locked) => Promise<T>,
  ): Promise<T> {
    const result = await inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      const { game, now } = await lockGame(tx, id);
      const mark = markOf(game, viewer.id);
      if (!mark) throw new GameRefusedError("NOT_A_PLAYER");
      if (game.status !== "IN_PROGRESS") throw new GameRefusedError("GAME_OVER");
      if (game.turnDeadline && game.turnDeadline <= now) {
        await endGame(tx, events, game, { winnerMark: otherMark(game.nextTurn), reason: "TIMEOUT", byId: null }, now);
        return { timedOut: true as const, viewerRanOut: game.nextTurn === mark };
      }
      return { timedOut: false as const, value: await act(tx, events, { game, now, mark }) };
    });
    if (result.timedOut) throw new GameRefusedError(result.viewerRanOut ? "TIME_RAN_OUT" : "GAME_OVER");
    return result.value;
  }

  /** A game the viewer plays in, or null (someone else's game is as if it did not exist). */
  async gameFor(viewer: Viewer | null, gameId: string, shape: QueryShape = {}): Promise<Game | null> {
    if (!viewer) return null;
    const game = await this.deps.prisma.game.findFirst({
      ...shape,
      where: { id: requireId(gameId, "Game"), ...gamePolicy.where(viewer.id) },
    });
    return inShape<Game | null>(game);
  }

  /** The viewer's game in progress (the latest, should they have several): reloading the board resumes it. */
  async current(viewer: Viewer, shape: QueryShape = {}): Promise<Game | null> {
    const game = await this.deps.prisma.game.findFirst({
      ...shape,
      where: { status: "IN_PROGRESS", ...gamePolicy.where(viewer.id) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    return inShape<Game | null>(game);
  }
}
