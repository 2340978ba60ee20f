// A burst of log-ins on one node: at most two per password thread check their credentials at
// once (look the user up, wait for a thread); the others wait their turn without touching the
// database or the event loop, so the requests of everyone else keep their pace. All get in.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { Passwords, PASSWORD_THREADS } from "../../src/domain/auth/passwords.ts";
import { createUsers, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
let users: TestUser[];
beforeAll(async () => {
  server = await createTestServer();
  users = await createUsers(server, 5);
});
afterAll(() => server.close());

it(`checks at most ${2 * PASSWORD_THREADS} log-ins' credentials at once, and lets all of a burst in`, async () => {
  let checking = 0;
  let most = 0;
  const verify = Passwords.prototype.verify;
  vi.spyOn(Passwords.prototype, "verify").mockImplementation(async function (this: Passwords, password, hash) {
    most = Math.max(most, ++checking);
    try {
      return await verify.call(this, password, hash);
    } finally {
      checking--;
    }
  });
  const burst = Array.from({ length: 60 }, (_, i) => users[i % users.length]!).map((user, i) =>
    server.domain.accounts.logIn({ username: user.username, password: TEST_PASSWORD }, `burst-client-${i}`),
  );
  const sessions = await Promise.all(burst);
  expect(sessions.map((s) => s.user.id)).toEqual(Array.from({ length: 60 }, (_, i) => users[i % users.length]!.id));
  expect(most).toBeGreaterThan(0);
  expect(most).toBeLessThanOrEqual(2 * PASSWORD_THREADS);
  vi.restoreAllMocks();
});
