// Two api nodes sharing PostgreSQL and Redis count one user's realtime connections together: with
// a limit of 2, connections opened at once on both nodes get 2 between them, not 2 each; one
// closed on one node frees a slot the other node then gives.
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../support/fixtures.ts";
import { eventually } from "../support/eventually.ts";
import { openGraphQL } from "../support/graphql-ws.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { listen } from "./socket-client.ts";

const REDIS_URL = process.env.REDIS_URL;
const PER_USER = 2;

describe.skipIf(!REDIS_URL || !process.env.TEST_DATABASE_URL)("two nodes", () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  let urls: string[];
  const clients: Client[] = [];

  beforeAll(async () => {
    const limits = { REDIS_URL: REDIS_URL!, REALTIME_CONNECTIONS_PER_USER: String(PER_USER) };
    nodeA = await createTestServer(limits);
    nodeB = await createTestServer({ ...limits, DATABASE_URL: nodeA.config.databaseUrl });
    urls = [await listen(nodeA), await listen(nodeB)];
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await nodeB?.close(); // first: nodeA owns the database and drops it
    await nodeA?.close();
  });

  /** A graphql-ws connection to `baseUrl` with `token`: whether the server acknowledged it, or its close code. */
  async function connect(baseUrl: string, token: string) {
    const { client, outcome } = await openGraphQL(baseUrl, token);
    clients.push(client);
    return { client, outcome: "acknowledged" in outcome ? ("acknowledged" as const) : outcome.closed.code };
  }

  it("gives one user's connections opened at once on both nodes no more slots than the limit between them", async () => {
    const ada = await createUser(nodeA);
    const attempts = await Promise.all(Array.from({ length: 8 }, (_, i) => connect(urls[i % 2]!, ada.token)));
    const acknowledged = attempts.filter(({ outcome }) => outcome === "acknowledged");
    expect(acknowledged).toHaveLength(PER_USER);
    expect(attempts.filter(({ outcome }) => outcome === 1013)).toHaveLength(8 - PER_USER);

    // one closed on either node: a slot for a connection on the other
    const [closing] = acknowledged;
    const nodeOfClosing = urls[attempts.indexOf(closing!) % 2]!;
    const other = urls.find((url) => url !== nodeOfClosing)!;
    await closing!.client.dispose();
    await eventually(async () => expect((await connect(other, ada.token)).outcome).toBe("acknowledged"));
    expect((await connect(nodeOfClosing, ada.token)).outcome).toBe(1013);
  });
});
