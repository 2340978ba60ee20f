// A v1 client across a server restart (a deploy, a crash): socket.io-client reconnects by itself,
// and the server must let it. The new server on the same port and database binds the reconnected
// socket to its user again (its token), so it hears its notifications, messages and its game's
// moves, and its own moves count, with nothing of the v1 wire changed.
import path from "node:path";
import { io, type Socket } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { V1ChatCipher } from "../../src/v1/chat-cipher.ts";
import { createUser } from "../support/fixtures.ts";
import { freePort } from "../support/free-port.ts";
import { newGame } from "../support/games.ts";
import { eventually } from "../support/eventually.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { temporaryDirs } from "../support/temporary-dirs.ts";

const temporaryDir = temporaryDirs("skysocial-v1-restart-");
const cipher = new V1ChatCipher("your-secret-base-key");

let running: TestServer | null = null;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await running?.close();
  running = null;
});

/** A server on `port` over the embedded database in `folder`: the same one each time, as a restarted node. */
async function serverOn(port: number, folder: string): Promise<TestServer> {
  running = await createTestServer({ DATABASE_URL: `pglite:${folder}` });
  await running.app.listen({ port, host: "127.0.0.1" });
  return running;
}

/** A v1 tab as the v1 client opens it: its defaults (polling, then websocket; reconnecting by itself), sooner. */
function v1Tab(url: string, token: string) {
  const socket = io(url, { auth: { token }, forceNew: true, reconnectionDelay: 100, reconnectionDelayMax: 500 });
  sockets.push(socket);
  const heard: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => heard.push([event, payload]));
  let connects = 0;
  socket.on("connect", () => connects++);
  return { socket, heard, connects: () => connects };
}

describe("a v1 client across a server restart", () => {
  // two starts of an embedded database kept on disk: seconds each, more on a loaded machine
  it(
    "reconnects by itself and hears its notifications, messages and game again; its moves count",
    { timeout: 120_000 },
    async () => {
      const folder = path.join(temporaryDir(), "pglite");
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      let server = await serverOn(port, folder);
      // ada (X, to move) and bob (O) in a game; bob plays from a v1 tab
      const { x: ada, o: bob, game } = await newGame(server);
      const carol = await createUser(server);
      const tab = v1Tab(url, bob.token);
      await eventually(() => expect(tab.socket.connected).toBe(true));

      await server.close();
      running = null;
      await eventually(() => expect(tab.socket.connected).toBe(false));
      server = await serverOn(port, folder);
      await eventually(() => expect(tab.connects()).toBe(2));
      // bound to bob again by its token, without a user-joined (v1 clients send none after a reconnect)
      await eventually(async () => expect(await server.domain.online.visibleTo({ id: bob.id })).toContain(bob.id));

      await server.domain.follows.follow(carol.viewer, bob.id);
      await server.domain.messages.send(ada.viewer, bob.id, "still there?");
      await server.domain.games.move(ada.viewer, game.id, 4);
      // each once (in whichever order: some are read from the database before they go out)
      await eventually(() => expect(tab.heard).toHaveLength(3));
      expect(tab.heard).toEqual(
        expect.arrayContaining([
          ["receiveNotification", { type: "follow", message: `${carol.username} followed you` }],
          ["receive-message", { senderId: ada.id, message: expect.any(String), timestamp: expect.any(String) }],
          ["box-clicked", { boxIndex: 4, team: "team-1" }],
        ]),
      );
      const received = tab.heard.find(([event]) => event === "receive-message")?.[1] as { message: string };
      expect(cipher.decrypt(received.message)).toBe("still there?");

      // bob's answer from the reconnected tab is his move in the same game
      tab.socket.emit("box-clicked", { boxIndex: 0, team: "team-2" });
      await eventually(async () =>
        expect(await server.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
          board: expect.stringMatching(/^O...X/),
          nextTurn: "X",
        }),
      );
    },
  );
});
