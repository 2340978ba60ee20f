// Child process of the log-in burst benchmark (auth-burst.ts): the real server as deployed
// (buildServer + loadConfig, NODE_ENV=production, BCRYPT_ROUNDS as configured), on a port of its
// own, so the load generator never shares its event loop. Its ready reply carries the URL; a
// `close` request stops it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { loadConfig } from "../../src/config/env.ts";
import { buildServer } from "../../src/server.ts";
import { benchApiEnv } from "../api-env.ts";
import type { IpcReply } from "../ipc-child.ts";

const [databaseUrl, bcryptRounds] = process.argv.slice(2);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-bench-auth-"));
const server = await buildServer(
  loadConfig({
    ...benchApiEnv({ databaseUrl: databaseUrl!, dataDir, publicUrl: "http://bench.skysocial.test" }),
    BCRYPT_ROUNDS: bcryptRounds!,
    // a burst from one address is what the benchmark sends: the per-client budget is not what it measures
    AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
  }),
);
await server.http.app.listen({ port: 0, host: "127.0.0.1" });
const { port } = server.http.app.server.address() as AddressInfo;

const send = (reply: IpcReply, then?: () => void) => process.send!(reply, undefined, {}, () => then?.());
process.on("message", (message: { id: number; type: "close" }) => {
  server.close().then(
    () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      send({ id: message.id, result: null }, () => process.exit(0));
    },
    (error: unknown) => send({ id: message.id, error: String(error) }),
  );
});
// the benchmark ended without closing it (it failed): nothing is left running
process.on("disconnect", () => process.exit(1));
send({ id: 0, result: { url: `http://127.0.0.1:${port}` } });
