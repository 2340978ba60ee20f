// The game over GraphQL, with subscriptions over graphql-ws as a Relay client has them: the
// lobby (active friends, invitations, leaderboard), an invitation accepted and played to a win
// with both players' boards updated live, rejection and expiry news, a rematch, the opponent
// leaving and coming back (whether or not the player follows them; across two nodes:
// realtime/multi-process-game.test.ts), and every refusal as a typed error. Only the two players may read, subscribe to or act on a game.
import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { print } from "graphql";
import { describe, expect, it, vi } from "vitest";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { newGame, overdueInvitation, play } from "../support/games.ts";
import { execute } from "../support/graphql-client.ts";
import { connectGraphQL } from "../support/graphql-ws.ts";
import { liveTestServerPerFile } from "../support/live-server.ts";
import { eventually } from "../support/eventually.ts";
import {
  AcceptGameInvitation,
  AcceptRematch,
  ForfeitGame,
  GameBoard,
  GameInvitationUpdated,
  GameUpdated,
  InviteToGame,
  Lobby,
  OfferRematch,
  PlayGameMove,
  RejectGameInvitation,
} from "./game-operations.ts";

const { server, baseUrl, subscribe } = liveTestServerPerFile();

type InvitationNews = {
  kind: string;
  message: string;
  invitation: { id: string; status: string; game: { id: string } | null };
};
type GameNews = {
  kind: string;
  game: {
    cells: (string | null)[];
    turn: string | null;
    status: string;
    winner: string | null;
    opponentOnline: boolean | null;
  };
  move: { ply: number; cell: number; team: string } | null;
  rematch: { id: string } | null;
};

/** Ada follows Bob; both have the app open (their invitation subscriptions count as online). */
async function friendsInLobby() {
  const [ada, bob] = [await createUser(server()), await createUser(server())];
  await server().domain.follows.follow(ada.viewer, bob.id);
  await server().domain.follows.follow(bob.viewer, ada.id);
  const [adaNews, bobNews] = [
    await subscribe(ada, print(GameInvitationUpdated)),
    await subscribe(bob, print(GameInvitationUpdated)),
  ];
  await eventually(async () => expect(await server().domain.online.isOnline(bob.id)).toBe(true));
  return { ada, bob, adaNews, bobNews };
}

const invite = (from: TestUser, to: TestUser) =>
  execute(server(), InviteToGame, { input: { inviteeId: to.globalId } }, { token: from.token });
/** The invitation an inviteToGame answer carries (a refusal fails the test, saying which). */
function invitationIdOf(sent: Awaited<ReturnType<typeof invite>>): string {
  if (sent.data?.inviteToGame!.__typename !== "InviteToGamePayload")
    throw new Error(`not invited: ${JSON.stringify(sent)}`);
  return sent.data.inviteToGame.invitation.id;
}
const move = (user: TestUser, gameId: string, cell: number) =>
  execute(server(), PlayGameMove, { input: { gameId, cell } }, { token: user.token });

async function startedGame() {
  const { ada, bob, adaNews, bobNews } = await friendsInLobby();
  const invitationId = invitationIdOf(await invite(ada, bob));
  const accepted = await execute(server(), AcceptGameInvitation, { input: { invitationId } }, { token: bob.token });
  if (accepted.data?.acceptGameInvitation!.__typename !== "AcceptGameInvitationPayload")
    throw new Error(JSON.stringify(accepted));
  return { ada, bob, adaNews, bobNews, gameId: accepted.data.acceptGameInvitation.game.id, invitationId };
}

