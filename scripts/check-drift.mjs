// CI: fails when a committed generated file differs from a fresh generation, or when
// prisma/migrations does not produce prisma/schema.prisma.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const run = (command, args, opts = {}) => spawnSync(command, args, { cwd: root, encoding: "utf8", ...opts });

const generated = ["schema.graphql", "web/src", "api/test/graphql/__generated__"];
if (run("npm", ["run", "generate"], { stdio: "inherit" }).status !== 0) process.exit(1);
const status = run("git", ["status", "--porcelain", "--", ...generated]).stdout.trim();
let failed = false;
if (status) {
  console.error(`Generated files differ from the committed ones (run \`npm run generate\` and commit):\n${status}`);
  console.error(run("git", ["--no-pager", "diff", "--stat", "--", ...generated]).stdout);
  failed = true;
} else console.log("generated files are up to date");

const migrations = run("npx", ["tsx", "api/scripts/migrate.ts", "dev", "--check"], { stdio: "inherit" });
if (migrations.status !== 0) failed = true;
process.exit(failed ? 1 : 0);
