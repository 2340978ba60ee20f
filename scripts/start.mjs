// `npm start`: make what must be made, then run the server in this process (so SIGTERM reaches
// it directly): Prisma client when missing or older than the schema, the web build when missing
// or older than its sources. Migrations are applied by the server at boot.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = (...p) => path.join(root, ...p);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((max, e) => Math.max(max, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
}

function run(label, command, args) {
  console.log(`> ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const prismaClient = at("api", "src", "generated", "prisma", "client.ts");
if (newestMtime(prismaClient) < newestMtime(at("prisma", "schema.prisma")))
  run("generating the Prisma client", process.execPath, [at("scripts", "prisma-generate.mjs")]);

const webSources = ["src", "build", "index.html", "vite.config.ts", "package.json", "public"].map((p) => newestMtime(at("web", p)));
if (newestMtime(at("web", "dist", "index.html")) < Math.max(...webSources))
  run("building the web client", "npm", ["run", "build", "--workspace", "web"]);

const { register } = await import("tsx/esm/api");
register();
await import(at("api", "src", "main.ts"));