describe("from the lobby to the end of a game", () => {
  it("Ada invites Bob, Bob accepts, both boards follow every move live, and the win shows with both players' names", async () => {
    const { ada, bob, adaNews, bobNews } = await friendsInLobby();
    const lobby = await execute(server(), Lobby, {}, { token: ada.token });
    expect(lobby.data!.viewer!.activeFriends!.map((f) => f.username)).toContain(bob.username);

    const sent = await invite(ada, bob);
    expect(sent.data!.inviteToGame).toMatchObject({
      __typename: "InviteToGamePayload",
      invitation: { status: "PENDING", inviter: { username: ada.username }, invitee: { username: bob.username } },
    });
    await eventually(() =>
      expect(bobNews.values<InvitationNews>("gameInvitationUpdated").map((n) => [n.kind, n.message])).toEqual([
        ["RECEIVED", `${ada.username} invites you to play Tic Tac Toe`],
      ]),
    );
    const bobsLobby = (await execute(server(), Lobby, {}, { token: bob.token })).data!.viewer!;
    expect(bobsLobby.gameInvitationsReceived).toMatchObject([
      { status: "PENDING", inviter: { username: ada.username }, sentByViewer: false },
    ]);
    expect(bobsLobby.gameInvitationsReceived![0]!.millisecondsLeft).toBeGreaterThan(0);
    expect((await execute(server(), Lobby, {}, { token: ada.token })).data!.viewer!.gameInvitationsSent).toMatchObject([
      { invitee: { username: bob.username } },
    ]);

    const invitationId = bobsLobby.gameInvitationsReceived![0]!.id;
    const accepted = await execute(server(), AcceptGameInvitation, { input: { invitationId } }, { token: bob.token });
    expect(accepted.data!.acceptGameInvitation).toMatchObject({
      __typename: "AcceptGameInvitationPayload",
      invitation: { status: "ACCEPTED" },
      game: {
        turn: "TEAM_1",
        viewerTeam: "TEAM_2",
        team1Player: { username: ada.username },
        team2Player: { username: bob.username },
      },
    });
    const gameId = (accepted.data!.acceptGameInvitation as { game: { id: string } }).game.id;
    for (const news of [adaNews, bobNews])
      await eventually(() =>
        expect(news.values<InvitationNews>("gameInvitationUpdated").at(-1)).toMatchObject({
          kind: "ACCEPTED",
          invitation: { game: { id: gameId } },
        }),
      );
    expect(adaNews.values<InvitationNews>("gameInvitationUpdated").at(-1)!.message).toBe(
      `${bob.username} accepted your invitation`,
    );

    const [adaBoard, bobBoard] = [
      await subscribe(ada, print(GameUpdated), { gameId }),
      await subscribe(bob, print(GameUpdated), { gameId }),
    ];
    for (const [player, cell] of [
      [ada, 0],
      [bob, 3],
      [ada, 1],
      [bob, 4],
      [ada, 2],
    ] as const)
      expect((await move(player, gameId, cell)).data!.playGameMove!.__typename).toBe("PlayGameMovePayload");
    for (const board of [adaBoard, bobBoard])
      await eventually(() =>
        expect(
          board
            .values<GameNews>("gameUpdated")
            .map((u) => (u.move ? `${u.kind} ${u.move.team}@${u.move.cell}` : u.kind)),
        ).toEqual([
          "CURRENT",
          "MOVE TEAM_1@0",
          "MOVE TEAM_2@3",
          "MOVE TEAM_1@1",
          "MOVE TEAM_2@4",
          "MOVE TEAM_1@2",
          "ENDED",
        ]),
      );
    expect(bobBoard.values<GameNews>("gameUpdated").at(-1)!.game).toMatchObject({
      status: "WON",
      winner: "TEAM_1",
      turn: null,
    });

    const board = (await execute(server(), GameBoard, { id: gameId }, { token: bob.token })).data!.game!;
    expect(board).toMatchObject({
      cells: ["X", "X", "X", "O", "O", null, null, null, null],
      status: "WON",
      winner: "TEAM_1",
      endReason: "LINE",
      winningLine: [0, 1, 2],
      winnerPlayer: { username: ada.username },
      turnDeadline: null,
      moveCount: 5,
    });
    expect(board.moves.map((m) => [m.ply, m.cell, m.team, m.player.username])).toEqual([
      [1, 0, "TEAM_1", ada.username],
      [2, 3, "TEAM_2", bob.username],
      [3, 1, "TEAM_1", ada.username],
      [4, 4, "TEAM_2", bob.username],
      [5, 2, "TEAM_1", ada.username],
    ]);

    // Play Again: Bob offers, Ada accepts; roles swap
    const offer = await execute(server(), OfferRematch, { input: { gameId } }, { token: bob.token });
    expect(offer.data!.offerRematch).toMatchObject({
      __typename: "OfferRematchPayload",
      offer: { status: "PENDING", rematchOf: { id: gameId } },
      rematch: null,
    });
    await eventually(() => expect(adaBoard.values<GameNews>("gameUpdated").at(-1)!.kind).toBe("REMATCH_OFFERED"));
    const rematch = await execute(server(), AcceptRematch, { input: { gameId } }, { token: ada.token });
    expect(rematch.data!.acceptRematch).toMatchObject({
      __typename: "AcceptRematchPayload",
      game: { turn: "TEAM_1", team1Player: { username: bob.username }, team2Player: { username: ada.username } },
    });
    await eventually(() =>
      expect(bobBoard.values<GameNews>("gameUpdated").at(-1)).toMatchObject({
        kind: "REMATCH_STARTED",
        rematch: { id: (rematch.data!.acceptRematch as { game: { id: string } }).game.id },
      }),
    );

    const record = (await execute(server(), Lobby, { scope: "FOLLOWING" }, { token: ada.token })).data!;
    expect(record.viewer!.gameRecord).toEqual({ wins: 1, draws: 0, losses: 0, gamesPlayed: 1 });
    expect(record.viewer!.currentGame).toMatchObject({ turn: "TEAM_1" });
    expect(record.leaderboard!.edges.map((e) => [e.node.user.username, e.node.wins, e.node.losses])).toEqual([
      [ada.username, 1, 0],
      [bob.username, 0, 1],
    ]);
  });

  it("a board that subscribes after the game ended and a rematch was offered starts with both", async () => {
    // what happened between reading game(id:) and subscribing is not lost to the board
    const { x, o, game } = await newGame(server());
    await play(server(), { x, o }, game.id, [0, 3, 1, 4, 2]);
    const gameId = encodeGlobalID("Game", game.id);
    const offer = await execute(server(), OfferRematch, { input: { gameId } }, { token: o.token });
    const offerId = (offer.data!.offerRematch as { offer: { id: string } }).offer.id;

    const board = await subscribe(x, print(GameUpdated), { gameId });
    await eventually(() =>
      expect(board.values<GameNews>("gameUpdated")).toMatchObject([
        {
          kind: "CURRENT",
          game: { status: "WON", winner: "TEAM_1", turn: null, rematchOffer: { id: offerId } },
          move: null,
          rematchOffer: null,
        },
      ]),
    );
  });

  it("Bob rejects: Ada is told in plain words", async () => {
    const { ada, bob, adaNews } = await friendsInLobby();
    const invitationId = invitationIdOf(await invite(ada, bob));
    expect(
      (await execute(server(), RejectGameInvitation, { input: { invitationId } }, { token: bob.token })).data!
        .rejectGameInvitation,
    ).toMatchObject({ invitation: { status: "REJECTED" } });
    await eventually(() =>
      expect(adaNews.values<InvitationNews>("gameInvitationUpdated")).toMatchObject([
        { kind: "REJECTED", message: `${bob.username} declined your invitation` },
      ]),
    );
    const again = await execute(server(), AcceptGameInvitation, { input: { invitationId } }, { token: bob.token });
    expect(again.data!.acceptGameInvitation).toEqual({
      __typename: "GameRefusal",
      code: "INVITATION_ANSWERED",
      message: "This invitation has already been answered.",
    });
  });

  it("nobody answers: both are told it expired, and it can no longer be accepted", async () => {
    const { ada, bob, adaNews, bobNews } = await friendsInLobby();
    const invitationId = invitationIdOf(await invite(ada, bob));
    await overdueInvitation(
      server(),
      (await server().prisma.gameInvitation.findFirstOrThrow({ where: { inviterId: ada.id } })).id,
    );
    await server().domain.gameClock.sweep();
    for (const news of [adaNews, bobNews])
      await eventually(() =>
        expect(news.values<InvitationNews>("gameInvitationUpdated").at(-1)).toMatchObject({
          kind: "EXPIRED",
          invitation: { status: "EXPIRED" },
        }),
      );
    const late = await execute(server(), AcceptGameInvitation, { input: { invitationId } }, { token: bob.token });
    expect(late.data!.acceptGameInvitation).toMatchObject({ __typename: "GameRefusal", code: "INVITATION_EXPIRED" });
  });
});

