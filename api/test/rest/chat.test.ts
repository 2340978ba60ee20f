// v1 chat endpoints exactly as v1 clients call them (docs/v1-compatibility.md, REST #8, #9, #12, #13),
// with message text as crypto-js ciphertext on the wire, the way v1 clients make and read it.
import CryptoJS from "crypto-js";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { ChatList, SendMessage } from "../graphql/chat-operations.ts";
import { callV1, signUp, type SignedUp } from "./v1-client.ts";

const PASSPHRASE = "your-secret-base-key";
const encrypt = (text: string) => CryptoJS.AES.encrypt(text, PASSPHRASE).toString();
const decrypt = (ciphertext: string) => CryptoJS.AES.decrypt(ciphertext, PASSPHRASE).toString(CryptoJS.enc.Utf8);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const people = async (n: number) =>
  (await Promise.all(Array.from({ length: n }, () => signUp(server)))) as [SignedUp, SignedUp, SignedUp];
/** The v1 client's send: POST #13 with the body it builds (ids it does not need, ciphertext). */
const postMessage = (from: SignedUp, to: string, message: unknown) =>
  callV1(server, from.token, "POST", `/users/${to}/message`, { senderId: from.id, receiverId: to, message });
const storedTexts = async (sender: SignedUp) =>
  (await server.prisma.message.findMany({ where: { senderId: sender.id }, orderBy: { createdAt: "asc" } })).map(
    (m) => m.text,
  );

describe("POST /users/:receiverId/message (#13)", () => {
  it("stores the decrypted text and answers 201 with the message as v1 ciphertext", async () => {
    const [ada, bob] = await people(2);
    const response = await postMessage(ada, bob.id, encrypt("hello from v1 😀"));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: "success",
      result: {
        message: {
          _id: expect.any(String),
          message: expect.stringMatching(/^U2FsdGVkX1/),
          sender: ada.id,
          receiver: bob.id,
          createdAt: expect.any(String),
          __v: 0,
        },
      },
    });
    expect(decrypt(body.result.message.message)).toBe("hello from v1 😀");
    expect(await storedTexts(ada)).toEqual(["hello from v1 😀"]);
  });

  it("stores text that does not decrypt as received, and takes the sender from the token", async () => {
    const [ada, bob, eve] = await people(3);
    const otherKey = CryptoJS.AES.encrypt("made with another key", "not the v1 passphrase").toString();
    for (const message of ["plain text from a client without the passphrase", otherKey])
      expect((await postMessage(ada, bob.id, message)).statusCode).toBe(201);
    const spoofed = await callV1(server, ada.token, "POST", `/users/${bob.id}/message`, {
      senderId: eve.id,
      receiverId: eve.id,
      message: encrypt("from ada"),
    });
    expect(spoofed.json().result.message).toMatchObject({ sender: ada.id, receiver: bob.id });
    expect(await storedTexts(ada)).toEqual(["plain text from a client without the passphrase", otherKey, "from ada"]);
    expect(await storedTexts(eve)).toEqual([]);
  });

  it("refuses bad messages in v1's shapes, writing nothing", async () => {
    const [ada, bob] = await people(2);
    const refusals: [string, unknown, number, object][] = [
      [ada.id, encrypt("me"), 400, { message: "You cannot send message yourself" }],
      [bob.id, encrypt("   "), 400, { status: "failed", message: "Message cannot be empty." }],
      [bob.id, "", 400, { status: "failed", message: "Message cannot be empty." }],
      [bob.id, undefined, 400, { status: "failed", message: "Message must be text." }],
      [bob.id, 12345, 400, { status: "failed", message: "Message must be text." }],
      [
        bob.id,
        encrypt("x".repeat(2001)),
        400,
        { status: "failed", message: "Message must be at most 2000 characters." },
      ],
      ["not-an-id", encrypt("hi"), 400, { status: "failed", message: "Invalid user id." }],
      ["01900000-0000-7000-8000-00000000dead", encrypt("hi"), 404, { status: "failed", message: "User not found" }],
    ];
    for (const [to, message, status, body] of refusals) {
      const response = await postMessage(ada, to, message);
      expect([response.statusCode, response.json()]).toEqual([status, body]);
    }
    const noToken = await server.app.inject({
      method: "POST",
      url: `/api/v1/users/${bob.id}/message`,
      payload: { message: encrypt("hi") },
    });
    expect(noToken.statusCode).toBe(400);
    expect(await server.prisma.message.count({ where: { senderId: ada.id } })).toBe(0);
  });
});

