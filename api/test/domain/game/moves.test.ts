// The game's rules, held by the server: the 8 winning lines, a draw, every refused move (which
// changes nothing), two moves racing, forfeits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINES } from "../../../src/domain/game/board.ts";
import { GameRefusedError } from "../../../src/domain/game/refusals.ts";
import { NotFoundError, TooManyRequestsError, ValidationError } from "../../../src/domain/errors.ts";
import { createUser } from "../../support/fixtures.ts";
import { newGame, play, record, createGameTestServer } from "../../support/games.ts";
import type { TestServer } from "../../support/test-server.ts";
import { statementsOf, statementsWithFollowUps } from "../../rest/v1-client.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createGameTestServer();
});
afterAll(async () => {
  await server?.close();
});

const stored = (gameId: string) =>
  server.prisma.game.findUniqueOrThrow({ where: { id: gameId }, include: { moves: { orderBy: { ply: "asc" } } } });

describe("winning and drawing", () => {
  it.each(LINES.map((line, i) => [i, line] as const))(
    "line %i (%j) wins for X, recorded with the move log and the result",
    async (_i, line) => {
      const { x, o, game } = await newGame(server);
      const others = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((cell) => !line.includes(cell)).slice(0, 2);
      const ended = await record(server, "game.ended");
      const { game: after } = await play(server, { x, o }, game.id, [
        line[0],
        others[0]!,
        line[1],
        others[1]!,
        line[2],
      ]);
      expect(after).toMatchObject({
        status: "WON",
        winnerId: x.id,
        endReason: "LINE",
        turnDeadline: null,
        moveCount: 5,
      });
      expect(after.endedAt).not.toBeNull();
      const saved = await stored(game.id);
      expect(saved.moves.map((m) => [m.ply, m.cell, m.mark, m.playerId])).toEqual([
        [1, line[0], "X", x.id],
        [2, others[0], "O", o.id],
        [3, line[1], "X", x.id],
        [4, others[1], "O", o.id],
        [5, line[2], "X", x.id],
      ]);
      expect((await ended.drain()).filter((e) => e.gameId === game.id)).toEqual([
        { gameId: game.id, playerXId: x.id, playerOId: o.id, winnerMark: "X", reason: "LINE", byId: x.id },
      ]);
    },
  );

  it("O (team-2) wins with its line", async () => {
    const { x, o, game } = await newGame(server);
    const { game: after } = await play(server, { x, o }, game.id, [0, 3, 1, 4, 8, 5]);
    expect(after).toMatchObject({ status: "WON", winnerId: o.id, board: "XX-OOO--X" });
  });

  it("a full board with no line is a draw", async () => {
    const { x, o, game } = await newGame(server);
    const { game: after } = await play(server, { x, o }, game.id, [0, 1, 2, 4, 3, 5, 7, 6, 8]);
    expect(after).toMatchObject({
      status: "DRAW",
      winnerId: null,
      endReason: "FULL_BOARD",
      board: "XOXXOOOXX",
      moveCount: 9,
    });
  });

  it("a win on the ninth move is a win, not a draw", async () => {
    const { x, o, game } = await newGame(server);
    const { game: after } = await play(server, { x, o }, game.id, [0, 1, 2, 4, 3, 5, 7, 8, 6]);
    expect(after).toMatchObject({ status: "WON", winnerId: x.id, endReason: "LINE" });
  });
});