describe("after the server() lost its database for a while", () => {
  it("both boards hear CLOCK_RESET and the player to move has a whole turn again", async () => {
    const { ada, bob, gameId } = await startedGame();
    const boards = [
      await subscribe(ada, print(GameUpdated), { gameId }),
      await subscribe(bob, print(GameUpdated), { gameId }),
    ];
    const databaseId = decodeGlobalID(gameId).id;
    await server().prisma
      .$executeRaw`UPDATE "Game" SET "turnDeadline" = clock_timestamp() + interval '5 seconds' WHERE "id" = ${databaseId}::uuid`;

    const spy = vi
      .spyOn(server().prisma, "$transaction")
      .mockRejectedValueOnce(new Error("the database did not answer"));
    await expect(server().domain.gameClock.sweep()).rejects.toThrow();
    spy.mockRestore();
    await server().domain.gameClock.sweep();

    for (const board of boards)
      await eventually(() =>
        expect(board.values<GameNews>("gameUpdated").at(-1)).toMatchObject({
          kind: "CLOCK_RESET",
          game: { status: "IN_PROGRESS", turn: "TEAM_1" },
        }),
      );
    const { turnDeadline } = await server().prisma.game.findUniqueOrThrow({ where: { id: databaseId } });
    expect(turnDeadline!.getTime() - Date.now()).toBeGreaterThan(20_000);
    expect((await move(ada, gameId, 4)).data!.playGameMove!.__typename).toBe("PlayGameMovePayload");
  });
});

