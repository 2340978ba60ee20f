// Invitations over GraphQL, beyond the basic flow (game.test.ts): the invitee's own answer
// window and the relaxed turn clock, the invitation in the bell (answerable while open, changing
// live when it expires), and rematch offers to an opponent who is offline, withdrawn or declined.
import { print } from "graphql";
import { describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { overdueInvitation } from "../support/games.ts";
import { execute } from "../support/graphql-client.ts";
import { liveTestServerPerFile } from "../support/live-server.ts";
import { eventually } from "../support/eventually.ts";
import {
  AcceptGameInvitation,
  ForfeitGame,
  GameBoard,
  GameInvitationUpdated,
  GameTimingChoices,
  GameUpdated,
  InvitationNotifications,
  InviteWithTurnLength,
  NotificationUpdated,
  OfferRematch,
  RejectGameInvitation,
  UpdateGameSettings,
  WithdrawRematchOffer,
} from "./game-operations.ts";

const { server, subscribe } = liveTestServerPerFile();

/** Ada follows Bob; Bob has the app open (his bell's live updates), Ada too (her own connection). */
async function friends() {
  const [ada, bob] = [await createUser(server()), await createUser(server())];
  await server().domain.follows.follow(ada.viewer, bob.id);
  await server().domain.notifications.clearAll(bob.viewer);
  const [adaLive, bobLive] = [
    await subscribe(ada, print(NotificationUpdated)),
    await subscribe(bob, print(NotificationUpdated)),
  ];
  await eventually(async () => expect(await server().domain.online.isOnline(bob.id)).toBe(true));
  return { ada, bob, adaLive, bobLive };
}

const invite = (from: TestUser, to: TestUser, turnSeconds?: number) =>
  execute(server(), InviteWithTurnLength, { input: { inviteeId: to.globalId, turnSeconds } }, { token: from.token });
async function invitationOf(sent: Awaited<ReturnType<typeof invite>>) {
  const result = sent.data?.inviteToGame;
  if (result?.__typename !== "InviteToGamePayload") throw new Error(`not invited: ${JSON.stringify(sent)}`);
  return result.invitation;
}
const accept = (user: TestUser, invitationId: string) =>
  execute(server(), AcceptGameInvitation, { input: { invitationId } }, { token: user.token });
const bell = async (user: TestUser) =>
  (await execute(server(), InvitationNotifications, {}, { token: user.token })).data!.notifications!;

type Change = {
  unreadCount: number;
  notification: { id: string; kind: string; read: boolean; invitation: { id: string; status: string } | null } | null;
};

describe("more time, by choice", () => {
  it("offers the lengths the server accepts", async () => {
    const choices = await execute(server(), GameTimingChoices, {}, {});
    expect(choices.data!.gameTimingChoices).toEqual({
      answerSeconds: [5, 30, 60],
      standardAnswerSeconds: 5,
      turnSeconds: [30, 120, 300],
      standardTurnSeconds: 30,
    });
  });

  it("Bob sets a 30 s answer window; Ada sees it, invites him with a 2-minute clock; the game has it", async () => {
    const { ada, bob } = await friends();
    const refused = await execute(
      server(),
      UpdateGameSettings,
      { input: { invitationAnswerSeconds: 45 } },
      { token: bob.token },
    );
    expect(refused.data!.updateGameSettings).toMatchObject({
      __typename: "ValidationError",
      code: "ANSWER_SECONDS_NOT_OFFERED",
      fieldErrors: [{ field: "invitationAnswerSeconds" }],
    });
    const saved = await execute(
      server(),
      UpdateGameSettings,
      { input: { invitationAnswerSeconds: 30 } },
      { token: bob.token },
    );
    expect(saved.data!.updateGameSettings).toMatchObject({
      __typename: "UpdateGameSettingsPayload",
      viewer: { invitationAnswerSeconds: 30 },
    });

    const wrongClock = await invite(ada, bob, 45);
    expect(wrongClock.data!.inviteToGame).toMatchObject({
      __typename: "ValidationError",
      code: "TURN_SECONDS_NOT_OFFERED",
      fieldErrors: [{ field: "turnSeconds" }],
    });
    const invitation = await invitationOf(await invite(ada, bob, 120));
    expect(invitation).toMatchObject({ answerSeconds: 30, turnSeconds: 120, invitee: { invitationAnswerSeconds: 30 } });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(32_000);

    const accepted = await accept(bob, invitation.id);
    if (accepted.data?.acceptGameInvitation!.__typename !== "AcceptGameInvitationPayload")
      throw new Error(JSON.stringify(accepted));
    const game = (
      await execute(server(), GameBoard, { id: accepted.data.acceptGameInvitation.game.id }, { token: ada.token })
    ).data!.game!;
    expect(game.turnSeconds).toBe(120);
    expect(game.turnMillisecondsLeft).toBeGreaterThan(90_000);
  });
});

describe("an invitation sent before the invitee's live connection", () => {
  it("comes first when Bob's page opens (or reopens) while it waits; answered or expired ones do not", async () => {
    const { ada, bob } = await friends();
    const carol = await createUser(server());
    await server().domain.follows.follow(carol.viewer, bob.id);
    const answered = await invitationOf(await invite(carol, bob));
    await execute(server(), RejectGameInvitation, { input: { invitationId: answered.id } }, { token: bob.token });
    const waiting = await invitationOf(await invite(ada, bob));

    const opened = await subscribe(bob, print(GameInvitationUpdated));
    await eventually(() =>
      expect(opened.values("gameInvitationUpdated")).toEqual([
        {
          kind: "RECEIVED",
          message: `${ada.username} invites you to play Tic Tac Toe`,
          invitation: expect.objectContaining({ id: waiting.id, status: "PENDING" }),
        },
      ]),
    );
    await overdueInvitation(
      server(),
      (await server().prisma.gameInvitation.findFirstOrThrow({ where: { inviterId: ada.id, status: "PENDING" } })).id,
    );
    await server().domain.gameClock.sweep();
    await eventually(() =>
      expect(opened.values<{ kind: string }>("gameInvitationUpdated").map((e) => e.kind)).toEqual([
        "RECEIVED",
        "EXPIRED",
      ]),
    );

    const reopened = await subscribe(bob, print(GameInvitationUpdated));
    await invitationOf(await invite(ada, bob)); // a marker: once it is here, nothing older is coming
    await eventually(() => expect(reopened.values<{ kind: string }>("gameInvitationUpdated")).toHaveLength(1));
    expect(reopened.values<{ invitation: { id: string } }>("gameInvitationUpdated")[0]!.invitation.id).not.toBe(
      waiting.id,
    );
  });
});

describe("the invitation in the bell", () => {
  it("is listed for Bob, changes live when it expires (still unread: the trace), and an open one is accepted from there", async () => {
    const { ada, bob, bobLive } = await friends();
    const missed = await invitationOf(await invite(ada, bob));
    const listed = await bell(bob);
    expect(listed.unreadCount).toBe(1);
    expect(listed.edges.map((e) => e.node)).toMatchObject([
      {
        kind: "GAME_INVITATION",
        message: `${ada.username} invited you to play Tic Tac Toe`,
        read: false,
        invitation: { id: missed.id, status: "PENDING", turnSeconds: 30, rematchOf: null },
      },
    ]);
    const notificationId = listed.edges[0]!.node.id;

    await overdueInvitation(
      server(),
      (await server().prisma.gameInvitation.findFirstOrThrow({ where: { inviterId: ada.id, status: "PENDING" } })).id,
    );
    await server().domain.gameClock.sweep();
    await eventually(() =>
      expect(bobLive.values<Change>("notificationUpdated").at(-1)).toEqual({
        unreadCount: 1,
        notification: {
          id: notificationId,
          kind: "GAME_INVITATION",
          read: false,
          invitation: { id: missed.id, status: "EXPIRED" },
        },
      }),
    );
    expect((await accept(bob, missed.id)).data!.acceptGameInvitation).toMatchObject({ code: "INVITATION_EXPIRED" });

    // Ada tries again: the new one replaces the trace, and Bob accepts it from the bell
    const open = await invitationOf(await invite(ada, bob, 300));
    const again = await bell(bob);
    expect(again.edges.map((e) => e.node.invitation)).toMatchObject([
      { id: open.id, status: "PENDING", turnSeconds: 300 },
    ]);
    expect((await accept(bob, again.edges[0]!.node.invitation!.id)).data!.acceptGameInvitation).toMatchObject({
      __typename: "AcceptGameInvitationPayload",
      game: { viewerTeam: "TEAM_2" },
    });
    await eventually(() =>
      expect(bobLive.values<Change>("notificationUpdated").at(-1)).toMatchObject({
        unreadCount: 0,
        notification: { read: true, invitation: { id: open.id, status: "ACCEPTED" } },
      }),
    );
  });
});

describe("rematch offers", () => {
  /** A game Bob forfeited; both players on its board. */
  async function finishedGame() {
    const { ada, bob, adaLive, bobLive } = await friends();
    const accepted = await accept(bob, (await invitationOf(await invite(ada, bob))).id);
    if (accepted.data?.acceptGameInvitation!.__typename !== "AcceptGameInvitationPayload")
      throw new Error(JSON.stringify(accepted));
    const gameId = accepted.data.acceptGameInvitation.game.id;
    const [adaBoard, bobBoard] = [
      await subscribe(ada, print(GameUpdated), { gameId }),
      await subscribe(bob, print(GameUpdated), { gameId }),
    ];
    await execute(server(), ForfeitGame, { input: { gameId } }, { token: bob.token });
    return { ada, bob, adaLive, bobLive, gameId, adaBoard, bobBoard };
  }
  const offer = (user: TestUser, gameId: string) =>
    execute(server(), OfferRematch, { input: { gameId } }, { token: user.token });
  type BoardNews = { kind: string; rematchOffer: { id: string } | null };

  it("to an opponent who is offline is refused with OPPONENT_OFFLINE", async () => {
    const { ada, bob, gameId, bobLive, bobBoard } = await finishedGame();
    await Promise.all([bobLive.close(), bobBoard.close()]); // Bob's last connections
    await eventually(async () => expect(await server().domain.online.isOnline(bob.id)).toBe(false));
    expect((await offer(ada, gameId)).data!.offerRematch).toEqual({
      __typename: "GameRefusal",
      code: "OPPONENT_OFFLINE",
      message: "Your opponent is not online right now.",
    });
  });

  it("withdrawn when Ada leaves the game: Bob's board hears REMATCH_WITHDRAWN and is no longer offered it", async () => {
    const { ada, bob, gameId, bobBoard } = await finishedGame();
    expect((await offer(ada, gameId)).data!.offerRematch).toMatchObject({ offer: { status: "PENDING" } });
    await eventually(() => expect(bobBoard.values<BoardNews>("gameUpdated").at(-1)!.kind).toBe("REMATCH_OFFERED"));
    const withdrawn = await execute(server(), WithdrawRematchOffer, { input: { gameId } }, { token: ada.token });
    expect(withdrawn.data!.withdrawRematchOffer).toMatchObject({
      __typename: "WithdrawRematchOfferPayload",
      offer: { status: "WITHDRAWN" },
    });
    await eventually(() => expect(bobBoard.values<BoardNews>("gameUpdated").at(-1)!.kind).toBe("REMATCH_WITHDRAWN"));
    expect((await execute(server(), GameBoard, { id: gameId }, { token: bob.token })).data!.game).toMatchObject({
      rematchOffer: null,
      latestRematchOffer: { status: "WITHDRAWN", sentByViewer: false },
    });
    expect((await bell(bob)).edges.filter((e) => e.node.kind === "REMATCH_OFFER")).toEqual([]);
  });

  it("declined by Bob from his bell: Ada's board hears REMATCH_DECLINED", async () => {
    const { ada, bob, gameId, adaBoard } = await finishedGame();
    await offer(ada, gameId);
    const [offered] = (await bell(bob)).edges.filter((e) => e.node.kind === "REMATCH_OFFER");
    expect(offered!.node.invitation).toMatchObject({ status: "PENDING", rematchOf: { id: gameId } });
    await execute(
      server(),
      RejectGameInvitation,
      { input: { invitationId: offered!.node.invitation!.id } },
      { token: bob.token },
    );
    await eventually(() => expect(adaBoard.values<BoardNews>("gameUpdated").at(-1)!.kind).toBe("REMATCH_DECLINED"));
    expect((await execute(server(), GameBoard, { id: gameId }, { token: ada.token })).data!.game).toMatchObject({
      rematchOffer: null,
      latestRematchOffer: { status: "REJECTED", sentByViewer: true },
    });
  });
});
