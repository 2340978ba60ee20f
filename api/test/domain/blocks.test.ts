// A block ends what is running between the two: a game in progress stops with no winner or loser
// and counts in nobody's stats, and an open invitation is withdrawn.
import { describe, expect, it } from "vitest";
import { createUsers, type TestUser } from "../support/fixtures.ts";
import { befriend, gameTestServerPerFile, newGame, record } from "../support/games.ts";

const server = gameTestServerPerFile();

describe("a block during a game", () => {
  it("ends it without a winner or loser, counted in nobody's stats, and both players hear it ended", async () => {
    const { x, o, game } = await newGame(server());
    await server().domain.games.move(x.viewer, game.id, 4);
    const ended = await record(server(), "game.ended");
    expect(await server().domain.blocks.block(o.viewer, x.id)).toBe(true);
    expect(await server().prisma.game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      status: "DRAW",
      endReason: "BLOCKED",
      winnerId: null,
      turnDeadline: null,
    });
    expect(await server().prisma.playerStats.count({ where: { userId: { in: [x.id, o.id] } } })).toBe(0);
    expect(await ended.drain()).toEqual([
      expect.objectContaining({ gameId: game.id, winnerMark: null, reason: "BLOCKED", byId: o.id }),
    ]);
    // nobody moves in it any more
    await expect(server().domain.games.move(o.viewer, game.id, 0)).rejects.toMatchObject({ reason: "GAME_OVER" });
  });

  it("withdraws an open invitation between them", async () => {
    const [ada, bob] = (await createUsers(server(), 2)) as [TestUser, TestUser];
    await befriend(server(), ada, bob);
    const invitation = await server().domain.gameInvitations.invite(ada.viewer, bob.id);
    await server().domain.blocks.block(bob.viewer, ada.id);
    expect((await server().prisma.gameInvitation.findUniqueOrThrow({ where: { id: invitation.id } })).status).toBe(
      "WITHDRAWN",
    );
    await expect(server().domain.gameInvitations.accept(bob.viewer, invitation.id)).rejects.toMatchObject({
      reason: "INVITATION_WITHDRAWN",
    });
  });
});
