// The game workload: every user plays one game at a time against a user on the other node (two
// nodes) and on the other face (api: the graphql-ws player is X, the v1 player O). Moves go at a
// given rate, each to a game whose previous move has reached its opponent (moves of a game are
// played in turn); a move is timed from when it was due until the opponent's client has it. Games
// follow a drawn line of nine moves; the next game of a pair is created (and, on graphql-ws,
// subscribed to) once the ninth move arrived, as a client opens a new game.
import type pg from "pg";
import { createGame, endGamesInProgress, type GameTable } from "./schema.ts";
import { connectGraphQLSeat, connectSocketSeat, type Seat, type SeenMove } from "./game-seats.ts";
import { p99ByWindow, pace, spread, targetCpu, waitForStragglers, type Delivery } from "./measure.ts";
import { connectAll, faceOf, nodeOf, type Session, type Target } from "./chat-run.ts";

/** Cells of plies 1..9: X 0, O 1, X 2, O 4, X 3, O 5, X 7, O 6, X 8: no line until the board is full (a draw). */
const DRAWN_GAME = [0, 1, 2, 4, 3, 5, 7, 6, 8];
/** The domain's budget of move attempts per player (domain.ts, "game-moves"): the bench stays under it. */
const MOVES_PER_PLAYER_PER_MINUTE = 120;

interface Book {
  scheduled: number;
  deliveries: Delivery[];
  sendLatencies: number[];
  duplicates: number;
  errors: number;
  firstError?: string;
}

interface Pair {
  x: number;
  o: number;
  gameId: string;
  /** plies that reached the opponent, in this game */
  arrived: Set<number>;
  awaiting: { ply: number; dueAt: number; book: Book } | null;
}

const newBook = (): Book => ({ scheduled: 0, deliveries: [], sendLatencies: [], duplicates: 0, errors: 0 });

/** The highest rate the move budget allows with `users` players. */
export const movesWithinBudget = (users: number) => (users * MOVES_PER_PLAYER_PER_MINUTE) / 60 / 2;

export async function openGameSession(target: Target, games: pg.Pool): Promise<Session> {
  const table: GameTable = target.kind === "api" ? "Game" : "FloorGame";
  const count = target.userIds.length;
  await endGamesInProgress(games, table); // an earlier target's, left mid-game
  // X: every even user; O: three further on (odd, and on the other node when there are two)
  const pairs: Pair[] = [];
  const pairOf: Pair[] = [];
  for (let x = 0; x < count; x += 2) {
    const o = (x + 3) % count;
    const gameId = await createGame(games, table, target.userIds[x]!, target.userIds[o]!);
    const pair = { x, o, gameId, arrived: new Set<number>(), awaiting: null };
    pairs.push(pair);
    pairOf[x] = pairOf[o] = pair;
  }

  const seen = (user: number, move: SeenMove) => {
    const pair = pairOf[user]!;
    if (move.gameId && move.gameId !== pair.gameId) return; // an earlier game's
    const ply = move.ply ?? DRAWN_GAME.indexOf(move.cell) + 1;
    const waited = pair.awaiting;
    if (pair.arrived.has(ply)) (waited?.book ?? book).duplicates++;
    else if (waited?.ply === ply) {
      waited.book.deliveries.push({ dueAt: waited.dueAt, ms: performance.now() - waited.dueAt });
      pair.arrived.add(ply);
      pair.awaiting = null;
      if (ply === DRAWN_GAME.length) void nextGame(pair);
      else free(pair);
    }
  };
  const { connected: seats, heapPerConnectionKb } = await connectAll<Seat>(target, count, (i) => {
    const url = nodeOf(target, i).url;
    const [userId, token] = [target.userIds[i]!, target.tokens[i]!];
    if (faceOf(target.kind, i) === "graphql-ws")
      return connectGraphQLSeat(url, token, i % 2 === 0 ? "X" : "O", (m) => seen(i, m));
    return connectSocketSeat(url, userId, token, target.kind !== "api", (m) => seen(i, m));
  });
  for (const pair of pairs) await seats[pair.x]!.watch(pair.gameId);

  let book = newBook();
  const ready: Pair[] = [...pairs];
  const due: number[] = [];
  const free = (pair: Pair) => {
    ready.push(pair);
    play();
  };
  async function nextGame(pair: Pair) {
    try {
      pair.gameId = await createGame(games, table, target.userIds[pair.x]!, target.userIds[pair.o]!);
      pair.arrived.clear();
      await seats[pair.x]!.watch(pair.gameId);
      free(pair);
    } catch (error) {
      book.errors++;
      book.firstError ??= `a new game: ${String(error)}`;
    }
  }
  function play() {
    while (due.length && ready.length) {
      const pair = ready.shift()!;
      const dueAt = due.shift()!;
      const ply = pair.arrived.size + 1;
      const [mover, mark] = ply % 2 === 1 ? [pair.x, "X" as const] : [pair.o, "O" as const];
      const moveBook = book;
      pair.awaiting = { ply, dueAt, book: moveBook };
      const started = performance.now();
      const seat = seats[mover]!;
      seat.move(pair.gameId, DRAWN_GAME[ply - 1]!, mark).then(
        () => void (seat.answers && moveBook.sendLatencies.push(performance.now() - started)),
        (error: unknown) => {
          // refused: the pair's game is in an unknown state, it plays no more
          if (pair.awaiting?.ply === ply) pair.awaiting = null;
          moveBook.errors++;
          moveBook.firstError ??= error instanceof Error ? error.message : String(error);
        },
      );
    }
  }
  const fire = (dueAt: number) => {
    book.scheduled++;
    due.push(dueAt);
    play();
  };

  return {
    connections: seats.length,
    heapPerConnectionKb,
    async run(rate, seconds, warmup) {
      if (warmup > 0) await pace(rate, warmup, fire);
      due.length = 0; // warm-up moves still due: not this run's
      const run = (book = newBook());
      const cpu = await targetCpu(target.nodes, target.db, "game");
      const sendSeconds = await pace(rate, seconds, fire);
      await waitForStragglers(() => due.length === 0 && !pairs.some((p) => p.awaiting?.book === run));
      const delivered = run.deliveries.length;
      const sent = run.scheduled - run.errors;
      const { cpuMs, otherCores, loopP99Ms } = await cpu.stop(sent);
      book = newBook(); // moves still due or on their way now count nowhere
      due.length = 0;
      return {
        rate,
        seconds,
        sent,
        delivered,
        lost: sent - delivered,
        duplicates: run.duplicates,
        errors: run.errors,
        firstError: run.firstError,
        latency: spread(run.deliveries.map((d) => d.ms)),
        p99ByWindow: p99ByWindow(run.deliveries),
        sendLatency: spread(run.sendLatencies),
        deliveriesPerSecond: delivered / sendSeconds,
        cpuMs,
        otherCores,
        loopP99Ms,
      };
    },
    close: () => seats.forEach((s) => s.close()),
  };
}
