// What the server log says about failed GraphQL operations: a client's mistake (not logged in,
// invalid input) is answered with its code and is not the server's error, while an
// unexpected failure is logged once, with its stack, and answered without its details.
import { afterAll, beforeAll, expect, it } from "vitest";
import { Discovery } from "../../src/domain/users/discovery.ts";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { yogaWithLog } from "../support/yoga-log.ts";

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  user = await createUser(server);
});
afterAll(() => server.close());

const ERROR = 50;

it("answers a client's mistakes with their codes and logs none of them as an error", async () => {
  const { lines, ask } = yogaWithLog(server.domain, server.prisma);
  const answers = [
    await ask('{ searchUsers(query: "a") { username } }'),
    await ask("{ feed(first: 500) { edges { cursor } } }", user.token),
    await ask('{ feed(after: "not-a-cursor") { edges { cursor } } }', user.token),
    // well-formed JSON whose id is no UUID: the uuid column would reject it
    await ask(
      `{ feed(after: "${Buffer.from(JSON.stringify(["2024-01-01T00:00:00Z", "not-a-uuid"])).toString("base64url")}") { edges { cursor } } }`,
      user.token,
    ),
  ];
  expect(answers.map((a) => a.errors?.[0]?.extensions?.code ?? null)).toEqual([
    "UNAUTHENTICATED",
    "BAD_USER_INPUT",
    "BAD_USER_INPUT",
    "BAD_USER_INPUT",
  ]);
  expect(answers[3]!.errors![0]!.message).toBe("Invalid cursor.");
  expect(lines.filter((l) => l.level >= ERROR)).toEqual([]);
});

it("logs an unexpected failure once, as an error with its stack, and answers without its details", async () => {
  class BrokenDiscovery extends Discovery {
    override search(): never {
      throw new Error("connection reset by the database");
    }
  }
  const { lines, ask } = yogaWithLog(
    { ...server.domain, discovery: new BrokenDiscovery(server.prisma) },
    server.prisma,
  );
  const answer = await ask('{ searchUsers(query: "a") { username } }', user.token);
  expect(answer.errors).toEqual([
    expect.objectContaining({ message: "Unexpected error.", extensions: { code: "INTERNAL_SERVER_ERROR" } }),
  ]);
  const errors = lines.filter((l) => l.level >= ERROR);
  expect(errors).toHaveLength(1);
  expect(errors[0]!.err).toMatchObject({
    message: "connection reset by the database",
    stack: expect.stringContaining("search"),
  });
});

it("never sends extensions.originalError, not even in development (where Yoga would add it)", async () => {
  class BrokenDiscovery extends Discovery {
    override search(): never {
      throw new Error("connection reset by the database");
    }
  }
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "development"; // Yoga reads it when it is created
  try {
    const { ask } = yogaWithLog({ ...server.domain, discovery: new BrokenDiscovery(server.prisma) }, server.prisma);
    const answers = [
      await ask('{ searchUsers(query: "a") { username } }', user.token), // unexpected
      await ask('{ searchUsers(query: "a") { username } }'), // a domain error (signed out)
      await ask("{ viewer { nope } }"), // GraphQL's own
    ];
    expect(answers.map((a) => a.errors?.[0]?.extensions?.code ?? null)).toEqual([
      "INTERNAL_SERVER_ERROR",
      "UNAUTHENTICATED",
      "GRAPHQL_VALIDATION_FAILED",
    ]);
    expect(JSON.stringify(answers)).not.toMatch(/originalError|connection reset|stack/);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
});
