// `npm start`: make what must be made, then run the server in this process (so SIGTERM reaches
// it directly), saying what each step does and how long it took: the Prisma client when missing
// or older than the schema; the web build when missing or older than its sources; the server
// compiled to JavaScript (scripts/build-api.mjs) when its sources changed; then the server, which
// applies pending migrations, listens and says how long the start took. The web build (about a
// minute on a first start) runs beside the server rather than before it: the server answers at
// once, and its pages say the client is being built (a marker file beside web/dist) until the
// build lands.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ensureApiBuild } from "./build-api.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = (...p) => path.join(root, ...p);
const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`[start] ${line}`);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((max, e) => Math.max(max, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
}

const prismaClient = at("api", "src", "generated", "prisma", "client.ts");
if (newestMtime(prismaClient) < newestMtime(at("prisma", "schema.prisma"))) {
  const since = performance.now();
  say("1/4 Prisma client: generating");
  const result = spawnSync(process.execPath, [at("scripts", "prisma-generate.mjs")], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  say(`1/4 Prisma client: generated in ${seconds(since)}`);
} else {
  say("1/4 Prisma client: up to date");
}

const webDist = at("web", "dist");
const webSources = ["src", "build", "index.html", "vite.config.ts", "package.json", "public"].map((p) =>
  newestMtime(at("web", p)),
);
if (newestMtime(path.join(webDist, "index.html")) < Math.max(...webSources)) buildWebInBackground();
else say("2/4 web client: up to date");

function buildWebInBackground() {
  // must match webBuildingMarker in api/src/http/static-web.ts
  const marker = `${webDist}.building`;
  const removeMarker = () => fs.rmSync(marker, { force: true });
  fs.writeFileSync(marker, `${process.pid}\n`);
  process.on("exit", removeMarker);
  const since = performance.now();
  say("2/4 web client: building beside the server (about a minute on a first start; the page says so meanwhile)");
  const build = spawn("npm", ["run", "build", "--workspace", "web", "--silent"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  build.stdout.on("data", (chunk) => (output += chunk));
  build.stderr.on("data", (chunk) => (output += chunk));
  // a server that stops (Ctrl-C, a failed start) takes its build with it
  const stopBuild = () => build.exitCode === null && build.kill();
  process.on("exit", stopBuild);
  build.on("exit", (code) => {
    process.off("exit", stopBuild);
    removeMarker();
    if (code === 0) {
      say(`2/4 web client: built in ${seconds(since)}; SkySocial is ready (${seconds(started)} since npm start)`);
      return;
    }
    console.error(output);
    say(
      `2/4 web client: the build failed (exit ${code}, output above); the API keeps running. Fix it and run \`npm run build\`.`,
    );
  });
}

{
  const since = performance.now();
  const compiled = await ensureApiBuild().catch((error) => {
    say(`3/4 server code: does not compile:\n${error.message}`);
    process.exit(1);
  });
  say(compiled === "built" ? `3/4 server code: compiled in ${seconds(since)}` : "3/4 server code: up to date");
}

say("4/4 server: listening, then opening the database (a page says SkySocial is getting ready meanwhile)");
// stack traces point into the TypeScript sources
process.setSourceMapsEnabled(true);
await import(pathToFileURL(at("api", "dist", "main.mjs")).href);
