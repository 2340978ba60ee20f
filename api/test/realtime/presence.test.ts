// user-joined and active-people on one node: only a socket that proved who it is binds, the
// list is de-duplicated and pruned on disconnect, and the handshake's CORS suits a v1 browser.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { newAccount, signUp, type SignedUp } from "../rest/v1-client.ts";
import { connectV1, eventually, listen } from "./socket-client.ts";

const V1_ORIGIN = "http://localhost:5173";

let server: TestServer;
let baseUrl: string;
let ada: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  server = await createTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" });
  baseUrl = await listen(server);
  ada = await signUp(server);
  bob = await signUp(server);
});
afterAll(() => server.close());

/** active-people as an anonymous observer sees it (user-joined with null binds nothing) */
async function activePeople(): Promise<string[]> {
  const observer = await connectV1(baseUrl);
  try {
    return await observer.join(null);
  } finally {
    observer.close();
  }
}

describe("user-joined", () => {
  it("binds an authenticated socket; two sockets of one user count once; pruned when both are gone", async () => {
    const tab1 = await connectV1(baseUrl, { auth: { token: ada.token } });
    const tab2 = await connectV1(baseUrl, { extraHeaders: { authorization: `Bearer ${ada.token}` } });
    expect(await tab1.join(ada.id)).toEqual([ada.id]);
    // v1 clients repeat user-joined several times per page
    expect(await tab1.join(ada.id)).toEqual([ada.id]);
    expect(await tab2.join(ada.id)).toEqual([ada.id]);

    tab1.close();
    await eventually(async () => expect(await activePeople()).toEqual([ada.id]));
    tab2.close();
    await eventually(async () => expect(await activePeople()).toEqual([]));
  });

  it("binds an authenticated socket on connect, so a reconnect without user-joined still gets notifications", async () => {
    const tab = await connectV1(baseUrl, { auth: { token: bob.token } });
    try {
      await eventually(async () => expect(await activePeople()).toContain(bob.id));
      await server.domain.follows.follow({ id: ada.id, username: ada.account.username }, bob.id);
      await eventually(() => expect(tab.notifications).toEqual([{ type: "follow", message: `${ada.account.username} followed you` }]));
    } finally {
      tab.close();
      await server.domain.follows.unfollow({ id: ada.id, username: ada.account.username }, bob.id);
    }
    await eventually(async () => expect(await activePeople()).not.toContain(bob.id));
  });

  it("answers active-people to a null payload, which names nobody", async () => {
    const socket = await connectV1(baseUrl, { auth: { token: ada.token } });
    // bound by its token on connect; the null payload binds nothing else
    expect(await socket.join(null)).toEqual([ada.id]);
    socket.close();
    await eventually(async () => expect(await activePeople()).toEqual([]));
  });

  it("ignores an unauthenticated socket naming someone, and a token naming someone else", async () => {
    const anonymous = await connectV1(baseUrl);
    const impostor = await connectV1(baseUrl, { auth: { token: bob.token } });
    const invalid = await connectV1(baseUrl, { auth: { token: "not-a-token" } });
    // the token holder is bound to its own identity, never to the one it names
    for (const socket of [anonymous, impostor, invalid]) expect(await socket.join(ada.id)).not.toContain(ada.id);
    expect(await impostor.join(ada.id)).toEqual([bob.id]);
    for (const s of [anonymous, impostor, invalid]) s.close();
    await eventually(async () => expect(await activePeople()).toEqual([]));
  });

  it("binds a socket authenticated by the session cookie of a v1 REST login", async () => {
    const login = await server.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      payload: { username: bob.account.username, password: bob.account.password },
    });
    const cookie = String(login.headers["set-cookie"]).split(";")[0]!;
    const socket = await connectV1(baseUrl, { extraHeaders: { cookie } });
    expect(await socket.join(bob.id)).toEqual([bob.id]);
    socket.close();
    await eventually(async () => expect(await activePeople()).toEqual([]));
  });

  it("works over long-polling with credentials from an allowed origin", async () => {
    const socket = await connectV1(baseUrl, {
      transports: ["polling", "websocket"],
      withCredentials: true,
      extraHeaders: { origin: V1_ORIGIN, authorization: `Bearer ${ada.token}` },
    });
    expect(await socket.join(ada.id)).toEqual([ada.id]);
    socket.close();

    const handshake = (origin: string) => fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
    const allowed = await handshake(V1_ORIGIN);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(V1_ORIGIN);
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
    const foreign = await handshake("http://evil.example");
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("with LEGACY_TRUST_USER_JOINED=true", () => {
  let trusting: TestServer;
  let trustingUrl: string;
  let cyd: SignedUp;

  beforeAll(async () => {
    trusting = await createTestServer({ LEGACY_TRUST_USER_JOINED: "true" });
    trustingUrl = await listen(trusting);
    cyd = await signUp(trusting, newAccount());
  });
  afterAll(() => trusting.close());

  it("binds an unauthenticated socket to the existing user it names, as v1 did", async () => {
    const socket = await connectV1(trustingUrl);
    expect(await socket.join("00000000-0000-7000-8000-000000000000")).toEqual([]);
    expect(await socket.join("not-an-id")).toEqual([]);
    expect(await socket.join(cyd.id)).toEqual([cyd.id]);
    socket.close();
  });

  it("still ignores a token holder naming someone else", async () => {
    const other = await signUp(trusting, newAccount());
    const socket = await connectV1(trustingUrl, { auth: { token: other.token } });
    await eventually(async () => expect(await socket.join(cyd.id)).toEqual([other.id]));
    socket.close();
  });
});
