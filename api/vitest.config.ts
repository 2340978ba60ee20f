import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

export default defineConfig({
  // graphql 16 ships CJS (main) and ESM (module) builds: Node loads the CJS one for Pothos and
  // Yoga, so our own code must get the same copy, or schema types come from "another realm".
  resolve: { alias: { graphql: require.resolve("graphql") } },
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    // each file opens its own database; two cores: keep PGlite instances few at a time
    pool: "forks",
    maxWorkers: 2,
    // keeps PGlite's replaced WebAssembly code: freeing it can abort V8 (src/db/steady-wasm-code.ts)
    execArgv: ["--no-wasm-code-gc"],
    globalSetup: ["test/support/pglite-template-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { BCRYPT_ROUNDS: "4", LOG_LEVEL: "silent", NODE_ENV: "test" },
    // the default output, then which tests were skipped for want of PostgreSQL or Redis
    reporters: ["default", "./test/support/skipped-suites-reporter.ts"],
  },
});
