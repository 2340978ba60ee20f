import { afterEach, describe, expect, it } from "vitest";
import { newTestUser } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { messageBubble, sendInChat } from "./support/chatPage";
import { openSignedIn, signUpViaApi } from "./support/socialApi";
import { recordSubscriptions } from "./support/socialPage";
import { connectV1Chat, v1Decrypt, type V1ChatClient } from "./support/v1Client";

// A Relay user on /chats and an unmodified v1 client (REST + Socket.IO, ciphertext) talk both ways.
describe("chat with a v1 client", () => {
  const tab = freshPagePerTest();
  let v1: V1ChatClient | null = null;
  afterEach(() => v1?.close());

  it("delivers the Relay user's message to the v1 socket as v1 ciphertext, and the v1 user's to the page as text", async () => {
    const [relayUser, v1User] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    v1 = await connectV1Chat(v1User);
    const { page } = tab;
    const subscribed = recordSubscriptions(page);
    await openSignedIn(page, relayUser, `/chats?with=${v1User.auth.viewer.databaseId}`);
    await subscribed("useLiveChatMessageSubscription");

    await sendInChat(page, "hello from Relay ☕");
    await messageBubble(page, "hello from Relay ☕").waitFor();
    await expect.poll(() => v1!.received.length, { timeout: 10_000 }).toBe(1);
    const [received] = v1.received;
    expect(received!.senderId).toBe(relayUser.auth.viewer.databaseId);
    expect(received!.message).toMatch(/^U2FsdGVkX1/);
    expect(v1Decrypt(received!.message)).toBe("hello from Relay ☕");

    await v1.send(relayUser.auth.viewer.databaseId, "hello from v1 🛰️");
    await messageBubble(page, "hello from v1 🛰️").waitFor();
    // stored once: the socket emit that preceded the POST is not a second message
    expect(await messageBubble(page, "hello from v1 🛰️").count()).toBe(1);
  });
});
