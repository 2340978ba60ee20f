// The durable floor: the least a chat and a game must do per message or move, with nothing else.
// A bare Socket.IO server (node:http, pg.Pool of 10 like the api's) that
//   - verifies a socket's token once, when it connects (HS256, jose, as the api signs them), and
//     joins it to its user's room on user-joined, as a v1 client announces itself;
//   - per chat message (POST /send, the sender's bearer token verified as any authenticated
//     request is): one INSERT into "FloorMessage", a table shaped like "Message" (same columns,
//     same indexes: CREATE TABLE ... LIKE "Message" INCLUDING ALL, schema.ts), then
//     receive-message to the receiver's room;
//   - per game move (box-clicked {gameId, boxIndex} on the mover's socket): one UPDATE of the
//     game's row in "FloorGame" (LIKE "Game"), which checks the turn and the cell as it writes,
//     then box-clicked to the opponent's room.
// Two nodes share rooms through @socket.io/redis-adapter, as the api's Socket.IO does.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import { jwtVerify, SignJWT } from "jose";
import pg from "pg";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import { newId } from "../../src/domain/ids.ts";

export interface FloorConfig {
  /** postgres:// with ?schema= (the bench's) and ?application_name= (its backends' CPU is counted) */
  databaseUrl: string;
  jwtSecret: string;
  redisUrl?: string;
  /** the adapter's channel prefix, shared by the floor's nodes of one run */
  redisKey: string;
}

export interface RunningFloor {
  url: string;
  tokens(userIds: string[]): Promise<string[]>;
  close(): Promise<void>;
}

const ALGORITHM = "HS256";

const INSERT_MESSAGE = `
  INSERT INTO "FloorMessage" ("id", "conversationId", "senderId", "receiverId", "text", "createdAt", "senderSeq", "receiverSeq")
  VALUES ($1::uuid, md5(least($2, $3) || greatest($2, $3))::uuid, $2::uuid, $3::uuid, $4, now(), nextval('floor_message_seq'), nextval('floor_message_seq'))`;

// the player to move, an empty cell, a game in progress: otherwise no row, and nothing is sent
const PLAY_MOVE = `
  UPDATE "FloorGame" SET
    "board" = overlay("board" placing "nextTurn"::text from $3::int + 1 for 1),
    "nextTurn" = (CASE "nextTurn" WHEN 'X' THEN 'O' ELSE 'X' END)::"GameMark",
    "moveCount" = "moveCount" + 1,
    "turnDeadline" = now() + make_interval(secs => "turnSeconds"),
    "updatedAt" = now()
  WHERE "id" = $1 AND "status" = 'IN_PROGRESS' AND substr("board", $3::int + 1, 1) = '-'
    AND (CASE "nextTurn" WHEN 'X' THEN "playerXId" ELSE "playerOId" END) = $2
  RETURNING (CASE "nextTurn" WHEN 'O' THEN "playerOId" ELSE "playerXId" END) AS "opponentId", "nextTurn"`;

export async function startFloor(config: FloorConfig): Promise<RunningFloor> {
  const url = new URL(config.databaseUrl);
  const schema = url.searchParams.get("schema")!;
  url.searchParams.delete("schema");
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10, options: `-c search_path="${schema}"` });
  const key = new TextEncoder().encode(config.jwtSecret);
  const userOf = async (token: unknown): Promise<string> => {
    if (typeof token !== "string") throw new Error("no token");
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
    if (!payload.sub) throw new Error("no subject");
    return payload.sub;
  };

  const httpServer = http.createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/send") return void res.writeHead(404).end();
    let body = "";
    req.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
    req.on("end", async () => {
      try {
        const senderId = await userOf(req.headers.authorization?.replace(/^Bearer /, ""));
        const { receiverId, message } = JSON.parse(body) as { receiverId: string; message: string };
        await pool.query(INSERT_MESSAGE, [newId(), senderId, receiverId, message]);
        io.to(receiverId).emit("receive-message", { senderId, message });
        res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
      } catch (error) {
        res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ error: String(error) }));
      }
    });
  });

  const redis = config.redisUrl ? { pub: new Redis(config.redisUrl), sub: new Redis(config.redisUrl) } : null;
  const io = new Server(httpServer, {
    serveClient: false,
    transports: ["websocket"],
    ...(redis && { adapter: createAdapter(redis.pub, redis.sub, { key: config.redisKey }) }),
  });
  io.use((socket, next) => {
    userOf(socket.handshake.auth.token).then(
      (userId) => ((socket.data.userId = userId), next()),
      () => next(new Error("unauthorized")),
    );
  });
  io.on("connection", (socket) => {
    const userId = socket.data.userId as string;
    socket.on("user-joined", () => {
      void socket.join(userId);
      socket.emit("active-people", { people: [] });
    });
    socket.on("box-clicked", async ({ gameId, boxIndex }: { gameId: string; boxIndex: number }) => {
      try {
        const { rows } = await pool.query<{ opponentId: string; nextTurn: string }>(PLAY_MOVE, [
          gameId,
          userId,
          boxIndex,
        ]);
        // the mark that moved is the one not to move now
        if (rows[0])
          io.to(rows[0].opponentId).emit("box-clicked", {
            boxIndex,
            team: rows[0].nextTurn === "O" ? "team-1" : "team-2",
          });
      } catch (error) {
        console.error(`[floor] move failed: ${String(error)}`);
      }
    });
  });

  await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokens: (userIds) =>
      Promise.all(
        userIds.map((id) =>
          new SignJWT({})
            .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
            .setSubject(id)
            .setIssuedAt()
            .setExpirationTime("2h")
            .sign(key),
        ),
      ),
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await pool.end();
      redis?.pub.disconnect();
      redis?.sub.disconnect();
    },
  };
}
