// The Vite dev server's origin (http://localhost:5173) is trusted only when the development
// server is what runs (NODE_ENV=development, set by `npm run dev`): with NODE_ENV unset, as a
// plain `npm start` leaves it, any page on that port of the machine would otherwise get
// credentialed CORS and a cookie-bound Socket.IO connection.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_SERVER_ORIGIN } from "../../src/config/env.ts";
import { SESSION_COOKIE } from "../../src/browser/session-cookie.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { signUp, type SignedUp } from "../rest/v1-client.ts";
import { connectV1, listen } from "../realtime/socket-client.ts";

describe.each([
  ["unset (npm start)", "", false],
  ["production", "production", false],
  ["development (npm run dev)", "development", true],
])("with NODE_ENV %s", (_name, nodeEnv, trusted) => {
  let server: TestServer;
  let baseUrl: string;
  let ada: SignedUp;
  beforeAll(async () => {
    server = await createTestServer({ NODE_ENV: nodeEnv });
    baseUrl = await listen(server);
    ada = await signUp(server);
  });
  afterAll(() => server.close());

  it(`${trusted ? "gives" : "refuses"} ${DEV_SERVER_ORIGIN} credentialed CORS`, async () => {
    const preflight = await server.app.inject({
      method: "OPTIONS",
      url: "/api/v1/users",
      headers: {
        origin: DEV_SERVER_ORIGIN,
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBe(trusted ? DEV_SERVER_ORIGIN : undefined);
    expect(preflight.headers["access-control-allow-credentials"]).toBe(trusted ? "true" : undefined);
  });

  it(`${trusted ? "opens" : "refuses"} a Socket.IO connection carrying the session cookie from ${DEV_SERVER_ORIGIN}`, async () => {
    const connecting = connectV1(baseUrl, {
      extraHeaders: { origin: DEV_SERVER_ORIGIN, cookie: `${SESSION_COOKIE}=${ada.token}` },
    });
    if (!trusted) return expect(connecting).rejects.toThrow();
    const socket = await connecting;
    expect(await socket.join(ada.id)).toEqual([ada.id]);
    socket.close();
  });
});
