import type { BrowserContext, Page, WebSocketRoute } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { newTestUser } from "./support/authPage";
import { expectNoCspViolations, freshPagePerTest, newAppContext } from "./support/browser";
import { sendMessageViaApi } from "./support/chatApi";
import {
  conversationEntry,
  expectUnreadTotal,
  messageBubble,
  messageLog,
  messagesLink,
  sendInChat,
} from "./support/chatPage";
import { followViaApi, openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";
import { shootBothSizes } from "./support/screenshots";
import { recordSubscriptions } from "./support/socialPage";

// The chat screen (/chats) between two people, each in their own browser context, against the
// real server: live both ways, unread counts, history, deletion, failures.
describe("chat", () => {
  const tab = freshPagePerTest();
  let ada: ApiUser;
  let bob: ApiUser;
  const others: BrowserContext[] = [];

  beforeEach(async () => {
    [ada, bob] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    return async () => {
      for (const context of others.splice(0)) {
        await context.close();
        expectNoCspViolations(context);
      }
    };
  });

  /** Another person's (or another tab's) page, signed in as `user` at `path`, once its live chat is subscribed. */
  async function openAnother(user: ApiUser, path: string): Promise<Page> {
    const context = await newAppContext(tab.browser);
    others.push(context);
    const page = await context.newPage();
    await openLive(page, user, path);
    return page;
  }

  async function openLive(page: Page, user: ApiUser, path: string): Promise<void> {
    const subscribed = recordSubscriptions(page);
    await openSignedIn(page, user, path);
    await subscribed("useLiveChatMessageSubscription");
  }

  const withPath = (user: ApiUser) => `/chats?with=${user.auth.viewer.databaseId}`;

  it("two people chat live both ways, their other tabs stay in sync, and sent messages sit on the right", async () => {
    const { page } = tab;
    await openLive(page, ada, withPath(bob));
    const adaSecondTab = await openAnother(ada, withPath(bob));
    const bobPage = await openAnother(bob, "/chats");
    await page.getByText("No messages yet. Say hello!").waitFor();

    await sendInChat(page, "Hello Bob 👋");
    expect(await page.getByPlaceholder("start chat").inputValue()).toBe("");
    await messageBubble(page, "Hello Bob 👋").waitFor();
    // Bob, on the chat screen with nobody chosen: Ada's conversation appears with its preview and the badge counts it.
    await conversationEntry(bobPage, ada.username).getByText("Hello Bob 👋", { exact: true }).waitFor();
    await expectUnreadTotal(bobPage, 1);
    await conversationEntry(bobPage, ada.username).getByText("1 unread").waitFor();
    // Ada's other tab shows what she sent from the first.
    await messageBubble(adaSecondTab, "Hello Bob 👋").waitFor();

    // Bob opens it: read, the badge clears, and he answers.
    await conversationEntry(bobPage, ada.username).getByRole("link").click();
    await messageBubble(bobPage, "Hello Bob 👋").waitFor();
    await expectUnreadTotal(bobPage, 0);
    await sendInChat(bobPage, "Hi Ada, long time no see!");
    await messageBubble(page, "Hi Ada, long time no see!").waitFor();
    await messageBubble(adaSecondTab, "Hi Ada, long time no see!").waitFor();
    // Ada has the conversation open in view, so Bob's answer is read at once: no badge.
    await expectUnreadTotal(page, 0);
    await conversationEntry(page, bob.username).getByText("Hi Ada, long time no see!", { exact: true }).waitFor();
    await shootBothSizes(page, "chat-list-previews");

    // Her own message on the right, Bob's on the left; both under today's heading, with a 24-hour time.
    const log = messageLog(page);
    const logBox = (await log.boundingBox())!;
    const sent = (await messageBubble(page, "Hello Bob 👋").locator("p").first().boundingBox())!;
    const received = (await messageBubble(page, "Hi Ada, long time no see!").locator("p").first().boundingBox())!;
    expect(logBox.x + logBox.width - (sent.x + sent.width)).toBeLessThan(80);
    expect(received.x - logBox.x).toBeLessThan(80);
    const today = new Intl.DateTimeFormat("en-US", { month: "long", day: "2-digit", year: "numeric" }).format(
      new Date(),
    );
    await log.getByRole("heading", { name: today }).waitFor();
    expect(await messageBubble(page, "Hello Bob 👋").locator("time").innerText()).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  });

  it("shows who is online and typing, and Enter with only spaces sends nothing", async () => {
    await followViaApi(bob, ada);
    const { page } = tab;
    await openLive(page, ada, withPath(bob));
    const bobPage = await openAnother(bob, withPath(ada));
    await bobPage.getByText("Online", { exact: true }).waitFor();

    // Typing is ephemeral, with no catch-up: a signal sent before the server has started Bob's
    // subscription (sent is not started, under load) reaches nobody. A person typing on sends it
    // again every few seconds, so Ada types on until Bob sees it.
    const composer = page.getByPlaceholder("start chat");
    await composer.pressSequentially("are you");
    await expect
      .poll(async () => (await bobPage.getByText("typing…").isVisible()) || (await composer.press("y"), false), {
        interval: 1000,
        timeout: 30_000,
      })
      .toBe(true);
    await composer.fill("   ");
    await composer.press("Enter");
    await bobPage.getByText("typing…").waitFor({ state: "detached" });
    expect(await messageLog(page).getByRole("listitem").count()).toBe(0);
  });

  it("counts unread messages in the header on any screen and clears them when the conversation opens", async () => {
    const { page } = tab;
    await openLive(page, ada, "/");
    await expectUnreadTotal(page, 0);
    await sendMessageViaApi(bob, ada, "first");
    await sendMessageViaApi(bob, ada, "second");
    await expectUnreadTotal(page, 2);

    await messagesLink(page).click();
    await conversationEntry(page, bob.username).getByText("2 unread").waitFor();
    await conversationEntry(page, bob.username).getByRole("link").click();
    await messageBubble(page, "second").waitFor();
    await expectUnreadTotal(page, 0);
    // read on the server, not just on this page
    await page.reload();
    await messageBubble(page, "second").waitFor();
    await expectUnreadTotal(page, 0);
    expect(await conversationEntry(page, bob.username).getByText("unread").count()).toBe(0);
  });

  it("loads older messages when scrolling up, keeping the view where it was", async () => {
    for (let n = 1; n <= 45; n++) await sendMessageViaApi(n % 2 ? ada : bob, n % 2 ? bob : ada, `message ${n}`);
    const { page } = tab;
    await openLive(page, ada, withPath(bob));
    await messageBubble(page, "message 45").waitFor();
    expect(await messageBubble(page, "message 25").count()).toBe(0); // one page of 20
    await expect
      .poll(() => messageLog(page).evaluate((log) => log.scrollHeight - log.scrollTop - log.clientHeight))
      .toBeLessThan(5);

    const firstShown = messageBubble(page, "message 26");
    await messageLog(page).evaluate((log) => (log.scrollTop = 0));
    await messageBubble(page, "message 25").waitFor({ state: "attached" });
    // The message that was on top stays in view: the older page went above it.
    const log = (await messageLog(page).boundingBox())!;
    const top = (await firstShown.boundingBox())!;
    expect(top.y).toBeGreaterThanOrEqual(log.y - top.height);
    expect(top.y).toBeLessThan(log.y + log.height);

    await messageLog(page).evaluate((log) => (log.scrollTop = 0));
    await messageBubble(page, "message 5").waitFor({ state: "attached" });
    await messageLog(page).evaluate((log) => (log.scrollTop = 0));
    await messageBubble(page, "message 1").waitFor({ state: "attached" });
    expect(await messageLog(page).getByRole("listitem").count()).toBe(45);

    // Reading old messages, a new one does not pull the view down: a button says it is there.
    await sendMessageViaApi(bob, ada, "message 46");
    await messageBubble(page, "message 46").waitFor({ state: "attached" });
    expect(await messageBubble(page, "message 1").isVisible()).toBe(true);
    await page.getByRole("button", { name: "New messages ↓" }).click();
    await messageBubble(page, "message 46").waitFor();
    await page.getByRole("button", { name: "New messages ↓" }).waitFor({ state: "detached" });
  });

  it("opens (or starts) a conversation from a profile's Message button and from ?with=", async () => {
    const { page } = tab;
    await openLive(page, ada, `/${bob.auth.viewer.databaseId}`);
    await page.getByRole("link", { name: "Message", exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === "/chats" && url.searchParams.get("with") === bob.auth.viewer.databaseId,
    );
    await page.getByText("No messages yet. Say hello!").waitFor();
    await sendInChat(page, "found you on your profile");
    await messageBubble(page, "found you on your profile").waitFor();
    await conversationEntry(page, bob.username).getByText("You: found you on your profile", { exact: true }).waitFor();

    // Bob follows a link to the conversation: it is open, with Ada's message, and read.
    const bobPage = await openAnother(bob, withPath(ada));
    await messageBubble(bobPage, "found you on your profile").waitFor();
    await expectUnreadTotal(bobPage, 0);
  });

  it("deletes one's own message for both people", async () => {
    const { page } = tab;
    await sendMessageViaApi(ada, bob, "oops, wrong chat");
    await openLive(page, ada, withPath(bob));
    const bobPage = await openAnother(bob, withPath(ada));
    await messageBubble(bobPage, "oops, wrong chat").waitFor();

    const mine = messageBubble(page, "oops, wrong chat");
    await mine.hover();
    await mine.getByRole("button", { name: /^Delete message sent at/ }).click();
    await messageBubble(page, "This message was deleted").waitFor();
    await messageBubble(bobPage, "This message was deleted").waitFor();
    expect(await messageLog(bobPage).getByText("oops, wrong chat").count()).toBe(0);
    await conversationEntry(bobPage, ada.username).getByText("Message deleted", { exact: true }).waitFor();
    // Bob cannot delete Ada's message.
    expect(await messageBubble(bobPage, "This message was deleted").getByRole("button").count()).toBe(0);
  });

  it("marks a message the server never got as not sent, and sends it on Retry", async () => {
    const { page } = tab;
    await openLive(page, ada, withPath(bob));
    await sendInChat(page, "first try");
    await messageBubble(page, "first try").waitFor();
    const offline = (route: import("playwright-core").Route) =>
      route.request().postData()?.includes("useSendMessageMutation")
        ? route.abort("internetdisconnected")
        : route.fallback();
    await page.route("**/graphql", offline);
    await sendInChat(page, "lost in the tunnel");
    const failed = page.getByRole("list", { name: "Messages not sent" });
    await failed.getByText("lost in the tunnel").waitFor();
    await failed
      .getByRole("alert")
      .getByText(/^Not sent/)
      .waitFor();
    expect(await messageLog(page).getByRole("listitem").filter({ hasText: "lost in the tunnel" }).count()).toBe(1); // not also shown as sent

    await page.unroute("**/graphql", offline);
    await failed.getByRole("button", { name: "Retry" }).click();
    await failed.waitFor({ state: "detached" });
    await messageBubble(page, "lost in the tunnel").waitFor();
    const bobPage = await openAnother(bob, withPath(ada));
    await messageBubble(bobPage, "lost in the tunnel").waitFor();
  });

  it("catches up on what arrived while the connection was down, without a reload", async () => {
    const { page } = tab;
    // Every graphql-ws connection of the page goes through here: the test can cut it, and keep
    // the page offline (refusing its reconnections) for as long as it needs.
    const connections: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
    const sent: string[] = [];
    let offline = false;
    await page.routeWebSocket(/\/graphql$/, (socket) => {
      if (offline) return void socket.close({ code: 4499, reason: "offline" });
      const server = socket.connectToServer();
      socket.onMessage((message) => {
        sent.push(String(message));
        server.send(message);
      });
      connections.push({ page: socket, server });
    });
    await sendMessageViaApi(bob, ada, "before the tunnel");
    await openSignedIn(page, ada, withPath(bob));
    await messageBubble(page, "before the tunnel").waitFor();
    await expect.poll(() => sent.some((frame) => frame.includes("useLiveChatMessageSubscription"))).toBe(true);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    offline = true;
    const [first] = connections;
    await first!.server.close();
    await first!.page.close({ code: 4499, reason: "network lost" });
    await sendMessageViaApi(bob, ada, "said in the tunnel");
    await sendMessageViaApi(bob, ada, "and after it");
    offline = false;

    await messageBubble(page, "and after it").waitFor({ timeout: 30_000 });
    expect(await messageLog(page).getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringContaining("before the tunnel"),
      expect.stringContaining("said in the tunnel"),
      expect.stringContaining("and after it"),
    ]);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(connections.length).toBeGreaterThan(1);
  });

  it("on a phone, shows the list first, then the conversation with a way back", async () => {
    await sendMessageViaApi(bob, ada, "pocket-sized hello");
    const { page } = tab;
    await page.setViewportSize({ width: 390, height: 844 });
    await openLive(page, ada, "/chats");
    await conversationEntry(page, bob.username).getByRole("link").click();
    await messageBubble(page, "pocket-sized hello").waitFor();
    expect(await conversationEntry(page, bob.username).isVisible()).toBe(false);
    await page.getByRole("link", { name: "Back to conversations" }).click();
    await conversationEntry(page, bob.username).waitFor();
    expect(await page.getByText("Select a user to start chatting").isVisible()).toBe(false);
  });
});
