// Child process of the benchmarks that load the real server with requests of their own
// (auth-burst.ts, search.ts): the server as deployed (buildServer + loadConfig, NODE_ENV=production)
// on a port of its own, so the load generator never shares its event loop. Arguments: the
// database URL and a JSON object of settings the benchmark changes. Its ready reply carries the
// URL; a `tokens` request issues log-in tokens for seeded users (tokenVersion 0, no password
// work); a `close` request stops it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { loadConfig } from "../src/config/env.ts";
import { buildServer } from "../src/server.ts";
import { benchApiEnv } from "./api-env.ts";
import type { IpcReply } from "./ipc-child.ts";

export type ApiServerRequest = { id: number; type: "close" } | { id: number; type: "tokens"; userIds: string[] };

const [databaseUrl, settings] = process.argv.slice(2);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-bench-api-"));
const server = await buildServer(
  loadConfig({
    ...benchApiEnv({ databaseUrl: databaseUrl!, dataDir, publicUrl: "http://bench.skysocial.test" }),
    ...(JSON.parse(settings ?? "{}") as Record<string, string>),
  }),
);
await server.http.app.listen({ port: 0, host: "127.0.0.1" });
const { port } = server.http.app.server.address() as AddressInfo;

const send = (reply: IpcReply, then?: () => void) => process.send!(reply, undefined, {}, () => then?.());
process.on("message", (message: ApiServerRequest) => {
  if (message.type === "tokens") {
    Promise.all(message.userIds.map((id) => server.domain.tokens.issue(id, 0))).then(
      (tokens) => send({ id: message.id, result: tokens }),
      (error: unknown) => send({ id: message.id, error: String(error) }),
    );
    return;
  }
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
