// The project's Node: the version in .nvmrc, or a newer one.
// On a machine whose Node is older, the pinned one is fetched from the npm registry into `.node/`
// (scripts/install-node.mjs) and the project's commands run on it, leaving the machine's own Node
// as it is. This file imports nothing outside Node itself: it runs before any install, and on
// the oldest Node the README promises (20).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const pinnedVersion = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
export const pinnedNodeDir = path.join(root, ".node");

const parse = (version) => version.replace(/^v/, "").split(".").map(Number);

/** Whether `version` is the pinned one or newer: older ones run the project on the pinned Node. */
export function newEnough(version = process.version) {
  const [a = 0, b = 0, c = 0] = parse(version);
  const [x = 0, y = 0, z = 0] = parse(pinnedVersion);
  return a !== x ? a > x : b !== y ? b > y : c >= z;
}

const installedPinned = () =>
  spawnSync(path.join(pinnedNodeDir, "bin", "node"), ["--version"], { encoding: "utf8" }).stdout?.trim();

/**
 * The folder of a Node the project runs on: null when this process's Node does; otherwise the
 * pinned one, fetched first when `.node/` does not hold it yet (saying so in one line).
 */
export function pinnedNodeFor(say) {
  if (newEnough()) return null;
  if (installedPinned() !== `v${pinnedVersion}`) {
    say(`this machine's Node is ${process.version}; fetching Node ${pinnedVersion} from the npm registry into .node/`);
    const result = spawnSync(process.execPath, [path.join(root, "scripts", "install-node.mjs")], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  return pinnedNodeDir;
}

/** The environment for a child that runs on the pinned Node (and whose `npm` does too). */
export const envOnNode = (nodeDir) => ({
  ...process.env,
  PATH: [path.join(nodeDir, "bin"), process.env.PATH].join(path.delimiter),
});