describe("the opponent leaving and coming back", () => {
  /** `user`'s board of `gameId`, live: what it hears of the opponent, and the game read afresh. */
  async function watchedBoard(user: TestUser, gameId: string) {
    const subscription = await subscribe(user, print(GameUpdated), { gameId });
    // the game as it is comes first
    await eventually(() => expect(subscription.values<GameNews>("gameUpdated")[0]?.kind).toBe("CURRENT"));
    return {
      news: () =>
        subscription
          .values<GameNews>("gameUpdated")
          .map((u) => `${u.kind} ${u.game.opponentOnline ? "online" : "offline"}`),
      read: async () => (await execute(server(), GameBoard, { id: gameId }, { token: user.token })).data!.game!,
    };
  }

  it("tells each player when the opponent's last connection closes and when they are back, and nothing of anyone else", async () => {
    // x invited o: o does not follow x, and is told all the same; x has no tab open yet
    const { x, o, game } = await newGame(server(), { inviterOnline: false });
    const gameId = encodeGlobalID("Game", game.id);
    const oBoard = await watchedBoard(o, gameId);
    expect(await oBoard.read()).toMatchObject({ status: "IN_PROGRESS", opponentOnline: false, turnSeconds: 30 });

    const xFirstTab = await connectGraphQL(baseUrl(), x.token);
    await eventually(() => expect(oBoard.news()).toEqual(["CURRENT offline", "OPPONENT_RETURNED online"]));
    expect(await oBoard.read()).toMatchObject({ opponentOnline: true });
    const xSecondTab = await connectGraphQL(baseUrl(), x.token);

    // someone else coming and going, o's own connections, and x closing one of two tabs are no
    // news: x's leaving, announced after them, is the next thing o hears (the bus keeps the order)
    const stranger = await createUser(server());
    const strangerTab = await connectGraphQL(baseUrl(), stranger.token);
    const oSecondTab = await connectGraphQL(baseUrl(), o.token);
    await Promise.all([strangerTab.dispose(), oSecondTab.dispose(), xSecondTab.dispose()]);
    await eventually(async () => expect(await server().domain.online.isOnline(stranger.id)).toBe(false));
    await xFirstTab.dispose();
    await eventually(() =>
      expect(oBoard.news()).toEqual(["CURRENT offline", "OPPONENT_RETURNED online", "OPPONENT_LEFT offline"]),
    );
    expect(await oBoard.read()).toMatchObject({ status: "IN_PROGRESS", opponentOnline: false });

    // x comes back: their own board shows o, who never left, online
    const xBoard = await watchedBoard(x, gameId);
    await eventually(() =>
      expect(oBoard.news()).toEqual([
        "CURRENT offline",
        "OPPONENT_RETURNED online",
        "OPPONENT_LEFT offline",
        "OPPONENT_RETURNED online",
      ]),
    );
    expect(await xBoard.read()).toMatchObject({ opponentOnline: true });
    expect(xBoard.news()).toEqual(["CURRENT online"]);
  });
});

