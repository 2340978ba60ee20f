// `npm start` lands here: validate the environment, start, shut down cleanly on SIGTERM/SIGINT.
import fs from "node:fs";
import { ConfigError, loadConfig } from "./config/env.ts";
import { startServer } from "./server.ts";

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

const server = await startServer(config);
const database = server.db.target.kind === "pglite" ? `embedded PGlite in ${server.db.target.dataDir ?? "memory"}` : "PostgreSQL";
server.logger.info(
  `SkySocial listening on http://${config.host}:${server.port} (public URL ${config.publicUrl}; ${database}; ${server.http.servesWeb ? "serving the web app" : "web app not built"})`,
);

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
