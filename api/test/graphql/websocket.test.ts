// graphql-ws shares /graphql with HTTP: the token travels in connectionParams.authToken.
import { createClient } from "graphql-ws";
import { print } from "graphql";
import { io as connectSocketIo } from "socket.io-client";
import WebSocket from "ws";
import { afterAll, beforeAll, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { SignUp, Viewer } from "./auth-operations.ts";
import { TEST_PASSWORD } from "../support/fixtures.ts";

let server: TestServer;
let baseUrl: string;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
  const res = await execute(server, SignUp, {
    input: { name: "Wes Socket", username: "wes", email: "wes@example.com", password: TEST_PASSWORD },
  });
  if (res.data!.signUp!.__typename !== "SignUpPayload") throw new Error("sign-up failed");
  token = res.data!.signUp!.token;
});
afterAll(() => server.close());

function viewerOverWebSocket(authToken?: string) {
  const client = createClient({
    url: `${baseUrl.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authToken },
  });
  return new Promise<unknown>((resolve, reject) => {
    client.subscribe(
      { query: print(Viewer) },
      { next: (result) => resolve(result), error: reject, complete: () => client.dispose() },
    );
  });
}

it("runs operations over graphql-ws with the viewer from connectionParams", async () => {
  expect(await viewerOverWebSocket(token)).toMatchObject({ data: { viewer: { username: "wes" } } });
  expect(await viewerOverWebSocket()).toMatchObject({ data: { viewer: null } });
});

it("accepts Socket.IO connections on /socket.io", async () => {
  const socket = connectSocketIo(baseUrl, { auth: { token }, transports: ["websocket"], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.on("connect", resolve);
    socket.on("connect_error", reject);
  });
  expect(socket.connected).toBe(true);
  socket.disconnect();
});
