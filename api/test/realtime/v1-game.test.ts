// The v1 game events (docs/v1-compatibility.md: Socket.IO events, Game invitations), over
// real Socket.IO clients: an invitation prompt to the invitee only, rejection news to the inviter,
// room-join to both players, each accepted move relayed to the other player only, the server's
// game-over; refused and malformed events change nothing and reach nobody; and a v1 player
// plays a Relay player.
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { overdueTurn } from "../support/games.ts";
import { execute } from "../support/graphql-client.ts";
import { subscribeLive, type LiveSubscription } from "../support/graphql-ws.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { GameInvitationUpdated, GameUpdated, InviteToGame, PlayGameMove } from "../graphql/game-operations.ts";
import { connectV1, listen, type V1Socket } from "./socket-client.ts";
import { eventually } from "../support/eventually.ts";

const GAME_EVENTS = ["acceptInvite", "rejectInvite", "room-join", "box-clicked", "game-over"] as const;

let server: TestServer;
let baseUrl: string;
const sockets: V1Socket[] = [];
const subscriptions: LiveSubscription[] = [];

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await listen(server);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all(subscriptions.map((s) => s.close()));
  await server.close();
});

interface V1Player {
  user: TestUser;
  socket: V1Socket;
  /** every game event this tab received, in order: [event, payload] */
  heard: [string, unknown][];
  emit(event: string, payload?: unknown): void;
}

/** A v1 tab of a new person, on `url` (this node by default), joined as them. */
async function v1Player(url = baseUrl, user?: TestUser): Promise<V1Player> {
  const who = user ?? (await createUser(server));
  const socket = await connectV1(url, { auth: { token: who.token } });
  sockets.push(socket);
  const heard: [string, unknown][] = [];
  for (const event of GAME_EVENTS) socket.socket.on(event, (payload: unknown) => heard.push([event, payload]));
  await socket.join(who.id);
  return { user: who, socket, heard, emit: (event, payload) => void socket.socket.emit(event, payload) };
}

/** What v1's lobby sends: the active-people entry of the invitee, plus the inviter's username and id. */
const acceptInvitePayload = (inviter: TestUser, invitee: TestUser) => ({
  _id: invitee.id,
  id: invitee.id,
  name: `Name ${invitee.username}`,
  username: invitee.username,
  email: "",
  bio: "",
  profile_image: "",
  cover_image: "",
  createdAt: "",
  __v: 0,
  currentUser: inviter.username,
  currentUserId: inviter.id,
});

async function v1Pair() {
  const [a, b] = [await v1Player(), await v1Player()];
  await server.domain.follows.follow(a.user.viewer, b.user.id);
  return { a, b };
}

const gameOf = (user: TestUser) =>
  server.prisma.game.findFirstOrThrow({ where: { playerXId: user.id }, orderBy: { createdAt: "desc" } });

