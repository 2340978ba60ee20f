// What the server log says about tokens clients send: a token that does not verify is the
// client's state (an open tab with an expired token sends one on every request), so it writes no
// warning, while the server's own problems stay warnings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { badTokens } from "../support/tokens.ts";
import { yogaWithLog } from "../support/yoga-log.ts";

let server: TestServer;
let userId: string;

beforeAll(async () => {
  server = await createTestServer();
  userId = (await createUser(server)).id;
});
afterAll(() => server.close());

describe("a token that does not verify", () => {
  it("is refused as the client's state, never logged as a warning", async () => {
    const { lines, ask } = yogaWithLog(server.domain, server.prisma);
    const tokens = await badTokens(userId);
    for (const [name, token] of Object.entries(tokens)) {
      expect((await ask("{ viewer { id } }", token)).errors?.[0]?.extensions?.code, name).toBe("UNAUTHENTICATED");
    }
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });
});
