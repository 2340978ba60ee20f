// The log-in throttle: ten failed log-ins per client and username in 15 minutes, forgotten on a
// success; guesses sent all at once are counted like guesses sent one after another.
import { afterAll, beforeAll, expect, it } from "vitest";
import { InvalidCredentialsError, TooManyRequestsError } from "../../src/domain/errors.ts";
import { createUser, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
let victim: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  victim = await createUser(server);
});
afterAll(() => server.close());

const logIn = (password: string, client: string) =>
  server.domain.accounts.logIn({ username: victim.username, password }, client);

/** What each attempt came to: "ok", or the name of the error it was refused with. */
async function outcomes(attempts: Promise<unknown>[]) {
  const settled = await Promise.allSettled(attempts);
  return settled.map((s) => (s.status === "fulfilled" ? "ok" : (s.reason as Error).constructor.name));
}

it("counts only failures: a success forgets the ones before it", async () => {
  const client = "10.20.0.1";
  for (let i = 0; i < 9; i++)
    await expect(logIn("wrong password", client)).rejects.toBeInstanceOf(InvalidCredentialsError);
  await expect(logIn(TEST_PASSWORD, client)).resolves.toMatchObject({ user: { id: victim.id } });

  for (let i = 0; i < 10; i++)
    await expect(logIn("wrong password", client)).rejects.toBeInstanceOf(InvalidCredentialsError);
  const refused = await logIn(TEST_PASSWORD, client).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(TooManyRequestsError);
  // the window is 15 minutes, fixed from the first failure
  expect((refused as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(14 * 60);
  expect((refused as TooManyRequestsError).retryAfterSeconds).toBeLessThanOrEqual(15 * 60);

  // the same username from another client has its own count
  await expect(logIn(TEST_PASSWORD, "10.20.0.2")).resolves.toMatchObject({ user: { id: victim.id } });
});

it("refuses guesses sent all at once past the tenth, before checking their password", async () => {
  const results = await outcomes(Array.from({ length: 25 }, (_, i) => logIn(`wrong guess ${i}`, "10.20.0.3")));
  expect(results.filter((r) => r === "InvalidCredentialsError")).toHaveLength(10);
  expect(results.filter((r) => r === "TooManyRequestsError")).toHaveLength(15);
});
