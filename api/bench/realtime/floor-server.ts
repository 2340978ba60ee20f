// The durable floor: the least a chat and a game must do per message or move under the owner's
// rules, with nothing else. A bare Socket.IO server (node:http, pg.Pool of 10 like the api's) that
//   - verifies a socket's token once, when it connects (HS256, jose, as the api signs them: the
//     api's own claims, sub, ver and jti), and joins it to its user's room on user-joined, as a v1
//     client announces itself;
//   - checks, per message and per move, that the token's session is still live: one indexed read
//     (the user's row: token version, suspension; and no revocation of that token), the simplest
//     correct way to honour "a revoked token does nothing on any face";
//   - per chat message (POST /send, the sender's bearer token verified as any authenticated
//     request is): one statement that INSERTs into "FloorMessage", a table shaped like "Message"
//     (same columns, same indexes: CREATE TABLE ... LIKE "Message" INCLUDING ALL, schema.ts), and
//     its event into "FloorOutbox" (LIKE "OutboxEvent"), so no committed message loses its event;
//     then receive-message to the receiver's room;
//   - per game move (box-clicked {gameId, boxIndex} on the mover's socket): one statement that
//     UPDATEs the game's row in "FloorGame" (LIKE "Game"), checking the turn and the cell as it
//     writes, and stores its event; then box-clicked to the opponent's room;
//   - a relay that deletes the events it has emitted, one DELETE per batch.
// Two nodes share rooms through @socket.io/redis-adapter, as the api's Socket.IO does.
//
// The floor of earlier runs, which did neither the session check nor the outbox ("lean"), still
// runs beside it for one release, printed as "floor without session checks and outbox", so the
// change of reference is visible in the figures.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import pg from "pg";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import { newId } from "../../src/domain/ids.ts";
import { requireLiveSession, TOKEN_ALGORITHM, verifyLogInToken, type LogInClaims } from "../floor-session.ts";

export interface FloorConfig {
  /** postgres:// with ?schema= (the bench's) and ?application_name= (its backends' CPU is counted) */
  databaseUrl: string;
  jwtSecret: string;
  redisUrl?: string;
  /** the adapter's channel prefix, shared by the floor's nodes of one run */
  redisKey: string;
  /** false: the floor of earlier runs, without the per-action session check and the outbox */
  ownersRules: boolean;
}

export interface RunningFloor {
  url: string;
  tokens(userIds: string[]): Promise<string[]>;
  close(): Promise<void>;
}

const MESSAGE_VALUES = `($1::uuid, md5(least($2, $3) || greatest($2, $3))::uuid, $2::uuid, $3::uuid, $4, now(), nextval('floor_message_seq'), nextval('floor_message_seq'))`;
const MESSAGE_COLUMNS = `("id", "conversationId", "senderId", "receiverId", "text", "createdAt", "senderSeq", "receiverSeq")`;
const INSERT_MESSAGE = `INSERT INTO "FloorMessage" ${MESSAGE_COLUMNS} VALUES ${MESSAGE_VALUES}`;
/** The message and its event in one statement: committed together or not at all. */
const INSERT_MESSAGE_AND_EVENT = `
  WITH "message" AS (INSERT INTO "FloorMessage" ${MESSAGE_COLUMNS} VALUES ${MESSAGE_VALUES} RETURNING "id", "senderId", "receiverId")
  INSERT INTO "FloorOutbox" ("type", "payload")
  SELECT 'message.sent', json_build_object('id', "id", 'senderId', "senderId", 'receiverId', "receiverId") FROM "message"
  RETURNING "id"`;

// the player to move, an empty cell, a game in progress: otherwise no row, and nothing is sent
const MOVE = `
  UPDATE "FloorGame" SET
    "board" = overlay("board" placing "nextTurn"::text from $3::int + 1 for 1),
    "nextTurn" = (CASE "nextTurn" WHEN 'X' THEN 'O' ELSE 'X' END)::"GameMark",
    "moveCount" = "moveCount" + 1,
    "turnDeadline" = now() + make_interval(secs => "turnSeconds"),
    "updatedAt" = now()
  WHERE "id" = $1 AND "status" = 'IN_PROGRESS' AND substr("board", $3::int + 1, 1) = '-'
    AND (CASE "nextTurn" WHEN 'X' THEN "playerXId" ELSE "playerOId" END) = $2
  RETURNING "id", (CASE "nextTurn" WHEN 'O' THEN "playerOId" ELSE "playerXId" END) AS "opponentId", "nextTurn", "moveCount"`;
