// `prisma generate` without Prisma's native schema engine (it cannot be downloaded here).
// The CLI only checks that PRISMA_SCHEMA_ENGINE_BINARY points at an existing file and never
// runs it for generate/validate, so we point it at the node binary. Extra args pass through
// (e.g. `validate`).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(root, "api", "package.json"));
const args = process.argv.slice(2);
const command = args.length ? args : ["generate"];
const result = spawnSync(
  process.execPath,
  [require.resolve("prisma/build/index.js"), ...command, "--schema", path.join(root, "prisma", "schema.prisma")],
  {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      PRISMA_SCHEMA_ENGINE_BINARY: process.execPath,
      CHECKPOINT_DISABLE: "1",
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
      ...process.env,
      // the "prisma-pothos-types" generator is resolved from PATH
      PATH: [
        path.join(root, "node_modules", ".bin"),
        path.join(root, "api", "node_modules", ".bin"),
        process.env.PATH,
      ].join(path.delimiter),
    },
  },
);
if (result.status !== 0) process.stdout.write(result.stdout ?? "");
process.exit(result.status ?? 1);
