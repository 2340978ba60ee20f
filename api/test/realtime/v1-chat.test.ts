// Chat between v1 clients (REST + Socket.IO, ciphertext) and Relay clients (GraphQL, plain
// text), both ways: every stored message reaches the receiver's v1 sockets as `receive-message`
// (ciphertext, no receiverId); a v1 client's own `send-message` emit is neither stored nor relayed.
import CryptoJS from "crypto-js";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { print } from "graphql";
import { afterAll, beforeAll, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import { subscribeLive } from "../support/graphql-ws.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { MessageAdded, SendMessage } from "../graphql/chat-operations.ts";
import { callV1, signUp, type SignedUp } from "../rest/v1-client.ts";
import { connectV1, listen, type V1Socket } from "./socket-client.ts";
import { eventually } from "../support/eventually.ts";

const PASSPHRASE = "your-secret-base-key";
const encrypt = (text: string) => CryptoJS.AES.encrypt(text, PASSPHRASE).toString();
const decrypt = (ciphertext: string) => CryptoJS.AES.decrypt(ciphertext, PASSPHRASE).toString(CryptoJS.enc.Utf8);

interface Received {
  senderId: string;
  message: string;
  timestamp: string;
}

let server: TestServer;
let baseUrl: string;
const sockets: V1Socket[] = [];

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await listen(server);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

/** A v1 tab of `user`: its socket (joined) and every receive-message it gets. */
async function v1Tab(user: SignedUp) {
  const socket = await connectV1(baseUrl, { auth: { token: user.token } });
  sockets.push(socket);
  const received: Received[] = [];
  socket.socket.on("receive-message", (payload: Received) => received.push(payload));
  await socket.join(user.id);
  return { socket, received };
}

it("pushes a message sent by a Relay user to the v1 receiver's sockets as ciphertext, without receiverId, not to the sender", async () => {
  const [v1User, relayUser] = [await signUp(server), await signUp(server)];
  const [tab1, tab2, relaySocket] = [await v1Tab(v1User), await v1Tab(v1User), await v1Tab(relayUser)];
  const response = await execute(
    server,
    SendMessage,
    { input: { receiverId: encodeGlobalID("User", v1User.id), text: "hello v1 👋" } },
    { token: relayUser.token },
  );
  expect(response.data!.sendMessage!.__typename).toBe("SendMessagePayload");
  for (const tab of [tab1, tab2]) await eventually(() => expect(tab.received).toHaveLength(1));
  const [payload] = tab1.received;
  expect(Object.keys(payload!).sort()).toEqual(["message", "senderId", "timestamp"]);
  expect(payload).toMatchObject({ senderId: relayUser.id });
  expect(decrypt(payload!.message)).toBe("hello v1 👋");
  expect(Number.isNaN(new Date(payload!.timestamp).getTime())).toBe(false);
  // and the v1 client's re-fetch (#12) has it
  const history = (await callV1(server, v1User.token, "GET", `/users/${relayUser.id}/message`)).json().result
    .allMessages;
  expect(history.map((m: { message: string }) => decrypt(m.message))).toEqual(["hello v1 👋"]);
  // A reply on the same path (stored, then pushed from the event bus, which hands events over in
  // commit order): once it reaches the Relay user's socket, a copy of the first message sent to
  // that socket or a second one sent to the v1 tab would already have arrived.
  await execute(
    server,
    SendMessage,
    { input: { receiverId: encodeGlobalID("User", relayUser.id), text: "a reply" } },
    { token: v1User.token },
  );
  await eventually(() => expect(relaySocket.received).toHaveLength(1));
  expect(decrypt(relaySocket.received[0]!.message)).toBe("a reply");
  expect(tab1.received).toHaveLength(1);
});

it("delivers a v1 client's message (REST #13) to a Relay subscriber as plain text and to the receiver's v1 socket once", async () => {
  const [v1User, relayUser] = [await signUp(server), await signUp(server)];
  const receiverTab = await v1Tab(relayUser); // the Relay user also has a v1 tab open
  const subscription = await subscribeLive(baseUrl, relayUser.token, print(MessageAdded));
  const live = subscription.received;

  // the v1 client's send sequence: emit send-message, then POST #13
  const senderTab = await v1Tab(v1User);
  senderTab.socket.socket.emit("send-message", {
    senderId: v1User.id,
    receiverId: relayUser.id,
    message: encrypt("from v1"),
    timestamp: new Date().toISOString(),
  });
  // Socket.IO handles a socket's packets in order: once this later one is answered, the emit has
  // been handled, and anything it relayed was sent to the receiver before what follows.
  await senderTab.socket.join(v1User.id);
  expect(
    (
      await callV1(server, v1User.token, "POST", `/users/${relayUser.id}/message`, {
        senderId: v1User.id,
        receiverId: relayUser.id,
        message: encrypt("from v1"),
      })
    ).statusCode,
  ).toBe(201);

  await eventually(() => expect(live).toHaveLength(1));
  expect(live[0]).toMatchObject({ data: { messageAdded: { text: "from v1", fromViewer: false } } });
  // A later message on the same path: once it arrives, a relayed copy of the emit would be before it.
  expect(
    (
      await callV1(server, v1User.token, "POST", `/users/${relayUser.id}/message`, {
        senderId: v1User.id,
        receiverId: relayUser.id,
        message: encrypt("later"),
      })
    ).statusCode,
  ).toBe(201);
  await eventually(() => expect(receiverTab.received).toHaveLength(2));
  expect(receiverTab.received.map((r) => decrypt(r.message))).toEqual(["from v1", "later"]); // once: the emit was not relayed
  expect(await server.prisma.message.count({ where: { senderId: v1User.id } })).toBe(2); // nor stored
  await subscription.close();
});

it("ignores socket events with missing or wrong-typed fields without disconnecting or storing anything", async () => {
  const [ada, bob] = [await signUp(server), await signUp(server)];
  const tab = await v1Tab(ada);
  for (const payload of [
    undefined,
    null,
    "text",
    42,
    {},
    { receiverId: bob.id },
    { receiverId: { $ne: null }, message: ["x"] },
  ])
    tab.socket.socket.emit("send-message", payload);
  tab.socket.socket.emit("user-joined", { id: bob.id });
  tab.socket.socket.emit("user-joined", ["array"]);
  expect(await tab.socket.join(ada.id)).toContain(ada.id); // still connected and answering
  expect(tab.socket.socket.connected).toBe(true);
  expect(await server.prisma.message.count({ where: { OR: [{ senderId: ada.id }, { receiverId: ada.id }] } })).toBe(0);
});
