// More time for those who need it: the invitee's own answer window (a setting the server applies
// to every invitation they receive, a rematch offer at least 30 s), and a relaxed turn clock the
// inviter picks, which the game keeps for every move, its rematch, and the sweeper.
import { describe, expect, it } from "vitest";
import { INVITATION_GRACE_MS } from "../../../src/domain/game/timing.ts";
import { createUsers, type TestUser } from "../../support/fixtures.ts";
import { befriend, newGame, play, gameTestServerPerFile } from "../../support/games.ts";

const server = gameTestServerPerFile();

const invitations = () => server().domain.gameInvitations;
const rematchOffers = () => server().domain.rematchOffers;
const windowOf = (invitation: { createdAt: Date; expiresAt: Date }) =>
  invitation.expiresAt.getTime() - invitation.createdAt.getTime();
const friends = async () => {
  const [ada, bob] = (await createUsers(server(), 2)) as [TestUser, TestUser];
  await befriend(server(), ada, bob);
  return { ada, bob };
};

/** Moves a game's deadline `seconds` earlier, as if that much of the turn had passed. */
const spend = (gameId: string, seconds: number) =>
  server().prisma
    .$executeRaw`UPDATE "Game" SET "turnDeadline" = "turnDeadline" - ${seconds} * interval '1 second' WHERE "id" = ${gameId}::uuid`;

describe("the invitee's answer window", () => {
  it("is 5 s (plus the grace) by default, and the invitee's own longer setting once they choose one", async () => {
    const { ada, bob } = await friends();
    const standard = await invitations().invite(ada.viewer, bob.id);
    expect(standard.answerSeconds).toBe(5);
    expect(windowOf(standard)).toBe(5_000 + INVITATION_GRACE_MS);
    await invitations().reject(bob.viewer, standard.id);

    expect(await server().domain.gameSettings.update(bob.viewer, { invitationAnswerSeconds: 30 })).toMatchObject({
      invitationAnswerSeconds: 30,
    });
    const longer = await invitations().invite(ada.viewer, bob.id);
    expect(longer.answerSeconds).toBe(30);
    expect(windowOf(longer)).toBe(30_000 + INVITATION_GRACE_MS);

    // an open invitation keeps the window it was sent with
    await server().domain.gameSettings.update(bob.viewer, { invitationAnswerSeconds: 5 });
    expect(await server().prisma.gameInvitation.findUniqueOrThrow({ where: { id: longer.id } })).toMatchObject({
      answerSeconds: 30,
      expiresAt: longer.expiresAt,
    });
  });

  it("refuses a window that is not offered and changes nothing", async () => {
    const { bob } = await friends();
    // (null is "left as it is": the settings mutation takes each setting on its own)
    for (const wrong of [10, 0, -5, 3600, "30", 30.5])
      await expect(
        server().domain.gameSettings.update(bob.viewer, { invitationAnswerSeconds: wrong }),
      ).rejects.toMatchObject({
        reason: "ANSWER_SECONDS_NOT_OFFERED",
        message: "invitationAnswerSeconds must be 5, 30 or 60 (seconds).",
      });
    expect(await server().prisma.user.findUniqueOrThrow({ where: { id: bob.id } })).toMatchObject({
      invitationAnswerSeconds: 5,
    });
  });

  it("gives a rematch offer at least 30 s, or the opponent's longer window", async () => {
    const { x, o, game } = await newGame(server());
    await server().domain.games.forfeit(x.viewer, game.id);
    await server().domain.gameSettings.update(o.viewer, { invitationAnswerSeconds: 60 });
    const offer = await rematchOffers().offer(x.viewer, game.id);
    if (!("offer" in offer)) throw new Error("the rematch started");
    expect(offer.offer.answerSeconds).toBe(60);
    expect(windowOf(offer.offer)).toBe(60_000 + INVITATION_GRACE_MS);

    const other = await newGame(server());
    await server().domain.games.forfeit(other.o.viewer, other.game.id);
    const standard = await rematchOffers().offer(other.o.viewer, other.game.id);
    expect("offer" in standard && standard.offer.answerSeconds).toBe(30);
  });
});

describe("the turn length", () => {
  it("is the inviter's choice: the invitation carries it, and every turn of the game it starts lasts that long", async () => {
    const { x, o, game, invitation } = await newGame(server(), { turnSeconds: 120 });
    expect(invitation.turnSeconds).toBe(120);
    expect(game.turnSeconds).toBe(120);
    expect(game.turnDeadline!.getTime() - game.createdAt.getTime()).toBe(120_000);
    const { game: after, move } = await server().domain.games.move(x.viewer, game.id, 4);
    expect(after.turnDeadline!.getTime() - move.createdAt.getTime()).toBe(120_000);

    // 40 s into O's turn: a standard clock would have run out, this one has not
    await spend(game.id, 40);
    expect((await server().domain.gameClock.sweep()).endedGames).not.toContain(game.id);
    expect((await server().domain.games.move(o.viewer, game.id, 0)).game.status).toBe("IN_PROGRESS");
  });

  it("is 30 s when the inviter does not choose, and refuses a length that is not offered, inviting nobody", async () => {
    const { game } = await newGame(server());
    expect(game.turnSeconds).toBe(30);
    const { ada, bob } = await friends();
    for (const wrong of [45, 0, 86_400, "120", 30.5])
      await expect(invitations().invite(ada.viewer, bob.id, { turnSeconds: wrong })).rejects.toMatchObject({
        reason: "TURN_SECONDS_NOT_OFFERED",
        message: "turnSeconds must be 30, 120 or 300 (seconds).",
      });
    expect(await server().prisma.gameInvitation.count({ where: { inviterId: ada.id } })).toBe(0);
  });

  it("is kept by the rematch (offered, and accepted)", async () => {
    const { x, o, game } = await newGame(server(), { turnSeconds: 300 });
    await play(server(), { x, o }, game.id, [0, 3, 1, 4, 2]);
    const offered = await rematchOffers().offer(o.viewer, game.id);
    expect("offer" in offered && offered.offer.turnSeconds).toBe(300);
    const { game: rematch } = await rematchOffers().accept(x.viewer, game.id);
    expect(rematch).toMatchObject({ turnSeconds: 300, previousGameId: game.id });
    expect(rematch.turnDeadline!.getTime() - rematch.createdAt.getTime()).toBe(300_000);
  });
});
