// A game across two api processes sharing PostgreSQL and Redis, as behind a load balancer: node A
// runs in this test process, node B in its own. Ada's v1 tab is on node A, Bob's v1 tab and his
// Relay board on node B: they play a whole game, each move reaching the other node. Then a turn
// runs out while both nodes' sweepers run: the game ends once, both hear it, the result counts once.
// And a player leaving on one node is news to their opponent's board on the other.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { overdueTurn } from "../support/games.ts";
import { subscribeLive, type LiveSubscription } from "../support/graphql-ws.ts";
import { startNodeProcess, stopNodeProcess } from "../support/node-process.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { execute } from "../support/graphql-client.ts";
import { GameBoard, GameUpdated } from "../graphql/game-operations.ts";
import { connectV1, listen, type V1Socket } from "./socket-client.ts";
import { eventually } from "../support/eventually.ts";

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL || !process.env.TEST_DATABASE_URL)("a game across two api processes", () => {
  let nodeA: TestServer;
  let urlA: string;
  let nodeB: { child: ChildProcess; url: string };
  let dataDirB: string;
  const sockets: V1Socket[] = [];
  const subscriptions: LiveSubscription[] = [];

  beforeAll(async () => {
    nodeA = await createTestServer({ REDIS_URL: REDIS_URL! });
    urlA = await listen(nodeA);
    dataDirB = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-node-b-"));
    nodeB = await startNodeProcess(nodeA.config.databaseUrl, dataDirB);
  }, 150_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.allSettled(subscriptions.map((s) => s.close()));
    if (nodeB) await stopNodeProcess(nodeB.child);
    fs.rmSync(dataDirB, { recursive: true, force: true });
    await nodeA?.close(); // owns the database schema and drops it
  });

  /** A v1 tab of `user` on the node at `url`, recording the game events it hears. */
  async function v1Tab(url: string, user: TestUser) {
    const socket = await connectV1(url, { auth: { token: user.token } });
    sockets.push(socket);
    const heard: [string, unknown][] = [];
    for (const event of ["acceptInvite", "room-join", "box-clicked", "game-over"])
      socket.socket.on(event, (payload: unknown) => heard.push([event, payload]));
    await socket.join(user.id);
    return {
      heard,
      emit: (event: string, payload: unknown) => void socket.socket.emit(event, payload),
      close: () => socket.close(),
    };
  }

  /** Ada (node A) invites Bob (node B) from v1's lobby; Bob joins the room. */
  async function invitedAcrossNodes() {
    const [ada, bob] = [await createUser(nodeA), await createUser(nodeA)];
    await nodeA.domain.follows.follow(ada.viewer, bob.id);
    const [adaTab, bobTab] = [await v1Tab(urlA, ada), await v1Tab(nodeB.url, bob)];
    await eventually(async () => expect(await nodeA.domain.online.isOnline(bob.id)).toBe(true));
    adaTab.emit("accept-invite", {
      _id: bob.id,
      username: bob.username,
      currentUser: ada.username,
      currentUserId: ada.id,
    });
    await eventually(() =>
      expect(bobTab.heard).toMatchObject([["acceptInvite", { sender: ada.id, receiverId: bob.id }]]),
    );
    bobTab.emit("join-room", { roomId: ada.id, sender: bob.id, receiver: ada.id });
    for (const tab of [adaTab, bobTab]) await eventually(() => expect(tab.heard.at(-1)).toEqual(["room-join", ada.id]));
    const game = await nodeA.prisma.game.findFirstOrThrow({ where: { playerXId: ada.id } });
    return { ada, bob, adaTab, bobTab, gameId: game.id };
  }

  it("two players on different nodes play a whole game to a draw, every move reaching the other node once", async () => {
    const { bob, adaTab, bobTab, gameId } = await invitedAcrossNodes();
    const bobBoard = await subscribeLive(nodeB.url, bob.token, print(GameUpdated), {
      gameId: encodeGlobalID("Game", gameId),
    });
    subscriptions.push(bobBoard);
    const cells = [0, 1, 2, 4, 3, 5, 7, 6, 8]; // a draw
    for (const [i, boxIndex] of cells.entries()) {
      const [mover, other, team] = i % 2 === 0 ? [adaTab, bobTab, "team-1"] : [bobTab, adaTab, "team-2"];
      const before = other.heard.length;
      mover.emit("box-clicked", { boxIndex, team });
      await eventually(() => expect(other.heard[before]).toEqual(["box-clicked", { boxIndex, team }]));
    }
    await eventually(() => expect(bobTab.heard.at(-1)).toEqual(["game-over", { winner: null }]));
    await eventually(() =>
      expect(bobBoard.values<{ kind: string }>("gameUpdated").map((u) => u.kind)).toEqual([
        "CURRENT",
        ...cells.map(() => "MOVE"),
        "ENDED",
      ]),
    );
    expect(adaTab.heard.filter(([e]) => e === "box-clicked")).toHaveLength(4);
    expect(bobTab.heard.filter(([e]) => e === "box-clicked")).toHaveLength(5);
    expect(await nodeA.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).toMatchObject({
      status: "DRAW",
      board: "XOXXOOOXX",
      moveCount: 9,
    });
  });

  it("a player whose last connection closes on node B: their opponent's board on node A hears they left, and that they are back", async () => {
    const { ada, bob, bobTab, gameId } = await invitedAcrossNodes();
    const id = encodeGlobalID("Game", gameId);
    const adaBoard = await subscribeLive(urlA, ada.token, print(GameUpdated), { gameId: id });
    subscriptions.push(adaBoard);
    const news = () =>
      adaBoard
        .values<{ kind: string; game: { opponentOnline: boolean } }>("gameUpdated")
        .map((u) => [u.kind, u.game.opponentOnline]);
    await eventually(() => expect(news()).toEqual([["CURRENT", true]]));
    bobTab.close();
    await eventually(() =>
      expect(news()).toEqual([
        ["CURRENT", true],
        ["OPPONENT_LEFT", false],
      ]),
    );
    expect((await execute(nodeA, GameBoard, { id }, { token: ada.token })).data!.game).toMatchObject({
      status: "IN_PROGRESS",
      opponentOnline: false,
    });
    await v1Tab(nodeB.url, bob);
    await eventually(() =>
      expect(news()).toEqual([
        ["CURRENT", true],
        ["OPPONENT_LEFT", false],
        ["OPPONENT_RETURNED", true],
      ]),
    );
  });

  it("a turn that runs out is ended once by whichever node's sweeper gets there first; both players hear it", async () => {
    const { ada, bob, adaTab, bobTab, gameId } = await invitedAcrossNodes();
    await overdueTurn(nodeA, gameId);
    for (const tab of [adaTab, bobTab])
      await eventually(() => expect(tab.heard.at(-1)).toEqual(["game-over", { winner: "team-2" }]));
    expect(await nodeA.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).toMatchObject({
      status: "WON",
      winnerId: bob.id,
      endReason: "TIMEOUT",
    });
    expect(await nodeA.domain.leaderboard.record(bob.id)).toEqual({ wins: 1, draws: 0, losses: 0 });
    expect(await nodeA.domain.leaderboard.record(ada.id)).toEqual({ wins: 0, draws: 0, losses: 1 });
    expect(adaTab.heard.filter(([e]) => e === "game-over")).toHaveLength(1);
  });
});