describe("GET /users/:receiverId/message (#12)", () => {
  it("answers the conversation oldest first, text as ciphertext, sender a plain id, in either client's words, and marks it read", async () => {
    const [ada, bob] = await people(2);
    await postMessage(ada, bob.id, encrypt("from v1"));
    const viaGraphQL = await execute(
      server,
      SendMessage,
      { input: { receiverId: encodeGlobalID("User", ada.id), text: "from the new client" } },
      { token: bob.token },
    );
    expect(viaGraphQL.data!.sendMessage!.__typename).toBe("SendMessagePayload");
    const unread = async () =>
      (await execute(server, ChatList, {}, { token: ada.token })).data!.viewer!.unreadMessageCount;
    expect(await unread()).toBe(1);

    const response = await callV1(server, ada.token, "GET", `/users/${bob.id}/message`);
    expect(response.statusCode).toBe(201);
    const { allMessages } = response.json().result;
    expect(allMessages.map((m: { message: string; sender: string }) => [decrypt(m.message), m.sender])).toEqual([
      ["from v1", ada.id],
      ["from the new client", bob.id],
    ]);
    expect(allMessages[0]).toEqual({
      _id: expect.any(String),
      message: expect.any(String),
      sender: ada.id,
      receiver: bob.id,
      createdAt: expect.any(String),
      __v: 0,
    });
    expect(new Date(allMessages[0].createdAt).getTime()).toBeLessThan(new Date(allMessages[1].createdAt).getTime());
    expect(await unread()).toBe(0);
  });

  it("shows a deleted message as a placeholder; nothing for yourself; refuses unknown and malformed ids", async () => {
    const [ada, bob] = await people(2);
    const sent = (await postMessage(ada, bob.id, encrypt("regret"))).json().result.message;
    await server.domain.messages.delete({ id: ada.id, username: ada.account.username }, sent._id);
    const { allMessages } = (await callV1(server, bob.token, "GET", `/users/${ada.id}/message`)).json().result;
    expect(allMessages.map((m: { message: string }) => decrypt(m.message))).toEqual(["This message was deleted"]);

    const own = await callV1(server, ada.token, "GET", `/users/${ada.id}/message`);
    expect([own.statusCode, own.json()]).toEqual([201, { status: "success", result: { allMessages: [] } }]);
    expect(
      (await callV1(server, ada.token, "GET", "/users/01900000-0000-7000-8000-00000000dead/message")).statusCode,
    ).toBe(404);
    expect((await callV1(server, ada.token, "GET", "/users/nope/message")).json()).toEqual({
      status: "failed",
      message: "Invalid user id.",
    });
  });
});

describe("GET /users/listPeople (#8)", () => {
  it("lists conversation partners in the order they first appeared, each with the last message and its people embedded", async () => {
    const [ada, bob, cyd] = await people(3);
    await postMessage(bob, ada.id, encrypt("bob first"));
    await postMessage(ada, cyd.id, encrypt("then cyd"));
    await postMessage(ada, bob.id, encrypt("bob again, latest"));
    const response = await callV1(server, ada.token, "GET", "/users/listPeople");
    expect(response.statusCode).toBe(200);
    const { status, users } = response.json();
    expect(status).toBe("success");
    expect(users.map((u: { user: { username: string } }) => u.user.username)).toEqual([
      bob.account.username,
      cyd.account.username,
    ]);
    expect(users[0]).toEqual({
      user: { _id: bob.id, id: bob.id, username: bob.account.username, profile_image: expect.any(String) },
      lastMessage: {
        _id: expect.any(String),
        message: expect.stringMatching(/^U2FsdGVkX1/),
        sender: expect.objectContaining({ id: ada.id, _id: ada.id, username: ada.account.username }),
        receiver: expect.objectContaining({ id: bob.id }),
        createdAt: expect.any(String),
        __v: 0,
      },
    });
    expect(decrypt(users[0].lastMessage.message)).toBe("bob again, latest");
    const nobody = await signUp(server);
    expect((await callV1(server, nobody.token, "GET", "/users/listPeople")).json()).toEqual({
      status: "success",
      users: [],
    });
  });
});

describe("POST /users/active-people/:userId (#9)", () => {
  it("resolves the posted list to users in its order, without the caller, once each, skipping what names nobody; 200 OK", async () => {
    // one after another, so that the database's own orders (by creation, by id, as stored) all
    // read bob, cyd, dan: only an answer in the posted order reads dan, bob, cyd
    const ada = await signUp(server);
    const [bob, cyd, dan] = [await signUp(server), await signUp(server), await signUp(server)];
    const response = await callV1(server, ada.token, "POST", `/users/active-people/${ada.id}`, {
      people: [
        ada.id,
        dan.id,
        bob.id,
        null,
        "garbage",
        bob.id,
        "01900000-0000-7000-8000-00000000dead",
        cyd.id.toUpperCase(),
        dan.id,
        7,
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.statusMessage).toBe("OK");
    const { status, activePeople } = response.json();
    expect(status).toBe("success");
    expect(activePeople.map((p: { _id: string }) => p._id)).toEqual([dan.id, bob.id, cyd.id]);
    expect(activePeople[1]).toMatchObject({ _id: bob.id, id: bob.id, username: bob.account.username });
    expect(activePeople[1].email).toBeUndefined();
  });

  it("refuses a missing or oversized people list", async () => {
    const ada = await signUp(server);
    for (const payload of [{}, { people: "not a list" }, { people: Array.from({ length: 1001 }, () => ada.id) }]) {
      const response = await callV1(server, ada.token, "POST", `/users/active-people/${ada.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: "failed", message: expect.stringContaining("people") });
    }
  });
});

describe("the chat budget over v1", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await createTestServer({ CHAT_RATE_LIMIT_PER_MINUTE: "2" });
  });
  afterAll(() => limited.close());

  it("answers a flood past CHAT_RATE_LIMIT_PER_MINUTE with 429, storing nothing more", async () => {
    const [ada, bob] = [await signUp(limited), await signUp(limited)];
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await callV1(limited, ada.token, "POST", `/users/${bob.id}/message`, { message: encrypt(`m${i}`) }))
          .statusCode,
      );
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect(await limited.prisma.message.count()).toBe(2);
  });
});