describe("two v1 players", () => {
  it("invite, join the room, play to a win: each hears exactly what v1 clients expect", async () => {
    const { a, b } = await v1Pair();
    a.emit("accept-invite", acceptInvitePayload(a.user, b.user));
    await eventually(() =>
      expect(b.heard).toEqual([
        [
          "acceptInvite",
          {
            type: "accept",
            receiverId: b.user.id,
            receiver: b.user.username,
            sender: a.user.id,
            message: `${a.user.username} invites you for game`,
          },
        ],
      ]),
    );
    b.emit("join-room", { roomId: a.user.id, sender: b.user.id, receiver: a.user.id });
    for (const player of [a, b]) await eventually(() => expect(player.heard.at(-1)).toEqual(["room-join", a.user.id]));
    expect(a.heard).toEqual([["room-join", a.user.id]]);

    const moves: [V1Player, number, string][] = [
      [a, 0, "team-1"],
      [b, 4, "team-2"],
      [a, 1, "team-1"],
      [b, 8, "team-2"],
      [a, 2, "team-1"],
    ];
    for (const [player, boxIndex, team] of moves) {
      const other = player === a ? b : a;
      const before = other.heard.length;
      player.emit("box-clicked", { boxIndex, team });
      await eventually(() => expect(other.heard[before]).toEqual(["box-clicked", { boxIndex, team }]));
    }
    await eventually(() => expect(b.heard.at(-1)).toEqual(["game-over", { winner: "team-1" }]));
    expect(a.heard.filter(([event]) => event === "box-clicked").map(([, p]) => p)).toEqual([
      { boxIndex: 4, team: "team-2" },
      { boxIndex: 8, team: "team-2" },
    ]);
    expect(a.heard.some(([event]) => event === "game-over")).toBe(false); // the mover saw its own win
    expect(await gameOf(a.user)).toMatchObject({ status: "WON", winnerId: a.user.id, board: "XXX-O---O" });
  });

  it("reject-invite tells the inviter with v1's message, nobody else", async () => {
    const { a, b } = await v1Pair();
    const bystander = await v1Player();
    a.emit("accept-invite", acceptInvitePayload(a.user, b.user));
    await eventually(() => expect(b.heard).toHaveLength(1));
    b.emit("reject-invite", { receiver: a.user.id, sender: b.user.username });
    await eventually(() =>
      expect(a.heard).toEqual([
        ["rejectInvite", { type: "reject", message: `${b.user.username} rejects your Invitation` }],
      ]),
    );
    expect(bystander.heard).toEqual([]);
    expect(await server.prisma.gameInvitation.findFirstOrThrow({ where: { inviterId: a.user.id } })).toMatchObject({
      status: "REJECTED",
    });
  });

  it("an invitation is no v1 notification: the invitee hears acceptInvite, and no receiveNotification of it", async () => {
    const { a, b } = await v1Pair();
    const notified: { type: string; message: string }[] = [];
    b.socket.socket.on("receiveNotification", (n: { type: string; message: string }) => notified.push(n));
    a.emit("accept-invite", acceptInvitePayload(a.user, b.user));
    await eventually(() => expect(b.heard).toHaveLength(1));
    expect(await server.prisma.notification.count({ where: { recipientId: b.user.id, kind: "GAME_INVITATION" } })).toBe(
      1,
    ); // the new client's bell
    // a follow made after the invitation reaches b: the invitation's notification was skipped, not late
    const later = await createUser(server);
    await server.domain.follows.follow(later.viewer, b.user.id);
    await eventually(() => expect(notified.map((n) => n.message)).toContain(`${later.username} followed you`));
    expect(notified.every((n) => n.type === "follow")).toBe(true);
  });

  it("refused moves and malformed events change nothing, reach nobody and crash nothing", async () => {
    const { a, b } = await v1Pair();
    const bystander = await v1Player();
    // malformed invitations and answers first: nothing opens
    for (const payload of [
      null,
      "x",
      42,
      [],
      {},
      { _id: 7 },
      { _id: "not-an-id" },
      { _id: "x".repeat(200_000) },
      { _id: b.user.id, currentUserId: bystander.user.id },
    ])
      a.emit("accept-invite", payload);
    for (const payload of [null, {}, { receiver: 1 }, { receiver: a.user.id }]) b.emit("join-room", payload);
    a.emit("accept-invite", acceptInvitePayload(a.user, b.user));
    await eventually(() => expect(b.heard).toHaveLength(1));
    expect(await server.prisma.gameInvitation.count({ where: { inviterId: a.user.id } })).toBe(1);
    b.emit("join-room", { roomId: a.user.id, sender: b.user.id, receiver: a.user.id });
    await eventually(() => expect(a.heard).toEqual([["room-join", a.user.id]]));

    const refused: [V1Player, unknown][] = [
      [b, { boxIndex: 0, team: "team-2" }], // not b's turn
      [a, { boxIndex: 0, team: "team-2" }], // not a's team
      [a, { boxIndex: 9, team: "team-1" }],
      [a, { boxIndex: -1, team: "team-1" }],
      [a, { boxIndex: 1.5, team: "team-1" }],
      [a, { boxIndex: "4", team: "team-1" }],
      [a, { team: "team-1" }],
      [a, { boxIndex: 4, team: "team-3" }],
      [a, null],
      [a, "box"],
      [a, { boxIndex: 4, team: "x".repeat(200_000) }],
      [bystander, { boxIndex: 4, team: "team-1" }], // plays in no game
    ];
    for (const [player, payload] of refused) player.emit("box-clicked", payload);
    a.emit("game-over", { winner: "team-1" }); // the server decides, not a client
    a.emit("box-clicked", { boxIndex: 4, team: "team-1" }); // the one valid move, after all of them
    await eventually(() => expect(b.heard.at(-1)).toEqual(["box-clicked", { boxIndex: 4, team: "team-1" }]));
    b.emit("box-clicked", { boxIndex: 4, team: "team-2" }); // cell taken
    b.emit("box-clicked", { boxIndex: 0, team: "team-2" });
    await eventually(() => expect(a.heard.at(-1)).toEqual(["box-clicked", { boxIndex: 0, team: "team-2" }]));
    expect(b.heard.filter(([event]) => event === "box-clicked")).toHaveLength(1);
    expect(a.heard.filter(([event]) => event === "box-clicked")).toHaveLength(1);
    expect(bystander.heard).toEqual([]);
    expect(await gameOf(a.user)).toMatchObject({ board: "O---X----", moveCount: 2, status: "IN_PROGRESS" });
  });

  it("a turn that runs out ends the game for both: game-over to each with the winner", async () => {
    const { a, b } = await v1Pair();
    a.emit("accept-invite", acceptInvitePayload(a.user, b.user));
    await eventually(() => expect(b.heard).toHaveLength(1));
    b.emit("join-room", { roomId: a.user.id, sender: b.user.id, receiver: a.user.id });
    await eventually(() => expect(a.heard).toHaveLength(1));
    const game = await gameOf(a.user);
    await overdueTurn(server, game.id); // a (team-1) let its first turn run out
    await server.domain.gameClock.sweep();
    for (const player of [a, b])
      await eventually(() => expect(player.heard.at(-1)).toEqual(["game-over", { winner: "team-2" }]));
  });
});

