// Child process entry: runs ONE target server and answers the parent over IPC.
//   api    the real server (buildServer + loadConfig, as main.ts does) on the bench schema
//   floor  floor-server.ts, verifying the api's tokens and each request's session
//   floor-lean  floor-server.ts as earlier runs measured it: the viewer from x-viewer-id, no check
// Each target gets its own process so autocannon (in the parent) never shares its event loop.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { Session } from "node:inspector/promises";
import { pathToFileURL } from "node:url";
import { benchApiEnv } from "./api-env.ts";
import { startFloorServer } from "./floor-server.ts";
import { schemaUrl } from "./options.ts";
import { installSqlRecorder } from "./sql-recorder.ts";
import type { TargetConfig, TargetReply, TargetRequest } from "./targets.ts";

const recorder = installSqlRecorder();
const inspector = new Session();
const [mode, configJson] = process.argv.slice(2);
const config = JSON.parse(configJson ?? "{}") as TargetConfig;

function withApplicationName(url: string, name: string) {
  const parsed = new URL(url);
  parsed.searchParams.set("application_name", name);
  return parsed.toString();
}

/** the app's api/src: this checkout's, or a copy with a change to try (--api-src) */
async function loadApp() {
  const src = config.apiSrc ?? path.join(import.meta.dirname, "..", "src");
  const load = (file: string) => import(pathToFileURL(path.join(src, file)).href);
  const { buildServer } = (await load("server.ts")) as typeof import("../src/server.ts");
  const { loadConfig } = (await load("config/env.ts")) as typeof import("../src/config/env.ts");
  return { buildServer, loadConfig };
}

async function startApi() {
  const { buildServer, loadConfig } = await loadApp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-bench-"));
  const server = await buildServer(
    loadConfig(
      benchApiEnv({
        databaseUrl: withApplicationName(schemaUrl(config.databaseUrl, config.schema), config.applicationName),
        dataDir,
        publicUrl: config.publicUrl,
        jwtSecret: config.jwtSecret,
      }),
    ),
  );
  await server.http.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = server.http.app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    // tokenVersion 0: what every seeded user carries; no password hashing involved
    tokens: (userIds: string[]) => Promise.all(userIds.map((id) => server.domain.tokens.issue(id, 0))),
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `sessions`: verify the api's tokens and check each request's session (false: the earlier floor) */
async function startFloor(sessions: boolean) {
  const floor = await startFloorServer({
    connectionString: withApplicationName(config.databaseUrl, config.applicationName),
    schema: config.schema,
    publicUrl: config.publicUrl,
    jwtSecret: sessions ? config.jwtSecret : null,
  });
  return { ...floor, tokens: async (): Promise<string[]> => [] };
}

const target =
  mode === "api"
    ? await startApi()
    : mode === "floor"
      ? await startFloor(true)
      : mode === "floor-lean"
        ? await startFloor(false)
        : undefined;
if (!target) throw new Error(`unknown target "${mode}"`);

const reply = (message: TargetReply) => process.send!(message);

process.on("message", async (message: TargetRequest) => {
  try {
    switch (message.type) {
      case "tokens":
        return reply({ id: message.id, result: await target.tokens(message.userIds) });
      case "statements":
        return reply({ id: message.id, result: recorder.statements });
      case "record": {
        // one request to our own server while recording its SQL
        let body = "";
        const statements = await recorder.record(async () => {
          const response = await fetch(target.url, { method: "POST", headers: message.headers, body: message.body });
          body = await response.text();
        });
        return reply({ id: message.id, result: { statements, body } });
      }
      case "profile":
        if (message.action === "start") {
          inspector.connect();
          await inspector.post("Profiler.enable");
          await inspector.post("Profiler.setSamplingInterval", { interval: 200 });
          await inspector.post("Profiler.start");
        } else {
          const { profile } = (await inspector.post("Profiler.stop")) as { profile: unknown };
          fs.writeFileSync(message.file, JSON.stringify(profile));
          inspector.disconnect();
        }
        return reply({ id: message.id, result: null });
      case "close":
        await target.close();
        reply({ id: message.id, result: null });
        return process.disconnect();
    }
  } catch (error) {
    reply({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});

reply({ id: 0, result: { url: target.url } });
