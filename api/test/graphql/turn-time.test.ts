// Time per turn either player can have (WCAG 2.2.1 Timing Adjustable): a personal setting applied
// to every game they play (the longest asked for wins, and the other is told whose it is), and
// "More time" during a game, ten times per player, that moves the deadline the sweeper reads and
// is told live to the opponent. The limit holds under presses at the same moment (run it with
// TEST_DATABASE_URL for PostgreSQL's real concurrency).
import { decodeGlobalID } from "@pothos/plugin-relay";
import { print } from "graphql";
import { describe, expect, it } from "vitest";
import { TURN_EXTENSIONS_PER_PLAYER } from "../../src/domain/game/timing.ts";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { goOnline } from "../support/games.ts";
import { execute } from "../support/graphql-client.ts";
import { liveTestServerPerFile } from "../support/live-server.ts";
import { eventually } from "../support/eventually.ts";
import { PlayGameMove } from "./game-operations.ts";
import {
  AcceptWithTurn,
  ExtendTurn,
  InviteWithTurn,
  TurnClock,
  TurnExtendedUpdates,
  UpdateTurnSetting,
} from "./turn-time-operations.ts";

const { server, subscribe } = liveTestServerPerFile();

const setTurn = (user: TestUser, turnSeconds: number) =>
  execute(server(), UpdateTurnSetting, { input: { turnSeconds } }, { token: user.token });

/** Ada (who follows Bob, online) invites Bob with `turnSeconds` or the standard. */
async function invited(options: { turnSeconds?: number; adaTurn?: number; bobTurn?: number } = {}) {
  const [ada, bob] = [await createUser(server()), await createUser(server())];
  await server().domain.follows.follow(ada.viewer, bob.id);
  await goOnline(server(), bob);
  if (options.adaTurn) await setTurn(ada, options.adaTurn);
  if (options.bobTurn) await setTurn(bob, options.bobTurn);
  const sent = await execute(
    server(),
    InviteWithTurn,
    { input: { inviteeId: bob.globalId, turnSeconds: options.turnSeconds } },
    { token: ada.token },
  );
  if (sent.data?.inviteToGame?.__typename !== "InviteToGamePayload") throw new Error(JSON.stringify(sent));
  return { ada, bob, invitation: sent.data.inviteToGame.invitation };
}

async function accepted(bob: TestUser, invitationId: string) {
  const answer = await execute(server(), AcceptWithTurn, { input: { invitationId } }, { token: bob.token });
  if (answer.data?.acceptGameInvitation?.__typename !== "AcceptGameInvitationPayload")
    throw new Error(JSON.stringify(answer));
  return answer.data.acceptGameInvitation.game;
}

const extend = (user: TestUser, gameId: string) =>
  execute(server(), ExtendTurn, { input: { gameId } }, { token: user.token });
const clockOf = async (user: TestUser, gameId: string) =>
  (await execute(server(), TurnClock, { id: gameId }, { token: user.token })).data!.game!;
const databaseIdOf = (gameId: string) => decodeGlobalID(gameId).id;

/** A standard 30 s game, Ada (TEAM_1) to move. */
async function startedGame() {
  const { ada, bob, invitation } = await invited();
  return { ada, bob, gameId: (await accepted(bob, invitation.id)).id };
}

describe("time per turn, a personal setting", () => {
  it("is saved with the offered choices only, and readable by its owner alone", async () => {
    const [ada, bob] = [await createUser(server()), await createUser(server())];
    expect((await setTurn(ada, 120)).data!.updateGameSettings).toMatchObject({
      __typename: "UpdateGameSettingsPayload",
      viewer: { turnSeconds: 120, invitationAnswerSeconds: 5 },
    });
    expect((await setTurn(ada, 45)).data!.updateGameSettings).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "turnSeconds", code: "TURN_SECONDS_NOT_OFFERED" }],
    });
    const answerOnly = await execute(
      server(),
      UpdateTurnSetting,
      { input: { invitationAnswerSeconds: 30 } },
      { token: ada.token },
    );
    expect(answerOnly.data!.updateGameSettings).toMatchObject({
      viewer: { turnSeconds: 120, invitationAnswerSeconds: 30 },
    });
    expect((await setTurn(bob, 300)).data!.updateGameSettings).toMatchObject({ viewer: { turnSeconds: 300 } });
  });

  it("the invited player's setting makes the game longer, the prompt shows it, and the game says whose it is", async () => {
    const { ada, bob, invitation } = await invited({ bobTurn: 120 });
    expect(invitation).toMatchObject({ turnSeconds: 120, turnSecondsAskedBy: { username: bob.username } });
    const game = await accepted(bob, invitation.id);
    expect(game).toMatchObject({ turnSeconds: 120, turnSecondsAskedBy: "TEAM_2" });
    expect(game.turnMillisecondsLeft).toBeGreaterThan(100_000);
    expect(await clockOf(ada, game.id)).toMatchObject({ turnSeconds: 120, turnSecondsAskedBy: "TEAM_2" });
  });

  it("the longest ask wins: the inviter's choice over a shorter setting, a setting over a shorter choice", async () => {
    const byChoice = await invited({ turnSeconds: 300, bobTurn: 120 });
    expect(await accepted(byChoice.bob, byChoice.invitation.id)).toMatchObject({
      turnSeconds: 300,
      turnSecondsAskedBy: "TEAM_1",
    });
    const bySetting = await invited({ turnSeconds: 120, adaTurn: 300 });
    expect(bySetting.invitation).toMatchObject({
      turnSeconds: 300,
      turnSecondsAskedBy: { username: bySetting.ada.username },
    });
    const standard = await invited();
    expect(standard.invitation).toMatchObject({ turnSeconds: 30, turnSecondsAskedBy: null });
    expect(await accepted(standard.bob, standard.invitation.id)).toMatchObject({
      turnSeconds: 30,
      turnSecondsAskedBy: null,
    });
  });

  it("a setting raised after the invitation was sent counts when it is accepted", async () => {
    const { bob, invitation } = await invited();
    await setTurn(bob, 300);
    expect(await accepted(bob, invitation.id)).toMatchObject({ turnSeconds: 300, turnSecondsAskedBy: "TEAM_2" });
  });
});

