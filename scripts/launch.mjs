// What every npm script of the project goes through: `node scripts/launch.mjs <name> [args]` runs
// scripts/<name>.mjs, or else the installed command <name> (tsx, ...), on the project's Node
// (scripts/pinned-node.mjs: the machine's when it is new enough, else the pinned one, fetched once
// into .node/). Before anything it checks that the dependencies are installed, so a missing
// install is one sentence rather than a stack trace. It imports nothing outside Node itself.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { envOnNode, pinnedNodeFor, pinnedVersion, root } from "./pinned-node.mjs";

const [name, ...args] = process.argv.slice(2);
const say = (line) => console.error(`[skysocial] ${line}`);

if (!fs.existsSync(path.join(root, "node_modules", ".package-lock.json"))) {
  say("the dependencies are not installed: run `npm install` first (then `npm start`).");
  process.exit(1);
}

const script = path.join(root, "scripts", `${name}.mjs`);
const command = fs.existsSync(script) ? [script] : [path.join(root, "node_modules", ".bin", name)];
const nodeDir = pinnedNodeFor(say);

if (!nodeDir && command[0] === script) {
  // in this process, so that signals (Ctrl-C, SIGTERM) reach the server directly
  process.argv = [process.argv[0], script, ...args];
  await import(pathToFileURL(script).href);
} else {
  if (nodeDir) say(`running on Node ${pinnedVersion} from .node/ (this machine's ${process.version} stays as it is)`);
  const executable = command[0] === script ? path.join(nodeDir, "bin", "node") : command[0];
  const child = spawn(executable, [...(command[0] === script ? [script] : []), ...args], {
    cwd: process.cwd(),
    stdio: "inherit",
    env: nodeDir ? envOnNode(nodeDir) : process.env,
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
}