describe("a v1 player and a Relay player", () => {
  it("play each other: invitation, room, moves and the end cross between the faces", async () => {
    const v1 = await v1Player();
    const relay = await createUser(server);
    await server.domain.follows.follow(relay.viewer, v1.user.id);
    const relayNews = await subscribeLive(baseUrl, relay.token, print(GameInvitationUpdated));
    subscriptions.push(relayNews);

    await execute(server, InviteToGame, { input: { inviteeId: v1.user.globalId } }, { token: relay.token });
    await eventually(() =>
      expect(v1.heard).toMatchObject([
        ["acceptInvite", { sender: relay.id, message: `${relay.username} invites you for game` }],
      ]),
    );
    v1.emit("join-room", { roomId: relay.id, sender: v1.user.id, receiver: relay.id });
    await eventually(() => expect(v1.heard.at(-1)).toEqual(["room-join", relay.id]));
    await eventually(() =>
      expect(relayNews.values<{ kind: string }>("gameInvitationUpdated").map((n) => n.kind)).toEqual(["ACCEPTED"]),
    );
    const gameId = relayNews.values<{ invitation: { game: { id: string } } }>("gameInvitationUpdated")[0]!.invitation
      .game.id;
    const board = await subscribeLive(baseUrl, relay.token, print(GameUpdated), { gameId });
    subscriptions.push(board);

    const relayMove = (cell: number) =>
      execute(server, PlayGameMove, { input: { gameId, cell } }, { token: relay.token });
    expect((await relayMove(0)).data!.playGameMove!.__typename).toBe("PlayGameMovePayload");
    await eventually(() => expect(v1.heard.at(-1)).toEqual(["box-clicked", { boxIndex: 0, team: "team-1" }]));
    v1.emit("box-clicked", { boxIndex: 3, team: "team-2" });
    await eventually(() =>
      expect(board.values<{ kind: string; move: { cell: number; team: string } }>("gameUpdated").at(-1)).toMatchObject({
        kind: "MOVE",
        move: { cell: 3, team: "TEAM_2" },
      }),
    );
    await relayMove(1);
    v1.emit("box-clicked", { boxIndex: 4, team: "team-2" });
    // the game as it was, then four moves
    await eventually(() => expect(board.received).toHaveLength(5));
    await relayMove(2);
    await eventually(() =>
      expect(v1.heard.slice(-2)).toEqual([
        ["box-clicked", { boxIndex: 2, team: "team-1" }],
        ["game-over", { winner: "team-1" }],
      ]),
    );
    expect(await server.prisma.game.findUniqueOrThrow({ where: { id: (await gameOf(relay)).id } })).toMatchObject({
      status: "WON",
      winnerId: relay.id,
      board: "XXXOO----",
    });
  });
});
