import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { sendMessageViaApi } from "./support/chatApi";
import { conversationList, messageLog, messagesLink } from "./support/chatPage";
import { expectFocused, tabTo } from "./support/focus";
import { openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";
import { recordSubscriptions } from "./support/socialPage";

// The chat driven by the keyboard alone, checked as a screen reader meets it: where the focus is
// after each step, and what the message log (a live region) says, each message with its sender.
describe("the chat by keyboard, as a screen reader tells it", () => {
  const tab = freshPagePerTest();
  let ada: ApiUser;
  let bob: ApiUser;

  beforeEach(async () => {
    [ada, bob] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
  });

  /** What the message log holds for assistive technology: its accessibility tree, as text. */
  const logSays = (page: Page) => messageLog(page).ariaSnapshot();

  test("from Home to a conversation, a message sent, one received and an emoji picked, without the mouse", async () => {
    const { page } = tab;
    await sendMessageViaApi(bob, ada, "Hi Ada!");
    const subscribed = recordSubscriptions(page);
    await openSignedIn(page, ada);
    await page.getByRole("heading", { level: 1, name: "Your feed" }).waitFor();
    await subscribed("useLiveChatMessageSubscription");

    // The first Tab offers to skip the header; the Messages link is further on.
    await page.keyboard.press("Tab");
    await expectFocused(page.getByRole("link", { name: "Skip to content" }));
    await tabTo(page, messagesLink(page));
    await page.keyboard.press("Enter");
    await expectFocused(page.getByRole("heading", { level: 1, name: "Chats" }));

    // Bob's conversation from the list: the message box takes the focus.
    await tabTo(page, conversationList(page).getByRole("link", { name: new RegExp(bob.username) }));
    await page.keyboard.press("Enter");
    const box = page.getByRole("textbox", { name: "Message" });
    await expectFocused(box);
    await expect.poll(() => logSays(page)).toContain(`${bob.username}: Hi Ada!`);

    await page.keyboard.type("Hello Bob");
    await page.keyboard.press("Enter");
    await expect.poll(() => logSays(page)).toContain("You: Hello Bob");
    await expectFocused(box);

    // Bob answers while Ada is there: the log gains it, his name first.
    await sendMessageViaApi(bob, ada, "How are you?");
    await expect.poll(() => logSays(page)).toContain(`${bob.username}: How are you?`);
    await expectFocused(box);

    // An emoji: search, the arrows and Enter pick one (the picker says its name), Escape twice
    // clears the search and then closes the picker, back on its button.
    await page.keyboard.press("Tab");
    const emojiButton = page.getByRole("button", { name: "Emoji" });
    await expectFocused(emojiButton);
    await page.keyboard.press("Enter");
    const picker = page.getByRole("dialog", { name: "Emoji picker" });
    await expectFocused(picker.getByRole("searchbox", { name: "Search", exact: true }));
    await page.keyboard.type("thumbs up");
    await expect.poll(() => picker.getByRole("button", { name: "👍" }).count()).toBeGreaterThan(0);
    await page.keyboard.press("ArrowDown");
    await picker.getByText("Thumbs Up", { exact: true }).waitFor({ state: "attached" });
    await page.keyboard.press("Enter");
    await expect.poll(() => box.inputValue()).toBe("👍");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await picker.waitFor({ state: "detached" });
    await expectFocused(emojiButton);

    await page.keyboard.press("Shift+Tab");
    await expectFocused(box);
    await page.keyboard.press("Enter");
    await expect.poll(() => logSays(page)).toContain("You: 👍");
  });

  test("on a phone, Back from a conversation puts the focus on that conversation in the list", async () => {
    const { page } = tab;
    await page.setViewportSize({ width: 390, height: 844 });
    await sendMessageViaApi(bob, ada, "Hi Ada!");
    await openSignedIn(page, ada, `/chats?with=${bob.auth.viewer.databaseId}`);
    await expect.poll(() => logSays(page)).toContain(`${bob.username}: Hi Ada!`);

    await page.getByRole("link", { name: "Back to conversations" }).focus();
    await page.keyboard.press("Enter");
    await expectFocused(conversationList(page).getByRole("link", { name: new RegExp(bob.username) }));
    // and forward again: the message box
    await page.keyboard.press("Enter");
    await expectFocused(page.getByRole("textbox", { name: "Message" }));
  });
});
