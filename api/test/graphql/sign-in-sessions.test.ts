// Signed-in devices: every log-in (GraphQL and v1) is listed with the browser and system its
// User-Agent names, the asking one marked current; ending one from another device refuses its
// token and closes its graphql-ws connections and Socket.IO sockets at once, and ending all the
// others leaves the caller's alone. A personal access token (a tool) cannot sign its owner out.
import type { Client } from "graphql-ws";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { execute } from "../support/graphql-client.ts";
import { eventually } from "../support/eventually.ts";
import { connectV1 } from "../realtime/socket-client.ts";
import { connectGraphQL } from "../support/graphql-ws.ts";
import { CHROME_ANDROID, FIREFOX_LINUX, logInFrom as logInFromOn } from "../support/sign-ins.ts";
import {
  EndOtherSessions,
  EndSession,
  OthersSessions,
  UpdateSignInNotices,
  ViewerSessions,
} from "./sign-in-session-operations.ts";

let server: TestServer;
const logInFrom = (user: TestUser, userAgent: string) => logInFromOn(server, user, userAgent);
let baseUrl: string;
beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => server.close());

/** Logs `user` in through the v1 REST login, as the old mobile client does. */
async function logInV1From(user: TestUser, userAgent: string): Promise<string> {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/v1/users/login",
    headers: { "content-type": "application/json", "user-agent": userAgent },
    payload: JSON.stringify({ username: user.username, password: TEST_PASSWORD }),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { authToken: string }).authToken;
}

const sessionsOf = async (token: string) => (await execute(server, ViewerSessions, {}, { token })).data!.viewer!;

async function viewerStatus(token: string) {
  const response = await server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1", authorization: `Bearer ${token}` },
    payload: JSON.stringify({ query: "{ viewer { username } }" }),
  });
  const body = response.json() as { errors?: { extensions?: Record<string, unknown> }[] };
  return { status: response.statusCode, reason: body.errors?.[0]?.extensions?.reason };
}

async function graphqlWs(token: string, closed: number[]): Promise<Client> {
  const client = await connectGraphQL(baseUrl, token);
  client.on("closed", (event) => closed.push((event as CloseEvent).code));
  return client;
}

describe("viewer.sessions", () => {
  it("lists every sign-in with its browser and system, the asking one first and current", async () => {
    const ada = await createUser(server);
    const laptop = await logInFrom(ada, FIREFOX_LINUX);
    const phone = await logInV1From(ada, CHROME_ANDROID);

    const { sessions, signInNotices } = await sessionsOf(laptop);
    expect(signInNotices).toBe(true);
    const devices = sessions!.map(({ browser, system, current }) => ({ browser, system, current }));
    expect(devices).toHaveLength(3);
    expect(devices[0]).toEqual({ browser: "Firefox", system: "Linux", current: true });
    expect(devices).toEqual(
      expect.arrayContaining([
        // the sign-up, which sent no User-Agent
        { browser: null, system: null, current: false },
        { browser: "Firefox", system: "Linux", current: true },
        { browser: "Chrome", system: "Android", current: false },
      ]),
    );
    const fromPhone = await sessionsOf(phone);
    expect(fromPhone.sessions!.find((s) => s.current)).toMatchObject({ browser: "Chrome", system: "Android" });
  });

  it("is the account's own: null for anyone else", async () => {
    const [bob, eve] = [await createUser(server), await createUser(server)];
    const seen = await execute(server, OthersSessions, { username: bob.username }, { token: eve.token });
    expect(seen.data!.user).toEqual({ sessions: null, signInNotices: null });
  });

  it("notes when a session was last seen, at most once a minute", async () => {
    const cy = await createUser(server);
    const laptop = await logInFrom(cy, FIREFOX_LINUX);
    // its id from the token itself: a request would have this node trust the session for a while
    // (session-cache.ts), and a use from the cache counts from the lastSeenAt it read then
    const id = decodeJwt(laptop).jti!;
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await server.prisma.signInSession.update({ where: { id }, data: { lastSeenAt: longAgo } });

    await viewerStatus(laptop);
    const seen = await eventually(async () => {
      const row = await server.prisma.signInSession.findUniqueOrThrow({ where: { id } });
      expect(row.lastSeenAt.getTime()).toBeGreaterThan(longAgo.getTime());
      return row.lastSeenAt;
    });
    // a request within the minute writes nothing
    await server.prisma.signInSession.update({ where: { id }, data: { lastSeenAt: new Date(seen.getTime() - 1000) } });
    await viewerStatus(laptop);
    await viewerStatus(laptop);
    expect((await server.prisma.signInSession.findUniqueOrThrow({ where: { id } })).lastSeenAt).toEqual(
      new Date(seen.getTime() - 1000),
    );
  });
});