describe("More time during a game", () => {
  it("moves the player's own deadline one turn later, tells the opponent live, and is refused on the other's turn", async () => {
    const { ada, bob, gameId } = await startedGame();
    const bobsBoard = await subscribe(bob, print(TurnExtendedUpdates), { gameId });
    const before = new Date((await clockOf(ada, gameId)).turnDeadline!).getTime();

    const extended = await extend(ada, gameId);
    expect(extended.data!.extendTurn).toMatchObject({
      __typename: "ExtendTurnPayload",
      game: { viewerTurnExtensionsLeft: TURN_EXTENSIONS_PER_PLAYER - 1 },
    });
    const after = new Date((await clockOf(ada, gameId)).turnDeadline!).getTime();
    expect(after - before).toBe(30_000);
    await eventually(() =>
      expect(bobsBoard.values<{ kind: string; extendedBy: string | null }>("gameUpdated").at(-1)).toMatchObject({
        kind: "TURN_EXTENDED",
        extendedBy: "TEAM_1",
      }),
    );

    expect((await extend(bob, gameId)).data!.extendTurn).toMatchObject({
      __typename: "GameRefusal",
      code: "NOT_YOUR_TURN",
    });
    expect((await clockOf(bob, gameId)).viewerTurnExtensionsLeft).toBe(TURN_EXTENSIONS_PER_PLAYER);
  });

  it("the sweeper does not end a game at the deadline it had before More time", async () => {
    const { ada, gameId } = await startedGame();
    const id = databaseIdOf(gameId);
    await server().prisma
      .$executeRaw`UPDATE "Game" SET "turnDeadline" = clock_timestamp() + interval '300 milliseconds' WHERE "id" = ${id}::uuid`;
    const { turnDeadline: old } = await server().prisma.game.findUniqueOrThrow({ where: { id } });
    expect((await extend(ada, gameId)).data!.extendTurn!.__typename).toBe("ExtendTurnPayload");
    await eventually(async () => {
      const [row] = await server().prisma.$queryRaw<{ now: Date }[]>`SELECT clock_timestamp() AS "now"`;
      expect(row!.now.getTime()).toBeGreaterThan(old!.getTime() + 50);
    });

    expect((await server().domain.gameClock.sweep()).endedGames).not.toContain(id);
    expect(await clockOf(ada, gameId)).toMatchObject({ status: "IN_PROGRESS" });
    const played = await execute(server(), PlayGameMove, { input: { gameId, cell: 4 } }, { token: ada.token });
    expect(played.data!.playGameMove!.__typename).toBe("PlayGameMovePayload");
  });

  it(`is refused after ${TURN_EXTENSIONS_PER_PLAYER} with TURN_EXTENSIONS_USED, even when pressed many times at once`, async () => {
    const { ada, bob, gameId } = await startedGame();
    const presses = await Promise.all(
      Array.from({ length: TURN_EXTENSIONS_PER_PLAYER + 4 }, () => extend(ada, gameId)),
    );
    const answers = presses.map((p) => p.data!.extendTurn!.__typename);
    expect(answers.filter((a) => a === "ExtendTurnPayload")).toHaveLength(TURN_EXTENSIONS_PER_PLAYER);
    const refused = presses.filter((p) => p.data!.extendTurn!.__typename === "GameRefusal");
    expect(refused).toHaveLength(4);
    expect(refused[0]!.data!.extendTurn).toMatchObject({
      code: "TURN_EXTENSIONS_USED",
      message: `You have taken more time ${TURN_EXTENSIONS_PER_PLAYER} times in this game, as many as a player may.`,
    });
    const clock = await clockOf(ada, gameId);
    expect(clock.viewerTurnExtensionsLeft).toBe(0);
    const { turnDeadline, turnExtensionsX } = await server().prisma.game.findUniqueOrThrow({
      where: { id: databaseIdOf(gameId) },
    });
    expect(turnExtensionsX).toBe(TURN_EXTENSIONS_PER_PLAYER);
    expect(turnDeadline!.getTime() - Date.now()).toBeGreaterThan(TURN_EXTENSIONS_PER_PLAYER * 30_000);
    expect(turnDeadline!.getTime() - Date.now()).toBeLessThanOrEqual((TURN_EXTENSIONS_PER_PLAYER + 1) * 30_000);

    // Bob's ten are his own
    await execute(server(), PlayGameMove, { input: { gameId, cell: 0 } }, { token: ada.token });
    expect((await extend(bob, gameId)).data!.extendTurn!.__typename).toBe("ExtendTurnPayload");
  });
});