describe("refusals", () => {
  it("answers every refused move with a typed error and changes nothing", async () => {
    const { ada, bob, gameId } = await startedGame();
    const eve = await createUser(server());
    const outcome = async (user: TestUser, cell: number, id = gameId) => {
      const result = (await move(user, id, cell)).data!.playGameMove;
      return "code" in result! ? result.code : result!.__typename;
    };
    expect(await outcome(bob, 0)).toBe("NOT_YOUR_TURN");
    expect(await outcome(ada, 4)).toBe("PlayGameMovePayload");
    expect(await outcome(bob, 4)).toBe("CELL_TAKEN");
    expect(await outcome(eve, 0)).toBe("NOT_A_PLAYER");
    expect(await outcome(bob, 9)).toBe("CELL_OUT_OF_RANGE");
    expect(await outcome(bob, -1)).toBe("CELL_OUT_OF_RANGE");
    expect(await outcome(bob, 0, encodeGlobalID("Game", "01900000-0000-7000-8000-00000000dead"))).toBe("NOT_FOUND");
    expect(await outcome(bob, 0, encodeGlobalID("Post", gameId))).toBe("NOT_FOUND");
    expect(await outcome(bob, 0, "x".repeat(50_000))).toBe("NOT_FOUND");
    const tooBig = await execute(server(), PlayGameMove, { input: { gameId, cell: 2 ** 40 } }, { token: bob.token });
    expect(tooBig.errors?.[0]?.message).toMatch(/Int/);
    expect((await execute(server(), GameBoard, { id: gameId }, { token: bob.token })).data!.game).toMatchObject({
      cells: [null, null, null, null, "X", null, null, null, null],
      turn: "TEAM_2",
      moveCount: 1,
    });
    expect(
      (await execute(server(), ForfeitGame, { input: { gameId } }, { token: eve.token })).data!.forfeitGame,
    ).toMatchObject({ code: "NOT_A_PLAYER" });
    expect(
      (await execute(server(), ForfeitGame, { input: { gameId } }, { token: bob.token })).data!.forfeitGame,
    ).toEqual({ __typename: "ForfeitGamePayload", game: { status: "WON", winner: "TEAM_1", endReason: "FORFEIT" } });
    expect(await outcome(ada, 0)).toBe("GAME_OVER");
  });

  it("refuses invitations to yourself, to someone not followed or offline, and duplicates", async () => {
    const { ada, bob } = await friendsInLobby();
    const [stranger, offline] = [await createUser(server()), await createUser(server())];
    await server().domain.follows.follow(ada.viewer, offline.id);
    const reason = async (to: TestUser) => {
      const result = (await invite(ada, to)).data!.inviteToGame;
      return "code" in result! ? [result.code, result.message] : result!.__typename;
    };
    await subscribe(stranger, print(GameInvitationUpdated)); // online, not followed
    expect(await reason(ada)).toEqual(["SELF_INVITATION", "You cannot invite yourself."]);
    expect(await reason(stranger)).toEqual(["NOT_FOLLOWING", "You can only invite people you follow."]);
    expect(await reason(offline)).toEqual(["INVITEE_OFFLINE", "They are not online right now."]);
    expect(await reason(bob)).toBe("InviteToGamePayload");
    expect(await reason(bob)).toEqual(["DUPLICATE_INVITATION", "There is already an open invitation between you two."]);
  });

  it("a game is its two players' alone: anyone else reads null, cannot subscribe, and signed-out callers are refused", async () => {
    const { bob, gameId, invitationId } = await startedGame();
    const eve = await createUser(server());
    expect((await execute(server(), GameBoard, { id: gameId }, { token: eve.token })).data!.game).toBeNull();
    expect((await execute(server(), GameBoard, { id: gameId }, {})).data!.game).toBeNull();
    expect((await execute(server(), GameBoard, { id: "garbage" }, { token: bob.token })).data!.game).toBeNull();
    const eveBoard = await subscribe(eve, print(GameUpdated), { gameId });
    await eventually(() => expect(JSON.stringify(eveBoard.received)).toContain("NOT_FOUND"));
    const rejected = await execute(server(), RejectGameInvitation, { input: { invitationId } }, { token: eve.token });
    expect(rejected.data!.rejectGameInvitation).toMatchObject({ code: "NOT_INVITEE" });
    const anonymous = await execute(server(), PlayGameMove, { input: { gameId, cell: 0 } }, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
