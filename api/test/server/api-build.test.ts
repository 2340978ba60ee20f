// `npm start` runs the api compiled to one JavaScript file (scripts/build-api.mjs) instead of
// transpiling its sources at every start: built when missing, rebuilt when a source changed,
// reused otherwise; each module keeps its own import.meta. The real api compiled starts, migrates,
// serves and says how long its start took.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ensureApiBuild } from "../../../scripts/build-api.mjs";
import { captureOutput } from "../support/child-output.ts";
import { freePort } from "../support/free-port.ts";
import { singleNodeEnv } from "../support/single-node-env.ts";
import { temporaryDirs } from "../support/temporary-dirs.ts";

const root = path.resolve(import.meta.dirname, "..", "..", "..");

const temporaryDir = temporaryDirs("skysocial-build-");

/** A small project: src/main.ts prints what src/nested/where.ts says of itself. */
function project(dir: string) {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write("src/main.ts", 'import { where } from "./nested/where.ts";\nconsole.log(JSON.stringify(where));\n');
  write(
    "src/nested/where.ts",
    "export const where = { version: 1, dirname: import.meta.dirname, filename: import.meta.filename, url: import.meta.url };\n",
  );
  const paths = { entry: path.join(dir, "src", "main.ts"), outfile: path.join(dir, "dist", "main.mjs") };
  return {
    ...paths,
    write,
    build: () => ensureApiBuild(paths),
    run: () =>
      JSON.parse(spawnSync(process.execPath, [paths.outfile], { encoding: "utf8" }).stdout) as {
        version: number;
        dirname: string;
        filename: string;
        url: string;
      },
  };
}

describe("the compiled bundle", () => {
  it("is built once, reused while its sources read the same, and rebuilt when one or a tsconfig changes or the bundle is gone", async () => {
    const app = project(temporaryDir());
    expect(await app.build()).toBe("built");
    expect(app.run().version).toBe(1);
    const builtAt = fs.statSync(app.outfile).mtimeMs;

    expect(await app.build()).toBe("reused");
    // a checkout that rewrites a file with the same content changes nothing
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(path.dirname(app.entry), "nested", "where.ts"), later, later);
    expect(await app.build()).toBe("reused");
    expect(fs.statSync(app.outfile).mtimeMs).toBe(builtAt);

    app.write(
      "src/nested/where.ts",
      "export const where = { version: 2, dirname: import.meta.dirname, filename: import.meta.filename, url: import.meta.url };\n",
    );
    expect(await app.build()).toBe("built");
    expect(app.run().version).toBe(2);

    fs.rmSync(app.outfile);
    expect(await app.build()).toBe("built");
    expect(app.run().version).toBe(2);

    // esbuild reads the nearest tsconfig.json: a new or changed one may change the output
    app.write("tsconfig.json", '{ "compilerOptions": { "target": "ES2022" } }\n');
    expect(await app.build()).toBe("built");
    expect(await app.build()).toBe("reused");
  });

  it("does not vouch for a build that failed: the next start builds again", async () => {
    const app = project(temporaryDir());
    expect(await app.build()).toBe("built");
    app.write("src/nested/where.ts", "export const where = {;\n");
    await expect(app.build()).rejects.toThrow(/where\.ts/);
    await expect(app.build()).rejects.toThrow(/where\.ts/);
  });

  it("keeps each source's own import.meta, also once the tree has moved", async () => {
    const parent = temporaryDir();
    const app = project(path.join(parent, "before"));
    expect(await app.build()).toBe("built");
    const nested = path.join(parent, "before", "src", "nested");
    expect(app.run()).toMatchObject({
      dirname: nested,
      filename: path.join(nested, "where.ts"),
      url: pathToFileURL(path.join(nested, "where.ts")).href,
    });

    fs.renameSync(path.join(parent, "before"), path.join(parent, "after"));
    const moved = project(path.join(parent, "after"));
    expect(await moved.build()).toBe("reused");
    const movedNested = path.join(parent, "after", "src", "nested");
    expect(moved.run()).toMatchObject({ dirname: movedNested, filename: path.join(movedNested, "where.ts") });
  });
});

it("the api compiled starts on a fresh data directory, makes its database, serves, finds web/dist and says how long it took", async () => {
  expect(["built", "reused"]).toContain(await ensureApiBuild());
  const dataDir = temporaryDir();
  const port = await freePort();
  const child = spawn(process.execPath, [path.join("api", "dist", "main.mjs")], {
    cwd: root,
    env: { ...singleNodeEnv(process.env), PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "info", WEB_DIST_DIR: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const captured = captureOutput(child);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await captured.shows(/listening at/);
  try {
    expect(captured.text()).toMatch(new RegExp(`SkySocial ready in \\d+\\.\\d s: listening at http://[^ ]+:${port} `));
    expect(captured.text()).toContain("made a new embedded database from its template (every migration applied)");
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    // the default WEB_DIST_DIR is found from the config's own file, as in the sources
    const webDist = path.join(root, "web", "dist");
    if (fs.existsSync(path.join(webDist, "index.html")))
      expect((await fetch(`http://127.0.0.1:${port}/`)).headers.get("content-type")).toMatch(/^text\/html/);
    else expect(captured.text()).toContain(`web client not built (${webDist})`);
  } finally {
    child.kill("SIGTERM");
  }
  expect(await exited).toBe(0);
}, 360_000);
