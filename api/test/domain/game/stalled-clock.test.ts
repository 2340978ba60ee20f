// While the database does not answer nobody can move, so nobody may lose on time for it: after a
// failed sweep, the next sweep gives the games short of time a whole turn before it ends any.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { STANDARD_TURN_SECONDS } from "../../../src/domain/game/timing.ts";
import { newGame, overdueTurn, record, createGameTestServer } from "../../support/games.ts";
import type { TestServer } from "../../support/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createGameTestServer();
});
afterAll(async () => {
  await server?.close();
});

const deadlineOf = async (gameId: string) =>
  (await server.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).turnDeadline!.getTime();

/** One sweep that fails as it would with the database gone. */
async function failedSweep(): Promise<void> {
  const spy = vi.spyOn(server.prisma, "$transaction").mockRejectedValueOnce(new Error("the database did not answer"));
  await expect(server.domain.gameClock.sweep()).rejects.toThrow("the database did not answer");
  spy.mockRestore();
}

describe("the turn clock after an outage", () => {
  it("gives a game whose turn ran out meanwhile a whole turn again, announced, instead of ending it", async () => {
    const stalled = await newGame(server);
    const plenty = await newGame(server);
    await overdueTurn(server, stalled.game.id);
    const plentyDeadline = await deadlineOf(plenty.game.id);
    const resets = await record(server, "game.clockReset");

    await failedSweep();
    const before = Date.now();
    const swept = await server.domain.gameClock.sweep();

    expect(swept.endedGames).not.toContain(stalled.game.id);
    expect(swept.resetGames).toContain(stalled.game.id);
    const game = await server.prisma.game.findUniqueOrThrow({ where: { id: stalled.game.id } });
    expect(game.status).toBe("IN_PROGRESS");
    expect(game.turnDeadline!.getTime()).toBeGreaterThanOrEqual(before + STANDARD_TURN_SECONDS * 1000 - 1000);
    // a game with more than half a turn left keeps its deadline
    expect(await deadlineOf(plenty.game.id)).toBe(plentyDeadline);
    expect((await resets.drain()).filter((e) => e.gameId === stalled.game.id)).toEqual([
      { gameId: stalled.game.id, playerXId: stalled.x.id, playerOId: stalled.o.id },
    ]);
  });

  it("measures each game by its own turn length: half of a relaxed turn left is reset to a whole one, more is kept", async () => {
    const short = await newGame(server, { turnSeconds: 120 });
    const ample = await newGame(server, { turnSeconds: 120 });
    const standard = await newGame(server);
    const leave = (gameId: string, seconds: number) =>
      server.prisma
        .$executeRaw`UPDATE "Game" SET "turnDeadline" = clock_timestamp() + ${seconds} * interval '1 second' WHERE "id" = ${gameId}::uuid`;
    await leave(short.game.id, 50); // under half of 120 s
    await leave(ample.game.id, 70); // over half of 120 s
    await leave(standard.game.id, 20); // over half of 30 s
    const ampleDeadline = await deadlineOf(ample.game.id);
    const standardDeadline = await deadlineOf(standard.game.id);

    await failedSweep();
    const before = Date.now();
    const swept = await server.domain.gameClock.sweep();

    expect(swept.resetGames).toContain(short.game.id);
    expect(await deadlineOf(short.game.id)).toBeGreaterThanOrEqual(before + 120_000 - 1000);
    expect(swept.resetGames).not.toContain(ample.game.id);
    expect(await deadlineOf(ample.game.id)).toBe(ampleDeadline);
    expect(swept.resetGames).not.toContain(standard.game.id);
    expect(await deadlineOf(standard.game.id)).toBe(standardDeadline);
  });

  it("resets once: the sweeps after it end a turn that runs out again", async () => {
    const { game } = await newGame(server);
    await failedSweep();
    await server.domain.gameClock.sweep();
    await overdueTurn(server, game.id);
    expect((await server.domain.gameClock.sweep()).endedGames).toContain(game.id);
    expect(await server.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      status: "WON",
      endReason: "TIMEOUT",
    });
  });

  it("without a failed sweep, an overdue turn ends the game as before", async () => {
    const { game, o } = await newGame(server);
    await overdueTurn(server, game.id);
    expect((await server.domain.gameClock.sweep()).resetGames).toEqual([]);
    expect(await server.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      status: "WON",
      winnerId: o.id,
      endReason: "TIMEOUT",
    });
  });
});