const PLAY_MOVE = `WITH "game" AS (${MOVE}) SELECT "opponentId", "nextTurn", NULL::bigint AS "eventId" FROM "game"`;
/** The move and its event in one statement. */
const PLAY_MOVE_AND_EVENT = `
  WITH "game" AS (${MOVE}),
  "event" AS (
    INSERT INTO "FloorOutbox" ("type", "payload")
    SELECT 'game.moved', json_build_object('gameId', "id", 'ply', "moveCount", 'cell', $3::int) FROM "game"
    RETURNING "id")
  SELECT "opponentId", "nextTurn", "event"."id" AS "eventId" FROM "game", "event"`;

/** How often the relay deletes what was emitted: a batch per turn of this timer. */
const RELAY_EVERY_MS = 10;

export async function startFloor(config: FloorConfig): Promise<RunningFloor> {
  const url = new URL(config.databaseUrl);
  const schema = url.searchParams.get("schema")!;
  url.searchParams.delete("schema");
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10, options: `-c search_path="${schema}"` });
  const key = new TextEncoder().encode(config.jwtSecret);
  const claimsOf = (token: unknown) => verifyLogInToken(key, token);
  const stillLive = async (claims: LogInClaims): Promise<void> => {
    if (config.ownersRules) await requireLiveSession(pool, claims);
  };
  // what was emitted, for the relay to delete
  let emitted: string[] = [];
  const relay = setInterval(() => {
    if (!emitted.length) return;
    const batch = emitted;
    emitted = [];
    pool.query(`DELETE FROM "FloorOutbox" WHERE "id" = ANY($1::bigint[])`, [batch]).catch((error: unknown) => {
      console.error(`[floor] relay failed: ${String(error)}`);
      emitted.push(...batch);
    });
  }, RELAY_EVERY_MS);

  const httpServer = http.createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/send") return void res.writeHead(404).end();
    let body = "";
    req.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
    req.on("end", async () => {
      try {
        const claims = await claimsOf(req.headers.authorization?.replace(/^Bearer /, ""));
        await stillLive(claims);
        const senderId = claims.sub;
        const { receiverId, message } = JSON.parse(body) as { receiverId: string; message: string };
        const values = [newId(), senderId, receiverId, message];
        if (config.ownersRules) {
          const { rows } = await pool.query<{ id: string }>(INSERT_MESSAGE_AND_EVENT, values);
          emitted.push(rows[0]!.id);
        } else await pool.query(INSERT_MESSAGE, values);
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
    claimsOf(socket.handshake.auth.token).then(
      (claims) => ((socket.data.claims = claims), next()),
      () => next(new Error("unauthorized")),
    );
  });
  io.on("connection", (socket) => {
    const claims = socket.data.claims as LogInClaims;
    const userId = claims.sub;
    socket.on("user-joined", () => {
      void socket.join(userId);
      socket.emit("active-people", { people: [] });
    });
    socket.on("box-clicked", async ({ gameId, boxIndex }: { gameId: string; boxIndex: number }) => {
      try {
        await stillLive(claims);
        const { rows } = await pool.query<{ opponentId: string; nextTurn: string; eventId: string | null }>(
          config.ownersRules ? PLAY_MOVE_AND_EVENT : PLAY_MOVE,
          [gameId, userId, boxIndex],
        );
        if (rows[0]?.eventId) emitted.push(rows[0].eventId);
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
          // the api's claims: the account's token version (0 for the bench's users) and the token's id
          new SignJWT({ ver: 0 })
            .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: "JWT" })
            .setSubject(id)
            .setJti(randomUUID())
            .setIssuedAt()
            .setExpirationTime("2h")
            .sign(key),
        ),
      ),
    async close() {
      clearInterval(relay);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await pool.end();
      redis?.pub.disconnect();
      redis?.sub.disconnect();
    },
  };
}
