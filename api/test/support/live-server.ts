// A listening test server for one file's tests, with the graphql-ws subscriptions they open:
// everything is closed after the file's last test.
import { afterAll, beforeAll } from "vitest";
import { listen } from "../realtime/socket-client.ts";
import type { TestUser } from "./fixtures.ts";
import { subscribeLive, type LiveSubscription } from "./graphql-ws.ts";
import { createTestServer, type TestServer } from "./test-server.ts";

export function liveTestServerPerFile() {
  let server: TestServer | undefined;
  let baseUrl = "";
  const subscriptions: LiveSubscription[] = [];
  beforeAll(async () => {
    server = await createTestServer();
    baseUrl = await listen(server);
  });
  afterAll(async () => {
    await Promise.all(subscriptions.map((s) => s.close()));
    await server?.close();
  });
  return {
    server: () => server!,
    /** Where it listens (http://127.0.0.1:port), once the file's tests run. */
    baseUrl: () => baseUrl,
    /** Subscribes as `user` over a connection of its own (closed after the file). */
    async subscribe(user: TestUser, query: string, variables: Record<string, unknown> = {}): Promise<LiveSubscription> {
      const subscription = await subscribeLive(baseUrl, user.token, query, variables);
      subscriptions.push(subscription);
      return subscription;
    },
  };
}