describe("endSession", () => {
  it("signs one device out from another: its token is refused and its sockets close at once", async () => {
    const dee = await createUser(server);
    const laptop = await logInFrom(dee, FIREFOX_LINUX);
    const phone = await logInV1From(dee, CHROME_ANDROID);
    const closed = { phone: [] as number[], laptop: [] as number[] };
    const clients = await Promise.all([graphqlWs(phone, closed.phone), graphqlWs(laptop, closed.laptop)]);
    const socket = await connectV1(baseUrl, { auth: { token: phone } });

    const phoneSession = (await sessionsOf(laptop)).sessions!.find((s) => s.browser === "Chrome")!;
    const ended = await execute(server, EndSession, { input: { sessionId: phoneSession.id } }, { token: laptop });
    expect(ended.data!.endSession).toEqual({ __typename: "EndSessionPayload", endedSessionId: phoneSession.id });

    await eventually(() => expect(closed.phone).toEqual([4403]));
    await eventually(() => expect(socket.socket.connected).toBe(false));
    expect(await viewerStatus(phone)).toEqual({ status: 401, reason: "TOKEN_REVOKED" });
    expect(closed.laptop).toEqual([]);
    expect(await viewerStatus(laptop)).toEqual({ status: 200, reason: undefined });
    expect((await sessionsOf(laptop)).sessions!.map((s) => s.id)).not.toContain(phoneSession.id);
    await Promise.all(clients.map((client) => client.dispose()));
    socket.close();
  });

  it("finds no session of someone else's, nor one that ended, and changes nothing", async () => {
    const [fay, gus] = [await createUser(server), await createUser(server)];
    const gusSession = (await sessionsOf(gus.token)).sessions![0]!;
    for (const sessionId of [gusSession.id, "not-an-id", "0190f3a4-7c1e-7d2a-9b3c-4d5e6f708192"]) {
      const answer = await execute(server, EndSession, { input: { sessionId } }, { token: fay.token });
      expect(answer.data!.endSession).toMatchObject({ __typename: "NotFoundError", code: "NOT_FOUND" });
    }
    expect(await viewerStatus(gus.token)).toEqual({ status: 200, reason: undefined });
  });

  it("is refused to a personal access token", async () => {
    const hal = await createUser(server);
    const session = (await server.domain.sessions.sessionFromToken(hal.token))!;
    const { secret } = await server.domain.accessTokens.create(session, {
      name: "a tool",
      scope: "READ_WRITE",
      expiresAt: null,
    });
    const own = (await sessionsOf(hal.token)).sessions![0]!;
    const ended = await execute(server, EndSession, { input: { sessionId: own.id } }, { token: secret });
    expect(ended.data!.endSession).toMatchObject({
      __typename: "ForbiddenError",
      code: "ACCESS_TOKEN_CANNOT_MANAGE_SESSIONS",
    });
    const others = await execute(server, EndOtherSessions, {}, { token: secret });
    expect(others.data!.endOtherSessions).toMatchObject({ code: "ACCESS_TOKEN_CANNOT_MANAGE_SESSIONS" });
    expect(await viewerStatus(hal.token)).toEqual({ status: 200, reason: undefined });
  });
});

describe("endOtherSessions", () => {
  it("signs out every other device and keeps the caller's", async () => {
    const ida = await createUser(server);
    const laptop = await logInFrom(ida, FIREFOX_LINUX);
    const phone = await logInV1From(ida, CHROME_ANDROID);
    const ended = await execute(server, EndOtherSessions, {}, { token: laptop });
    expect(ended.data!.endOtherSessions).toEqual({ __typename: "EndOtherSessionsPayload", endedCount: 2 });
    expect(await viewerStatus(phone)).toEqual({ status: 401, reason: "TOKEN_REVOKED" });
    expect(await viewerStatus(ida.token)).toEqual({ status: 401, reason: "TOKEN_REVOKED" });
    expect((await sessionsOf(laptop)).sessions!.map((s) => [s.browser, s.current])).toEqual([["Firefox", true]]);
  });

  it("lists no session a password change or a log-out ended", async () => {
    const jo = await createUser(server);
    const laptop = await logInFrom(jo, FIREFOX_LINUX);
    const phone = await logInV1From(jo, CHROME_ANDROID);
    await server.domain.accounts.logOut((await server.domain.sessions.sessionFromToken(phone))!);
    expect((await sessionsOf(laptop)).sessions!.map((s) => s.browser)).toEqual(expect.not.arrayContaining(["Chrome"]));
    const changed = await server.domain.accounts.changePassword(
      jo.viewer,
      {
        oldPassword: TEST_PASSWORD,
        newPassword: "another fine passphrase",
        confirmPassword: "another fine passphrase",
      },
      FIREFOX_LINUX,
    );
    expect((await sessionsOf(changed.token)).sessions!.map((s) => [s.browser, s.current])).toEqual([["Firefox", true]]);
  });
});

describe("updateSignInNotices", () => {
  it("saves the switch", async () => {
    const kim = await createUser(server);
    const off = await execute(server, UpdateSignInNotices, { input: { enabled: false } }, { token: kim.token });
    expect(off.data!.updateSignInNotices).toEqual({ viewer: { signInNotices: false } });
    expect((await sessionsOf(kim.token)).signInNotices).toBe(false);
  });
});
