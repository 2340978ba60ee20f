// user-joined and active-people on one node: only a socket that proved who it is binds and is
// answered, with itself and the people it follows who are online (never everyone online); the
// presence behind it is de-duplicated and pruned on disconnect, and the handshake's CORS suits a
// v1 browser.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { newAccount, signUp, type SignedUp } from "../rest/v1-client.ts";
import { badTokens } from "../support/tokens.ts";
import { connectV1, listen } from "./socket-client.ts";
import { eventually } from "../support/eventually.ts";

const V1_ORIGIN = "http://v1-client.test";

let server: TestServer;
let baseUrl: string;
let ada: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  server = await createTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: "10000", CORS_ORIGINS: V1_ORIGIN });
  baseUrl = await listen(server);
  ada = await signUp(server);
  bob = await signUp(server);
});
afterAll(() => server.close());

/** everyone online, as the server counts them (no client may see this list) */
const activePeople = () => server.presence.online();

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
      await eventually(() =>
        expect(tab.notifications).toEqual([{ type: "follow", message: `${ada.account.username} followed you` }]),
      );
    } finally {
      tab.close();
      await server.domain.follows.unfollow({ id: ada.id, username: ada.account.username }, bob.id);
    }
    await eventually(async () => expect(await activePeople()).not.toContain(bob.id));
  });

  it("answers active-people to a null payload from a bound socket, which names nobody", async () => {
    const socket = await connectV1(baseUrl, { auth: { token: ada.token } });
    // bound by its token on connect; the null payload binds nothing else
    expect(await socket.join(null)).toEqual([ada.id]);
    socket.close();
    await eventually(async () => expect(await activePeople()).toEqual([]));
  });

  it("ignores a token naming someone else: its holder is bound to, and sees, its own identity", async () => {
    const adaOnline = await connectV1(baseUrl, { auth: { token: ada.token } });
    const impostor = await connectV1(baseUrl, { auth: { token: bob.token } });
    expect(await impostor.join(ada.id)).toEqual([bob.id]);
    for (const s of [adaOnline, impostor]) s.close();
    await eventually(async () => expect(await activePeople()).toEqual([]));
  });

  it("lists the people the socket's user follows who are online, as GraphQL's activeFriends, and no one else", async () => {
    const [cyd, dee] = [await signUp(server), await signUp(server)];
    const others = [ada, bob, dee].map((user) => connectV1(baseUrl, { auth: { token: user.token } }));
    const sockets = await Promise.all(others);
    await server.domain.follows.follow({ id: cyd.id, username: cyd.account.username }, bob.id);
    const cydSocket = await connectV1(baseUrl, { auth: { token: cyd.token } });
    try {
      await eventually(async () =>
        expect(await activePeople()).toEqual(expect.arrayContaining([ada.id, bob.id, dee.id])),
      );
      // ada and dee are online too, but cyd does not follow them
      expect(await cydSocket.join(cyd.id)).toEqual([cyd.id, bob.id]);
      sockets[1]!.close();
      await eventually(async () => expect(await cydSocket.join(cyd.id)).toEqual([cyd.id]));
    } finally {
      for (const s of [...sockets, cydSocket]) s.close();
    }
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

    const handshake = (origin: string) =>
      fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
    const allowed = await handshake(V1_ORIGIN);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(V1_ORIGIN);
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
    const foreign = await handshake("http://evil.example");
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("a socket that proved nobody", () => {
  /**
   * What the server emits to the socket while it handles one user-joined: the handler is called
   * as Socket.IO calls it, and resolves once it answered (or decided not to).
   */
  async function emitsOnUserJoined(opts: Parameters<typeof connectV1>[1], payload: unknown) {
    const client = await connectV1(baseUrl, opts);
    try {
      const socket = server.http.io.of("/").sockets.get(client.socket.id!)!;
      const emitted: string[] = [];
      const emit = socket.emit.bind(socket);
      socket.emit = ((event: "active-people", ...args: [{ people: string[] }]) => (
        emitted.push(event),
        emit(event, ...args)
      )) as typeof socket.emit;
      const [onUserJoined] = socket.listeners("user-joined");
      await onUserJoined!(payload);
      return emitted;
    } finally {
      client.close();
    }
  }

  it("is never told who is online, whoever it names (no token, an expired, tampered or alg:none token)", async () => {
    const adaOnline = await connectV1(baseUrl, { auth: { token: ada.token } });
    try {
      await eventually(async () => expect(await activePeople()).toContain(ada.id));
      const { expired, algNone, wrongSecret, unknownCritical, withoutId } = await badTokens(ada.id);
      for (const opts of [
        {},
        { auth: { token: expired! } },
        { auth: { token: algNone! } },
        { auth: { token: wrongSecret! } },
        { auth: { token: unknownCritical! } },
        { auth: { token: withoutId! } },
      ])
        for (const payload of [null, ada.id, bob.id, "not-an-id"])
          expect(await emitsOnUserJoined(opts, payload)).toEqual([]);
      // the same call on a socket that proved who it is answers
      expect(await emitsOnUserJoined({ auth: { token: bob.token } }, bob.id)).toEqual(["active-people"]);
    } finally {
      adaOnline.close();
    }
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
    expect(await socket.join(cyd.id)).toEqual([cyd.id]);
    await eventually(async () => expect(await trusting.presence.online()).toEqual([cyd.id]));
    socket.close();
  });

  it("still ignores a token holder naming someone else", async () => {
    const other = await signUp(trusting, newAccount());
    const socket = await connectV1(trustingUrl, { auth: { token: other.token } });
    await eventually(async () => expect(await socket.join(cyd.id)).toEqual([other.id]));
    socket.close();
  });
});
