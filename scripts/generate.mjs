// Regenerates every generated file: Prisma client + Pothos types, schema.graphql (printed from
// the Pothos schema), Relay artifacts, and the codegen output for the api tests.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const steps = [
  ["Prisma client and Pothos types", process.execPath, ["scripts/prisma-generate.mjs"]],
  ["schema.graphql", "npx", ["tsx", "api/scripts/print-schema.ts"]],
  ["Relay artifacts", "npx", ["relay-compiler"]],
  ["codegen (typed documents for api tests)", "npx", ["graphql-codegen", "--config", "codegen.ts", "--silent"]],
];
for (const [label, command, args] of steps) {
  console.log(`> ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`generation failed at: ${label}`);
    process.exit(result.status ?? 1);
  }
}
