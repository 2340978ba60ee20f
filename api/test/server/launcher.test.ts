// The README's commands work on any Node from 20 on: scripts/launch.mjs runs a project command on
// this machine's Node when it is as new as .nvmrc's, and otherwise on the pinned Node in .node/
// (fetched once by scripts/install-node.mjs), with that Node first on PATH for what it starts;
// before anything it says in one sentence when the dependencies are not installed. Each test runs
// the real launcher in a small project folder: the launcher and its helper copied from scripts/,
// a .nvmrc, a marker for an install, and a script that reports the Node it runs on.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryDirs } from "../support/temporary-dirs.ts";

const root = path.resolve(import.meta.dirname, "..", "..", "..");
const temporaryDir = temporaryDirs("skysocial-launch-");
const thisNode = process.version.slice(1);

function project({ nvmrc, installed }: { nvmrc: string; installed: boolean }) {
  const dir = temporaryDir();
  const write = (file: string, text: string, mode?: number) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text, { mode });
  };
  fs.mkdirSync(path.join(dir, "scripts"));
  for (const file of ["launch.mjs", "pinned-node.mjs"])
    fs.copyFileSync(path.join(root, "scripts", file), path.join(dir, "scripts", file));
  write(".nvmrc", `${nvmrc}\n`);
  write("package.json", "{}\n");
  if (installed) write("node_modules/.package-lock.json", "{}\n");
  write(
    "scripts/where.mjs",
    'console.log(JSON.stringify({ node: process.execPath, path: process.env.PATH.split(":")[0], args: process.argv.slice(2) }));\n',
  );
  return dir;
}

const launch = (dir: string, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(dir, "scripts", "launch.mjs"), ...args], { cwd: dir, encoding: "utf8" });

describe("the launcher", () => {
  it("says in one sentence that the dependencies are not installed, with no stack trace", () => {
    const dir = project({ nvmrc: thisNode, installed: false });
    const result = launch(dir, "where");
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      "[skysocial] the dependencies are not installed: run `npm install` first (then `npm start`).",
    );
    expect(result.stdout).toBe("");
  });

  it("runs the script on this Node, in this process, when it is the pinned one", () => {
    const dir = project({ nvmrc: thisNode, installed: true });
    const result = launch(dir, "where", "--flag");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ node: process.execPath, args: ["--flag"] });
    expect(result.stderr).toBe("");
  });

  it("runs the script on the pinned Node in .node/ when this one is older, saying so once", () => {
    const dir = project({ nvmrc: "99.1.0", installed: true });
    // stands in for Node 99.1.0 as install-node.mjs would have left it: answers --version with the
    // pinned version and runs everything else on this Node
    const pinned = path.join(dir, ".node", "bin", "node");
    fs.mkdirSync(path.dirname(pinned), { recursive: true });
    fs.writeFileSync(
      pinned,
      `#!/bin/sh\nif [ "$1" = "--version" ]; then echo v99.1.0; exit 0; fi\nexec "${process.execPath}" "$@"\n`,
      { mode: 0o755 },
    );
    const result = launch(dir, "where", "a", "b");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ path: path.join(dir, ".node", "bin"), args: ["a", "b"] });
    expect(result.stderr.trim().split("\n")).toEqual([
      `[skysocial] running on Node 99.1.0 from .node/ (this machine's ${process.version} stays as it is)`,
    ]);
  });

  it("passes the pinned Node's exit code on", () => {
    const dir = project({ nvmrc: "99.1.0", installed: true });
    const pinned = path.join(dir, ".node", "bin", "node");
    fs.mkdirSync(path.dirname(pinned), { recursive: true });
    fs.writeFileSync(pinned, `#!/bin/sh\nif [ "$1" = "--version" ]; then echo v99.1.0; exit 0; fi\nexit 7\n`, {
      mode: 0o755,
    });
    expect(launch(dir, "where").status).toBe(7);
  });
});
