// A node takes its port before it opens anything (http/starting-listener.ts): while the database
// opens (or is made, on a first start) a browser gets a page saying SkySocial is getting ready,
// /readyz says "starting" (503) and /livez 200, the API answers 503 with Retry-After, websocket
// upgrades are refused; then the app takes the same listening server over, with no moment
// without a listener.
import crypto from "node:crypto";
import net from "node:net";
import pg from "pg";
import WebSocket from "ws";
import { afterAll, describe, expect, it } from "vitest";
import { listenWhileStarting, type StartingListener } from "../../src/http/starting-listener.ts";
import { startFreezableProxy } from "../support/freezable-proxy.ts";
import { connectGraphQL } from "../support/graphql-ws.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

const PUBLIC_URL = "http://skysocial.test";
const BASE_URL = process.env.TEST_DATABASE_URL;
const closing: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

async function listening(): Promise<{ starting: StartingListener; base: string }> {
  const starting = await listenWhileStarting(0, "127.0.0.1", PUBLIC_URL);
  const address = starting.server.address() as net.AddressInfo;
  return { starting, base: `http://127.0.0.1:${address.port}` };
}

/** What an upgrade to a websocket at `base` gets: the status of a refusal, or "open". */
const upgradeAnswer = (base: string) =>
  new Promise<number | "open">((resolve) => {
    const socket = new WebSocket(`${base.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    socket.on("open", () => {
      socket.close();
      resolve("open");
    });
    socket.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    socket.on("error", () => resolve(0));
  });

async function expectStarting(base: string) {
  const page = await fetch(`${base}/profile/someone`);
  expect(page.status).toBe(503);
  expect(page.headers.get("retry-after")).toBe("2");
  expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
  expect(await page.text()).toContain("SkySocial is getting ready");
  const ready = await fetch(`${base}/readyz`);
  expect([ready.status, await ready.json()]).toEqual([503, { status: "starting" }]);
  expect((await fetch(`${base}/livez`)).status).toBe(200);
  const graphql = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ viewer { id } }" }),
  });
  expect(graphql.status).toBe(503);
  expect((await graphql.json()) as unknown).toMatchObject({
    errors: [{ extensions: { code: "SERVICE_UNAVAILABLE" } }],
  });
  const v1 = await fetch(`${base}/api/v1/posts`);
  expect([v1.status, await v1.json()]).toEqual([
    503,
    { status: "failed", message: "SkySocial is starting: try again in a moment." },
  ]);
  expect(await upgradeAnswer(base)).toBe(503);
}

async function expectServing(base: string, server: TestServer) {
  const ready = await fetch(`${base}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready" });
  const graphql = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ viewer { id } }" }),
  });
  expect(await graphql.json()).toMatchObject({ data: { viewer: null } });
  const client = await connectGraphQL(base);
  await client.dispose();
  expect(server.http.app.server).toBeDefined();
}

describe("a node that listens first", () => {
  it("answers as starting, then hands the same listening server to the app", async () => {
    const { starting, base } = await listening();
    await expectStarting(base);
    const server = await createTestServer({}, { starting });
    closing.push(() => server.close());
    await expectServing(base, server);
    await server.close();
    await expect(fetch(`${base}/livez`)).rejects.toThrow();
  });

  describe.skipIf(!BASE_URL)("with a database that is slow to answer", () => {
    it("says it is starting until the database answers, then serves", async () => {
      const target = new URL(BASE_URL!);
      const proxy = await startFreezableProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const schema = `test_${crypto.randomBytes(6).toString("hex")}`;
      closing.push(async () => {
        proxy.thaw();
        await proxy.close();
        const client = new pg.Client({ connectionString: BASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      });
      const viaProxy = new URL(BASE_URL!);
      viaProxy.hostname = "127.0.0.1";
      viaProxy.port = String(proxy.port);
      viaProxy.searchParams.set("schema", schema);
      proxy.freeze();
      const { starting, base } = await listening();
      const opening = createTestServer({ DATABASE_URL: viaProxy.toString() }, { starting });
      await expectStarting(base);
      proxy.thaw();
      const server = await opening;
      closing.push(() => server.close());
      await expectServing(base, server);
    });
  });
});
