// Presence on every face, one node: a user is online while at least one of their Socket.IO
// sockets or authenticated graphql-ws connections is open; coming online and going offline are
// published once each; active friends are the people the viewer follows who are online.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser, TEST_PASSWORD, CHANGED_TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { connectGraphQL as connectGraphQLTo } from "../support/graphql-ws.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { ActiveFriends, ConversationWithUser } from "../graphql/chat-operations.ts";
import { connectV1, listen } from "./socket-client.ts";
import { eventually, letTimePass } from "../support/eventually.ts";

let server: TestServer;
let baseUrl: string;
const changes: string[] = [];
let stopListening: () => void;

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await listen(server);
  stopListening = await server.bus.subscribe(
    "presence.changed",
    ({ userId, online }) => void changes.push(`${userId} ${online ? "on" : "off"}`),
  );
});
afterAll(async () => {
  stopListening?.();
  await server?.close();
});

const connectGraphQL = (token?: string) => connectGraphQLTo(baseUrl, token);
/** Time for the server to count or forget a connection when nothing says it has. */
const COUNTING_MS = 200;

const online = async (user: TestUser) => (await server.domain.online.isOnline(user.id)) as boolean;
const changesOf = (user: TestUser) =>
  changes.filter((c) => c.startsWith(user.id)).map((c) => c.slice(user.id.length + 1));

it("counts an authenticated graphql-ws connection as online until it closes; an anonymous one not at all", async () => {
  const [ada, bob] = [await createUser(server), await createUser(server)];
  const anonymous = await connectGraphQL();
  const connection = await connectGraphQL(ada.token);
  await eventually(async () => expect(await online(ada)).toBe(true));
  const seen = await execute(server, ConversationWithUser, { id: ada.id }, { token: bob.token });
  expect(seen.data!.user!.online).toBe(true);
  // so does a v1 client's active-people list, to someone who follows them
  await server.domain.follows.follow(bob.viewer, ada.id);
  const observer = await connectV1(baseUrl, { auth: { token: bob.token } });
  expect(await observer.join(bob.id)).toEqual([bob.id, ada.id]);
  observer.close();
  await eventually(async () => expect(await online(bob)).toBe(false));

  await connection.dispose();
  await eventually(async () => expect(await online(ada)).toBe(false));
  await anonymous.dispose();
  expect(await server.presence.online()).toEqual([]);
  // the store answers offline at once; the announcement crosses the bus (Redis, when set) after it
  await eventually(() => expect(changesOf(ada)).toEqual(["on", "off"]));
});

it("keeps a user online while any connection of either face is open, and publishes each change once", async () => {
  const ada = await createUser(server);
  // the connection that stays is counted first: graphql-ws acknowledges before it counts (a token
  // check), so on a busy machine a later one could otherwise be counted after the others closed
  const tab2 = await connectGraphQL(ada.token);
  await eventually(async () => expect(await online(ada)).toBe(true));
  const socket = await connectV1(baseUrl, { auth: { token: ada.token } });
  const tab1 = await connectGraphQL(ada.token);
  // Nothing observable says when the server has counted a connection (graphql-ws after its token
  // check) or forgotten a closed one, while Ada stays online throughout: these two pauses guess.
  await letTimePass(COUNTING_MS);
  await tab1.dispose();
  socket.close();
  await letTimePass(COUNTING_MS);
  expect(await online(ada)).toBe(true);
  await tab2.dispose();
  await eventually(async () => expect(await online(ada)).toBe(false));
  await eventually(() => expect(changesOf(ada)).toEqual(["on", "off"]));
  // Ada comes back: changes are published in the order they happen, so once this one is heard a
  // repeated "on" or "off" from before would be in the list ahead of it.
  const back = await connectGraphQL(ada.token);
  await eventually(() => expect(changesOf(ada)).toHaveLength(3));
  expect(changesOf(ada)).toEqual(["on", "off", "on"]);
  await back.dispose();
});

it("lists as active friends the people the viewer follows who are online", async () => {
  const [viewer, friend, idle, stranger] = [
    await createUser(server),
    await createUser(server),
    await createUser(server),
    await createUser(server),
  ];
  await server.domain.follows.follow(viewer.viewer, friend.id);
  await server.domain.follows.follow(viewer.viewer, idle.id);
  const connections = [await connectGraphQL(friend.token), await connectGraphQL(stranger.token)];
  await eventually(async () => expect(await online(stranger)).toBe(true));
  const response = await execute(server, ActiveFriends, {}, { token: viewer.token });
  expect(response.data!.viewer!.activeFriends).toEqual([{ username: friend.username, online: true }]);
  await Promise.all(connections.map((c) => c.dispose()));
  await eventually(async () =>
    expect((await execute(server, ActiveFriends, {}, { token: viewer.token })).data!.viewer!.activeFriends).toEqual([]),
  );
});

it("takes a connection whose token a password change revoked offline", async () => {
  const ada = await createUser(server);
  const connection = await connectGraphQL(ada.token);
  await eventually(async () => expect(await online(ada)).toBe(true));
  await server.domain.accounts.changePassword(ada.viewer, {
    oldPassword: TEST_PASSWORD,
    newPassword: CHANGED_TEST_PASSWORD,
    confirmPassword: CHANGED_TEST_PASSWORD,
  });
  await eventually(async () => expect(await online(ada)).toBe(false));
  await connection.dispose();
});
