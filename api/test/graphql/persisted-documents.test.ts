// Documents named by hash (extensions.persistedQuery): the web client sends only the id of each of
// its operations, and third parties may register theirs on first use (automatic persisted queries).
import { createHash } from "node:crypto";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { webOperations } from "../support/web-operations.ts";

let server: TestServer;
let baseUrl: string;
let alice: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
  alice = await createUser(server, "alice");
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
    extensions?: Record<string, unknown>;
  };
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });
const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;

async function post(body: Record<string, unknown>, token?: string): Promise<Answer> {
  const res = await server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() };
}

function webOperation(name: string) {
  const operation = webOperations().find((o) => o.name === name);
  if (!operation) throw new Error(`no web operation ${name}`);
  return operation;
}

describe("the web client's operations", () => {
  it("run by their id alone, with the viewer, and report their cost like any operation", async () => {
    const layout = webOperation("AppLayoutQuery");
    expect(layout.id).toBe(sha256(layout.text));
    const answer = await post({ operationName: "AppLayoutQuery", extensions: persisted(layout.id) }, alice.token);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toMatchObject({ viewer: { username: "alice" } });
    expect(answer.body.extensions).toHaveProperty("cost");
  });

  it("run the same sent as text (with the id or without), as before", async () => {
    const layout = webOperation("AppLayoutQuery");
    for (const body of [{ query: layout.text }, { query: layout.text, extensions: persisted(layout.id) }]) {
      const answer = await post(body, alice.token);
      expect(answer.body.data).toMatchObject({ viewer: { username: "alice" } });
    }
  });

  it("subscribe by their id over graphql-ws, with an empty query as the web client sends it, several on one connection", async () => {
    const bob = await createUser(server, "bob");
    const presence = webOperation("useFriendPresenceSubscription");
    const messages = webOperation("useLiveChatMessageSubscription");
    const client = createClient({
      url: `${baseUrl.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authToken: alice.token },
      retryAttempts: 0,
    });
    const byId = (operation: { name: string; id: string }) => ({
      query: "",
      operationName: operation.name,
      variables: {},
      extensions: persisted(operation.id),
    });
    try {
      const refused = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: "", extensions: persisted("0".repeat(64)) },
          { next: resolve, error: resolve, complete: () => {} },
        );
      });
      expect(refused).toMatchObject([
        { message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } },
      ]);

      const received: unknown[] = [];
      const sink = {
        next: (value: unknown) => received.push(value),
        error: (error: unknown) => received.push({ error }),
        complete: () => {},
      };
      client.subscribe(byId(presence), sink);
      client.subscribe(byId(messages), sink);
      // operations on one connection are answered in turn: once this one answers, both are live
      await new Promise<void>((resolve) =>
        client.subscribe(
          { query: "{ __typename }" },
          { next: () => resolve(), error: () => resolve(), complete: () => {} },
        ),
      );
      await server.domain.messages.send(bob.viewer, alice.id, "hello by id");
      await expect
        .poll(() => received)
        .toEqual([
          expect.objectContaining({ data: { messageAdded: expect.objectContaining({ text: "hello by id" }) } }),
        ]);
    } finally {
      await client.dispose();
    }
  });
});

describe("automatic persisted queries", () => {
  const query = "query AppName { viewer { username } }";
  const hash = sha256(query);

  it("ask for the text once, keep it under its hash, then run the hash alone (POST and GET)", async () => {
    const unknown = await post({ extensions: persisted(hash) }, alice.token);
    expect(unknown.body.data).toBeUndefined();
    expect(unknown.body.errors).toEqual([
      { message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } },
    ]);

    const registered = await post({ query, extensions: persisted(hash) }, alice.token);
    expect(registered.body.data).toEqual({ viewer: { username: "alice" } });

    const byHash = await post({ extensions: persisted(hash) }, alice.token);
    expect(byHash.body.data).toEqual({ viewer: { username: "alice" } });

    const extensions = encodeURIComponent(JSON.stringify(persisted(hash)));
    const res = await server.app.inject({
      method: "GET",
      url: `/graphql?extensions=${extensions}`,
      headers: { authorization: `Bearer ${alice.token}`, "x-graphql-yoga-csrf": "1" },
    });
    expect(res.json()).toMatchObject({ data: { viewer: { username: "alice" } } });
  });

  it("refuse a hash that is not the text's, and keep nothing under it", async () => {
    const other = "query Other { viewer { id } }";
    const wrong = await post({ query: other, extensions: persisted(sha256("something else")) });
    expect(codeOf(wrong)).toBe("BAD_REQUEST");
    expect(wrong.body.errors![0]!.message).toMatch(/not the SHA-256 of the query/);
    expect(codeOf(await post({ extensions: persisted(sha256("something else")) }))).toBe("PERSISTED_QUERY_NOT_FOUND");
  });

  it("refuse a malformed extension with BAD_REQUEST", async () => {
    for (const persistedQuery of [
      { version: 2, sha256Hash: hash },
      { version: 1, sha256Hash: "abc" },
      { version: 1 },
      "yes",
      7,
    ]) {
      const answer = await post({ query, extensions: { persistedQuery } });
      expect(codeOf(answer), JSON.stringify(persistedQuery)).toBe("BAD_REQUEST");
      expect(answer.body.data).toBeUndefined();
    }
  });

  it("hold a kept document to the same limits every time it runs", async () => {
    const deep = `query Deep { viewer ${"{ followers(first: 1) { edges { node ".repeat(5)}{ id }${" } } }".repeat(5)} }`;
    const deepHash = sha256(deep);
    const first = await post({ query: deep, extensions: persisted(deepHash) });
    expect(codeOf(first)).toBe("QUERY_TOO_DEEP");
    const again = await post({ extensions: persisted(deepHash) });
    expect(codeOf(again)).toBe("QUERY_TOO_DEEP");
  });
});
