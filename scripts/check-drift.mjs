// CI: fails when a committed generated file differs from a fresh generation, when an operation
// of the web client is missing from web/persisted-operations.json, or when prisma/migrations does
// not produce prisma/schema.prisma.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
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

// relay-compiler adds to the persisted file only the operations it writes afresh: after a merge
// that took one side of the file, an unchanged artifact's operation can be missing, and the server
// then refuses that request of the web client. Every artifact's id must be there.
const persisted = JSON.parse(readFileSync(path.join(root, "web/persisted-operations.json"), "utf8"));
const artifacts = readdirSync(path.join(root, "web/src"), { recursive: true }).filter((file) =>
  /__generated__[\\/][^\\/]+\.graphql\.ts$/.test(file),
);
const unpersisted = artifacts.filter((file) => {
  const id = /"id": "([0-9a-f]{64})"/.exec(readFileSync(path.join(root, "web/src", file), "utf8"))?.[1];
  return id !== undefined && !(id in persisted);
});
if (unpersisted.length) {
  console.error(
    `Operations missing from web/persisted-operations.json (delete these artifacts and run \`npm run generate\`):\n${unpersisted.join("\n")}`,
  );
  failed = true;
} else console.log(`every web operation is persisted (${artifacts.length} artifacts)`);

const migrations = run("npx", ["tsx", "api/scripts/migrate.ts", "dev", "--check"], { stdio: "inherit" });
if (migrations.status !== 0) failed = true;
process.exit(failed ? 1 : 0);
