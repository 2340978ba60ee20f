// Cross-site WebSocket hijacking: CORS only guards Socket.IO's long-polling, so a page on any
// site could open the websocket transport with the visitor's session cookie and hear their
// notifications. A handshake naming an origin that is not allowed is refused; one without an
// Origin (a native v1 client, a script: no victim's cookie) is not.
import { afterAll, beforeAll, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../src/browser/session-cookie.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { signUp, type SignedUp } from "../rest/v1-client.ts";
import { connectV1, listen, type V1Socket } from "./socket-client.ts";
import { eventually } from "../support/eventually.ts";

let server: TestServer;
let baseUrl: string;
let ada: SignedUp;
let bob: SignedUp;
const sockets: V1Socket[] = [];

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await listen(server);
  ada = await signUp(server);
  bob = await signUp(server);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

/** Bob follows ada afresh: one receiveNotification for each socket bound to her. */
async function notifyAda() {
  await server.domain.follows.unfollow({ id: bob.id, username: bob.account.username }, ada.id);
  await server.domain.follows.follow({ id: bob.id, username: bob.account.username }, ada.id);
}

/** A websocket-transport socket carrying ada's session cookie, as her browser would send it. */
async function connectWithCookie(headers: Record<string, string>) {
  const socket = await connectV1(baseUrl, { extraHeaders: { cookie: `${SESSION_COOKIE}=${ada.token}`, ...headers } });
  sockets.push(socket);
  return socket;
}

it("refuses a websocket handshake from an origin that is not allowed, cookie or not", async () => {
  await expect(connectWithCookie({ origin: "http://evil.example" })).rejects.toThrow();
  await expect(
    connectV1(baseUrl, { extraHeaders: { origin: "http://evil.example" }, auth: { token: ada.token } }),
  ).rejects.toThrow();
  // over long-polling too (a browser would not let the page read the answer, but the request lands)
  await expect(
    connectV1(baseUrl, { transports: ["polling"], extraHeaders: { origin: "http://evil.example" } }),
  ).rejects.toThrow();
});

it("accepts an allowed origin, binding the cookie's user", async () => {
  expect(server.config.corsOrigins).toContain("http://skysocial.test");
  const socket = await connectWithCookie({ origin: "http://skysocial.test" });
  await notifyAda();
  await eventually(() =>
    expect(socket.notifications).toEqual([{ type: "follow", message: `${bob.account.username} followed you` }]),
  );
});

it("accepts a page of the API's own host, under whatever name it was opened", async () => {
  const ownHost = new URL(baseUrl).origin;
  expect(server.config.corsOrigins).not.toContain(ownHost);
  const socket = await connectWithCookie({ origin: ownHost });
  await notifyAda();
  await eventually(() =>
    expect(socket.notifications).toEqual([{ type: "follow", message: `${bob.account.username} followed you` }]),
  );
  await expect(connectWithCookie({ origin: "null" })).rejects.toThrow();
});

it("accepts a handshake without an Origin (non-browser v1 clients)", async () => {
  const socket = await connectWithCookie({});
  await notifyAda();
  await eventually(() =>
    expect(socket.notifications).toEqual([{ type: "follow", message: `${bob.account.username} followed you` }]),
  );
  const anonymous = await connectV1(baseUrl);
  sockets.push(anonymous);
  expect(anonymous.socket.connected).toBe(true);
});

it("refuses JSONP polling (a script tag would read the answer, cookie and all, around CORS)", async () => {
  const handshake = (query: string) =>
    fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling${query}`, {
      headers: { cookie: `${SESSION_COOKIE}=${ada.token}` },
    });
  const jsonp = await handshake("&j=0");
  expect(jsonp.status).toBe(403);
  expect(await jsonp.text()).not.toContain("___eio");
  // the same handshake over ordinary polling opens a session
  const polling = await handshake("");
  expect(polling.status).toBe(200);
  expect(await polling.text()).toMatch(/^0\{"sid":/);
});
