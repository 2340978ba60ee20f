// A Socket.IO socket whose token was logged out can do nothing, whatever Redis is doing. With
// Redis down the logOut's broadcast (session.ended) waits in the outbox, so nothing ends the
// socket from outside: the socket's next action must be refused on its own, by the token check
// it makes against the database.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { newGame } from "../support/games.ts";
import { RedisServer } from "../support/redis-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { connectV1, listen, type V1Socket } from "./socket-client.ts";
import { eventually } from "../support/eventually.ts";

let redis: RedisServer;
let server: TestServer;
let baseUrl: string;
const sockets: V1Socket[] = [];

beforeAll(async () => {
  redis = await RedisServer.start();
  server = await createTestServer({ REDIS_URL: redis.url });
  baseUrl = await listen(server);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  if (redis && !redis.running) await redis.start(); // closing waits for Redis (presence, the adapter)
  await server?.close();
  await redis?.kill();
});

const movesOf = (gameId: string) => server.prisma.gameMove.count({ where: { gameId } });

it("checks a socket's token in the database once, not before every action, while the node hears revocations", async () => {
  const { x, o, game } = await newGame(server);
  const [xTab, oTab] = await Promise.all([
    connectV1(baseUrl, { auth: { token: x.token } }),
    connectV1(baseUrl, { auth: { token: o.token } }),
  ]);
  sockets.push(xTab, oTab);
  const holding = vi.spyOn(server.domain.sessions, "holding");
  await xTab.join(x.id);
  await oTab.join(o.id);
  for (const [tab, boxIndex, team, moves] of [
    [xTab, 0, "team-1", 1],
    [oTab, 4, "team-2", 2],
    [xTab, 1, "team-1", 3],
    [oTab, 5, "team-2", 4],
  ] as const) {
    tab.socket.emit("box-clicked", { boxIndex, team });
    await eventually(async () => expect(await movesOf(game.id)).toBe(moves));
  }
  // each socket's first action (user-joined) read its session; the moves were trusted from the node's cache
  expect(holding).toHaveBeenCalledTimes(2);
  holding.mockRestore();
});

it(
  "refuses a game move from a logged-out socket while Redis is down, and ends the socket",
  { timeout: 60_000 },
  async () => {
    const { x, o, game } = await newGame(server);
    const [xTab, oTab] = await Promise.all([
      connectV1(baseUrl, { auth: { token: x.token } }),
      connectV1(baseUrl, { auth: { token: o.token } }),
    ]);
    sockets.push(xTab, oTab);
    await xTab.join(x.id);
    await oTab.join(o.id);

    await redis.kill();
    // moves still work during the outage: X's counts
    xTab.socket.emit("box-clicked", { boxIndex: 0, team: "team-1" });
    await eventually(async () => expect(await movesOf(game.id)).toBe(1));

    const session = await server.domain.sessions.sessionFromToken(o.token);
    await server.domain.accounts.logOut(session!);
    // the broadcast that would end O's sockets is stuck behind the outage
    expect(await server.prisma.outboxEvent.count({ where: { type: "session.ended" } })).toBe(1);

    oTab.socket.emit("box-clicked", { boxIndex: 4, team: "team-2" });
    await eventually(() => expect(oTab.socket.connected).toBe(false));
    expect(await movesOf(game.id)).toBe(1);
    expect(await server.prisma.outboxEvent.count({ where: { type: "session.ended" } })).toBe(1);
    expect(xTab.socket.connected).toBe(true);
  },
);
