// logOut ends one session: the token it was called with proves nobody from then on, on every face
// (HTTP, graphql-ws, the v1 REST shim and Socket.IO), and the user's other tokens carry on.
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { connectV1 } from "../realtime/socket-client.ts";
import { eventually } from "../support/eventually.ts";

let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => server.close());

async function ask(query: string, token: string) {
  const response = await server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1", authorization: `Bearer ${token}` },
    payload: JSON.stringify({ query }),
  });
  return {
    status: response.statusCode,
    body: response.json() as {
      data?: Record<string, unknown> | null;
      errors?: { extensions?: Record<string, unknown> }[];
    },
  };
}

/** Another device of the same user: a token of its own. */
async function anotherToken(user: TestUser): Promise<string> {
  return (
    await server.domain.accounts.logIn({ username: user.username, password: TEST_PASSWORD }, `device-${Math.random()}`)
  ).token;
}

describe("logOut", () => {
  it("revokes the token it was called with, and only that one", async () => {
    const ada = await createUser(server);
    const phone = await anotherToken(ada);
    expect((await ask("mutation { logOut { tokenRevoked } }", ada.token)).body.data).toEqual({
      logOut: { tokenRevoked: true },
    });

    const after = await ask("{ viewer { username } }", ada.token);
    expect(after.status).toBe(401);
    expect(after.body.errors?.[0]?.extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "TOKEN_REVOKED" });
    const v1 = await server.app.inject({
      url: "/api/v1/users/suggested-people",
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(v1.statusCode).toBe(401);
    expect((await ask("{ viewer { username } }", phone)).body.data).toEqual({ viewer: { username: ada.username } });
    expect(await server.prisma.revokedToken.count({ where: { userId: ada.id } })).toBe(1);
  });

  it("closes the graphql-ws connections and Socket.IO sockets the token opened, not the others'", async () => {
    const bob = await createUser(server);
    const laptop = await anotherToken(bob);
    const closed: Record<string, number[]> = { revoked: [], kept: [] };
    const clients = Object.entries({ revoked: bob.token, kept: laptop }).map(([name, token]) => {
      const client = createClient({
        url: `${baseUrl.replace("http", "ws")}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authToken: token },
        lazy: false,
        retryAttempts: 0,
        onNonLazyError: () => {},
      });
      client.on("closed", (event) => closed[name]!.push((event as { code: number }).code));
      return new Promise<typeof client>((resolve) => client.on("connected", () => resolve(client)));
    });
    const connected = await Promise.all(clients);
    const socket = await connectV1(baseUrl, { auth: { token: bob.token } });

    await ask("mutation { logOut { tokenRevoked } }", bob.token);
    await eventually(() => expect(closed.revoked).toEqual([4403]));
    await eventually(() => expect(socket.socket.connected).toBe(false));
    expect(closed.kept).toEqual([]);
    await Promise.all(connected.map((client) => client.dispose()));
    socket.close();
  });

  it("needs a token", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
      payload: JSON.stringify({ query: "mutation { logOut { tokenRevoked } }" }),
    });
    expect(response.json()).toMatchObject({
      data: { logOut: null },
      errors: [{ extensions: { code: "UNAUTHENTICATED" } }],
    });
  });
});
