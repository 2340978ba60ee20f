// A subscription over server-sent events ends with the session that opened it: after logOut,
// revoking the access token it was opened with, a password change, the account's suspension or
// its deletion, the stream's last event says TOKEN_REVOKED and it completes, so it hears none of
// the user's private messages from then on. It used to carry on, while graphql-ws and Socket.IO
// closed at once. The user's other sessions' streams carry on.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Session } from "../../src/domain/auth/sessions.ts";
import { createUser, CHANGED_TEST_PASSWORD, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { eventually } from "../support/eventually.ts";
import { subscribeOverSse, untilLive, type SseSubscription } from "../support/sse.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { listen } from "../realtime/socket-client.ts";

const MESSAGES = "subscription { messageAdded { text } }";

let server: TestServer;
let baseUrl: string;
let sender: TestUser;
let moderator: TestUser;
const streams: SseSubscription[] = [];

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await listen(server);
  [sender, moderator] = [await createUser(server), await createUser(server)];
  await server.prisma.user.update({ where: { id: moderator.id }, data: { role: "MODERATOR" } });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

const sessionOf = async (token: string) => (await server.domain.sessions.sessionFromToken(token))!;

/** `victim`'s messages over SSE with `token`, once the stream hears them. */
async function messagesOf(victim: TestUser, token: string): Promise<SseSubscription> {
  const stream = await subscribeOverSse(baseUrl, MESSAGES, { token });
  streams.push(stream);
  expect(stream.status).toBe(200);
  await untilLive(stream, () => server.domain.messages.send(sender.viewer, victim.id, "are you there?"));
  return stream;
}

async function expectEndedAsRevoked(stream: SseSubscription): Promise<void> {
  await eventually(() => expect(stream.ended()).toBe(true));
  expect(stream.received.at(-1)?.errors).toEqual([
    { message: expect.stringMatching(/revoked/), extensions: { code: "UNAUTHENTICATED", reason: "TOKEN_REVOKED" } },
  ]);
}

it("ends the stream of a token logged out, not that of the user's other session", async () => {
  const victim = await createUser(server);
  const otherDevice = await server.domain.tokens.issue(victim.id, 0);
  const [loggedOut, kept] = [await messagesOf(victim, victim.token), await messagesOf(victim, otherDevice)];
  await server.domain.accounts.logOut(await sessionOf(victim.token));
  await expectEndedAsRevoked(loggedOut);
  const heard = kept.received.length;
  await server.domain.messages.send(sender.viewer, victim.id, "still here?");
  await eventually(() => expect(kept.received.length).toBe(heard + 1));
  expect(kept.ended()).toBe(false);
});

it("ends the stream of a personal access token revoked", async () => {
  const victim = await createUser(server);
  const { secret, accessToken } = await server.domain.accessTokens.create(await sessionOf(victim.token), {
    name: "a reader",
    scope: "READ",
  });
  const stream = await messagesOf(victim, secret);
  await server.domain.accessTokens.revoke(await sessionOf(victim.token), accessToken.id);
  await expectEndedAsRevoked(stream);
});

it("ends the stream of a token a password change replaced", async () => {
  const victim = await createUser(server);
  const stream = await messagesOf(victim, victim.token);
  await server.domain.accounts.changePassword(victim.viewer, {
    oldPassword: TEST_PASSWORD,
    newPassword: CHANGED_TEST_PASSWORD,
    confirmPassword: CHANGED_TEST_PASSWORD,
  });
  await expectEndedAsRevoked(stream);
});

it("ends the streams of an account a moderator suspended", async () => {
  const victim = await createUser(server);
  const stream = await messagesOf(victim, victim.token);
  await server.domain.moderatorActions.suspend(moderator.viewer, victim.id, { reason: "spam" });
  await expectEndedAsRevoked(stream);
});

it("ends the streams of an account deleted", async () => {
  const victim = await createUser(server);
  const stream = await messagesOf(victim, victim.token);
  const session: Session = await sessionOf(victim.token);
  await server.domain.accountDeletion.delete(session, { password: TEST_PASSWORD, username: victim.username });
  await expectEndedAsRevoked(stream);
});

it("refuses at once a stream opened, after the revocation, with the revoked token", async () => {
  const victim = await createUser(server);
  await server.domain.accounts.logOut(await sessionOf(victim.token));
  const stream = await subscribeOverSse(baseUrl, MESSAGES, { token: victim.token });
  streams.push(stream);
  expect(stream.status).toBe(401);
  await eventually(() => expect(stream.ended()).toBe(true));
});

it("ends every stream opened while its token was being logged out, whichever came first", async () => {
  const victim = await createUser(server);
  const session = await sessionOf(victim.token);
  const [opening] = await Promise.all([
    Promise.all(Array.from({ length: 12 }, () => subscribeOverSse(baseUrl, MESSAGES, { token: victim.token }))),
    server.domain.accounts.logOut(session),
  ]);
  streams.push(...opening);
  // refused (401) if it was checked after the logOut, ended if before: none is left hearing messages
  await eventually(() => expect(opening.every((stream) => stream.ended())).toBe(true));
  for (const stream of opening)
    if (stream.status === 200) expect(stream.received.at(-1)?.errors?.[0]?.extensions?.reason).toBe("TOKEN_REVOKED");
    else expect(stream.status).toBe(401);
});
