// Signing in from a named browser: what a session's User-Agent says is what Settings lists and
// what decides whether a sign-in is from a new device.
import { execute } from "./graphql-client.ts";
import { TEST_PASSWORD, type TestUser } from "./fixtures.ts";
import type { TestServer } from "./test-server.ts";
import { LogIn } from "../graphql/auth-operations.ts";

export const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
export const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
export const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
export const EDGE_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86";

/** Logs `user` in over GraphQL from a browser that sends `userAgent`; resolves to the new token. */
export async function logInFrom(server: TestServer, user: TestUser, userAgent: string): Promise<string> {
  const answer = await execute(
    server,
    LogIn,
    { input: { username: user.username, password: TEST_PASSWORD } },
    { headers: { "user-agent": userAgent } },
  );
  const payload = answer.data?.logIn;
  if (payload?.__typename !== "LogInPayload") throw new Error(`not signed in: ${JSON.stringify(payload)}`);
  return payload.token;
}
