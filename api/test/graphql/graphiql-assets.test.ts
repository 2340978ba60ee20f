// GraphiQL's files are made (loaded from the 9 MB bundle and compressed) once, kept on disk, and
// read back by later starts: the first visit after a restart no longer waits for the bundle.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, expect, it } from "vitest";
import { GRAPHIQL_ASSETS_PATH, registerGraphiQLAssets } from "../../src/graphql/graphiql-page.ts";

let cacheRoot: string;
const apps: FastifyInstance[] = [];

beforeEach(async () => {
  cacheRoot = await fs.mkdtemp(path.join(os.tmpdir(), "skysocial-graphiql-"));
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await fs.rm(cacheRoot, { recursive: true, force: true });
});

/** A server start: a new app with its own memory, the same folder on disk. */
function start(root = cacheRoot): FastifyInstance {
  const app = Fastify();
  registerGraphiQLAssets(app, root);
  apps.push(app);
  return app;
}

const get = (app: FastifyInstance, file: string, gzip = true) =>
  app.inject({ url: `${GRAPHIQL_ASSETS_PATH}/${file}`, headers: gzip ? { "accept-encoding": "gzip, br" } : {} });

/** The one folder a start wrote, named by the files' version. */
async function keptFolder(): Promise<string> {
  const entries = await fs.readdir(cacheRoot);
  expect(entries).toHaveLength(1);
  return path.join(cacheRoot, entries[0]!);
}

it("keeps the files it made, and a later start sends them as kept", async () => {
  const first = await get(start(), "graphiql.css");
  expect(first.statusCode).toBe(200);
  expect(first.headers["content-encoding"]).toBe("gzip");
  const css = gunzipSync(first.rawPayload).toString();
  expect(css).toContain(".graphiql-container");

  // what a later start sends comes from the folder: marked there, the mark is what it sends
  const folder = await keptFolder();
  await fs.writeFile(path.join(folder, "graphiql.css"), "/* kept */");
  await fs.writeFile(path.join(folder, "graphiql.css.gz"), gzipSync("/* kept */"));
  const later = start();
  expect(gunzipSync((await get(later, "graphiql.css")).rawPayload).toString()).toBe("/* kept */");
  expect((await get(later, "graphiql.css", false)).body).toBe("/* kept */");
  const script = await get(later, "graphiql.js", false);
  expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  // the page's own script, whose workers are named under the served path
  expect(script.body).toContain(`${GRAPHIQL_ASSETS_PATH}/editor.worker.js`);
  expect((await get(later, "nothing.js")).statusCode).toBe(404);
});

it("makes the files again when the kept ones are incomplete, and replaces an older version's", async () => {
  await fs.mkdir(path.join(cacheRoot, "0.0.1-old"), { recursive: true });
  await get(start(), "favicon.ico");
  const folder = await keptFolder();
  expect(path.basename(folder)).not.toBe("0.0.1-old");

  await fs.rm(path.join(folder, "json.worker.js.gz"));
  const res = await get(start(), "json.worker.js");
  expect(res.statusCode).toBe(200);
  expect(gunzipSync(res.rawPayload).length).toBeGreaterThan(100_000);
  await fs.access(path.join(await keptFolder(), "json.worker.js.gz"));
});

it("still serves GraphiQL when its files cannot be kept (an install it may not write to)", async () => {
  // a file where the folder would go: no folder can be made there, whoever runs the server
  const blocked = path.join(cacheRoot, "not-a-folder");
  await fs.writeFile(blocked, "");
  const warnings: unknown[] = [];
  const app = start(path.join(blocked, "graphiql"));
  app.log.warn = (...args: unknown[]) => void warnings.push(args);
  const res = await get(app, "graphiql.css");
  expect(res.statusCode).toBe(200);
  expect(gunzipSync(res.rawPayload).toString()).toContain(".graphiql-container");
  expect(warnings).toHaveLength(1);
});
