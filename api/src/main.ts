// `npm start` lands here: validate the environment, start, shut down cleanly on SIGTERM/SIGINT.
// Only the configuration and the starting listener load before the port is taken: a wrong
// variable is told at once, and the getting-ready page answers while the rest of the server (its
// modules, then the database) loads.
import fs from "node:fs";
import { ConfigError, loadConfig } from "./config/env.ts";
import { listenWhileStarting } from "./http/starting-listener.ts";

// variables already set in the environment win over .env
if (fs.existsSync(".env")) process.loadEnvFile(".env");

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const database = config.databaseUrl.startsWith("pglite:")
  ? `embedded PGlite in ${config.databaseUrl.slice(7)}`
  : "PostgreSQL";
const images = config.mediaBucket ? `images in the bucket ${config.mediaBucket.bucket}` : "images in the data folder";
const openers = config.aiProvider
  ? `${config.aiProvider.model} at ${new URL(config.aiProvider.baseUrl).host}`
  : "the built-in library";
const starting = await listenWhileStarting(config.port, config.host, config.publicUrl);
const { startServer } = await import("./server.ts").catch(async (error: unknown) => {
  await starting.close();
  throw error;
});
const server = await startServer(
  config,
  // performance.now(): since the process started, so `npm start`'s own steps count too
  (address) =>
    `SkySocial ready in ${(performance.now() / 1000).toFixed(1)} s: listening at ${address} (public URL ${config.publicUrl}; ${database}; ${config.redis ? "Redis" : "in-memory"} event bus; ${images}; conversation openers from ${openers})`,
  starting,
);
if (server.http.webClient === "absent")
  server.logger.warn(`web client not built (${config.webDistDir}): run \`npm run build\``);

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.logger.info(`${signal}: finishing in-flight requests and closing the database`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.logger.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  });