describe("refused moves change nothing", () => {
  async function expectRefused(
    attempt: () => Promise<unknown>,
    gameId: string,
    error: { reason?: string; name?: string; message?: string },
  ) {
    const before = await stored(gameId);
    const failure = await attempt().then(
      () => null,
      (e: unknown) => e,
    );
    if (error.reason) expect(failure).toBeInstanceOf(GameRefusedError);
    expect(failure).toMatchObject(error);
    const after = await stored(gameId);
    expect(after).toEqual(before);
  }

  it("not your turn, cell taken, not a player, after the end", async () => {
    const { x, o, game } = await newGame(server);
    const eve = await createUser(server);
    await expectRefused(() => server.domain.games.move(o.viewer, game.id, 4), game.id, {
      reason: "NOT_YOUR_TURN",
      message: "It is not your turn.",
    });
    await server.domain.games.move(x.viewer, game.id, 4);
    await expectRefused(() => server.domain.games.move(x.viewer, game.id, 0), game.id, { reason: "NOT_YOUR_TURN" });
    await expectRefused(() => server.domain.games.move(o.viewer, game.id, 4), game.id, {
      reason: "CELL_TAKEN",
      message: "That cell is already taken.",
    });
    await expectRefused(() => server.domain.games.move(eve.viewer, game.id, 0), game.id, { reason: "NOT_A_PLAYER" });
    await play(server, { x, o }, game.id, [0, 1, 3, 7]); // O completes the middle column
    await expectRefused(() => server.domain.games.move(x.viewer, game.id, 8), game.id, {
      reason: "GAME_OVER",
      message: "This game is over.",
    });
    await expectRefused(() => server.domain.games.forfeit(x.viewer, game.id), game.id, { reason: "GAME_OVER" });
  });

  it.each([[-1], [9], [1.5], ["3"], [null], [undefined], [1e308], [Number.NaN], [{ cell: 1 }], [[1]]])(
    "cell %j is refused as out of range",
    async (cell) => {
      const { x, game } = await newGame(server);
      await expectRefused(() => server.domain.games.move(x.viewer, game.id, cell), game.id, {
        message: "cell must be a whole number from 0 to 8.",
      });
      await expect(server.domain.games.move(x.viewer, game.id, cell)).rejects.toBeInstanceOf(ValidationError);
    },
  );

  it("an unknown or malformed game id is not found", async () => {
    const { x } = await newGame(server);
    for (const id of ["01900000-0000-7000-8000-00000000dead", "nope", "x".repeat(100_000), '\'; DROP TABLE "Game"; --'])
      await expect(server.domain.games.move(x.viewer, id, 0)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("racing moves", () => {
  it("of the same player on two cells at once: exactly one lands", async () => {
    const { x, game } = await newGame(server);
    const results = await Promise.allSettled(
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((cell) => server.domain.games.move(x.viewer, game.id, cell)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ reason: "NOT_YOUR_TURN" });
    const saved = await stored(game.id);
    expect(saved.moves).toHaveLength(1);
    expect(saved.board.replaceAll("-", "")).toBe("X");
  });

  it("of both players at once: only the one whose turn it is lands, and the board matches the log", async () => {
    const { x, o, game } = await newGame(server);
    const results = await Promise.allSettled([
      server.domain.games.move(o.viewer, game.id, 0),
      server.domain.games.move(x.viewer, game.id, 0),
      server.domain.games.move(o.viewer, game.id, 0),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled", "rejected"]);
    const saved = await stored(game.id);
    expect(saved.board).toBe("X--------");
    expect(saved.moves.map((m) => m.cell)).toEqual([0]);
  });
});

describe("a move's cost", () => {
  it("a plain move is a read and one write, with no transaction", async () => {
    const games = await Promise.all(Array.from({ length: 5 }, () => newGame(server)));
    const statements = await statementsOf(server, () => {
      const { x, game } = games.pop()!;
      return server.domain.games.move(x.viewer, game.id, 4);
    });
    // the locked way: BEGIN, the lock, the read, the move, the board, the event, COMMIT
    expect(statements).toBe(2);
  });

  it("and one more to publish it: its event goes out at commit and its outbox row is deleted", async () => {
    const games = await Promise.all(Array.from({ length: 5 }, () => newGame(server)));
    const statements = await statementsWithFollowUps(server, () => {
      const { x, game } = games.pop()!;
      return server.domain.games.move(x.viewer, game.id, 4);
    });
    // draining it instead: the lock and the batch, the delete, COMMIT
    expect(statements).toBe(3);
  });
});

describe("hammering", () => {
  it("cuts off a player after 120 move attempts a minute, refused ones included", async () => {
    const { o, game } = await newGame(server);
    for (let i = 0; i < 120; i++)
      await expect(server.domain.games.move(o.viewer, game.id, 0)).rejects.toMatchObject({ reason: "NOT_YOUR_TURN" });
    await expect(server.domain.games.move(o.viewer, game.id, 0)).rejects.toBeInstanceOf(TooManyRequestsError);
  });
});

describe("forfeit", () => {
  it("ends the game for the opponent", async () => {
    const { x, o, game } = await newGame(server);
    const ended = await server.domain.games.forfeit(x.viewer, game.id);
    expect(ended).toMatchObject({ status: "WON", winnerId: o.id, endReason: "FORFEIT", turnDeadline: null });
  });
});
