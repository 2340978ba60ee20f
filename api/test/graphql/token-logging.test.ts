// What the server log says about tokens clients send: a token that does not verify is the
// client's state (an open tab with an expired token sends one on every request), so it is a
// debug line, while the server's own problems stay warnings.
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGraphQLServer } from "../../src/graphql/yoga.ts";
import { createUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { badTokens } from "../support/tokens.ts";

let server: TestServer;
let userId: string;

beforeAll(async () => {
  server = await createTestServer();
  userId = (await createUser(server)).id;
});
afterAll(() => server.close());

/** A Yoga over the test server's domain whose log lines are kept. */
function yogaWithLog() {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  const logger = pino({ level: "debug" }, sink);
  const yoga = createGraphQLServer({ domain: server.domain, logger, maxUploadBytes: 1024 });
  const ask = async (token: string) => {
    const res = await yoga.fetch("http://skysocial.test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: "{ viewer { id } }" }),
    });
    return (await res.json()) as { data?: { viewer: unknown } };
  };
  return { lines, ask };
}

describe("a token that does not verify", () => {
  it("answers without a viewer and logs at debug level, never as a warning", async () => {
    const { lines, ask } = yogaWithLog();
    const tokens = await badTokens(userId);
    for (const [name, token] of Object.entries(tokens)) {
      expect((await ask(token)).data?.viewer, name).toBeNull();
    }
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    // one debug line for each: garbage, truncated, expired, wrong secret, alg none, other algorithm
    expect(lines.filter((l) => l.level === 20 && /^Failed to/.test(l.msg))).toHaveLength(Object.keys(tokens).length);
  });
});
