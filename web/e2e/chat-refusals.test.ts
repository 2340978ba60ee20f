// Someone whose settings refuse the viewer's messages: the chat says so in place of the message
// box before anything is typed, and a message refused because their settings changed while the
// chat was open offers no Retry that could not help.
import { describe, expect, test } from "vitest";
import { newTestUser } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { sendMessageViaApi } from "./support/chatApi";
import { messageBubble, sendInChat } from "./support/chatPage";
import { shootBothSizes } from "./support/screenshots";
import { graphql, openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";

const tab = freshPagePerTest();

async function acceptMessagesFrom(user: ApiUser, policy: "EVERYONE" | "FOLLOWED" | "NOBODY"): Promise<void> {
  await graphql(
    `mutation ($input: UpdateContactSettingsInput!) { updateContactSettings(input: $input) { __typename } }`,
    { input: { messagesFrom: policy } },
    user.auth.token,
  );
}

describe("a person who does not take the viewer's messages", () => {
  test("is told before typing, in place of the message box", async () => {
    const { page } = tab;
    const [ada, bob] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await acceptMessagesFrom(bob, "FOLLOWED");

    await openSignedIn(page, ada, `/chats?with=${bob.auth.viewer.databaseId}`);
    const why = page.getByRole("status").filter({ hasText: `${bob.username} does not accept messages from you.` });
    await why.waitFor();
    expect(await page.getByRole("textbox", { name: "Message" }).count()).toBe(0);
    expect(await page.getByText("Say hello!").count()).toBe(0);
    await shootBothSizes(page, "chat-not-accepted", why);
  });

  test("a setting changed while the chat was open: the refused message has no Retry, and the box gives way", async () => {
    const { page } = tab;
    const [ada, bob] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await sendMessageViaApi(ada, bob, "Are you coming to the lake?");
    await openSignedIn(page, ada, `/chats?with=${bob.auth.viewer.databaseId}`);
    await messageBubble(page, "Are you coming to the lake?").waitFor();

    await acceptMessagesFrom(bob, "NOBODY");
    await sendInChat(page, "Hello?");
    const notSent = page.getByRole("list", { name: "Messages not sent" });
    await notSent.getByText("Not sent: They do not accept messages from you.").waitFor();
    await page
      .getByRole("status")
      .filter({
        hasText: `${bob.username} does not accept messages from you. You can read your conversation, but not reply.`,
      })
      .waitFor();
    expect(await notSent.getByRole("button", { name: "Retry" }).count()).toBe(0);
    expect(await notSent.getByRole("button", { name: "Discard" }).count()).toBe(1);
    expect(await page.getByRole("textbox", { name: "Message" }).count()).toBe(0);
  });
});
