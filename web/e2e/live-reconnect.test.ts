import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRestartableApiServer, type RestartableApiServer } from "./support/apiServer";
import { newTestUser, pngImage } from "./support/authPage";
import { expectNoCspViolations, launchBrowser, newAppContext } from "./support/browser";
import { sendMessageViaApi } from "./support/chatApi";
import { messageBubble } from "./support/chatPage";
import { shootBothSizes } from "./support/screenshots";
import {
  commentViaApi,
  createPostViaApi,
  graphql,
  openSignedIn,
  postActionViaApi,
  signUpViaApi,
} from "./support/socialApi";
import { notificationBell, recordSubscriptions } from "./support/socialPage";

// A deploy or a crash under open pages: the server of this file stops and starts again (same port,
// same data) while Bob reads his post and Alice chats with him. Both pages say, quietly, that live
// updates are paused, try again while the server refuses them, and once they are back show what
// happened meanwhile (a comment on Bob's post, its notification, a message to Alice) once each,
// and are live again.
describe("open pages across a server restart", () => {
  let server: RestartableApiServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startRestartableApiServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts.forEach(expectNoCspViolations);
    await browser?.close();
    await server?.stop();
  });

  async function newPage(): Promise<Page> {
    const context = await newAppContext(browser, server.baseUrl);
    contexts.push(context);
    return context.newPage();
  }

  const reconnecting = (page: Page) => page.getByText("Reconnecting… live updates are paused");

  /** The `after` of each messageAdded subscription the page sends, in order. */
  function chatSubscriptionStarts(page: Page): () => unknown[] {
    const starts: unknown[] = [];
    page.on("websocket", (socket) =>
      socket.on("framesent", ({ payload }) => {
        const message = JSON.parse(String(payload)) as {
          type: string;
          payload?: { operationName?: string; variables?: { after?: unknown } };
        };
        if (message.type === "subscribe" && message.payload?.operationName === "useLiveChatMessageSubscription")
          starts.push(message.payload.variables?.after);
      }),
    );
    return () => starts;
  }

  it(
    "says live updates are paused, then shows what happened meanwhile once, and is live again",
    // the server starts a second time: seconds on a quiet machine, far more on a loaded one
    { timeout: 180_000 },
    async () => {
      const [bob, alice, carol] = await Promise.all([1, 2, 3].map(() => signUpViaApi(newTestUser(), server.baseUrl)));
      const [bobsPage, alicesPage] = [await newPage(), await newPage()];
      const post = await createPostViaApi(
        bob,
        { caption: "Lighthouse", tags: "sea,light" },
        await pngImage(bobsPage, "l.png", "#aa5533"),
        server.baseUrl,
      );
      const hiBob = await sendMessageViaApi(alice, bob, "Hi Bob", server.baseUrl);
      const bobSubscribed = recordSubscriptions(bobsPage);
      const aliceSubscribed = recordSubscriptions(alicesPage);
      const chatFollowedFrom = chatSubscriptionStarts(alicesPage);
      await openSignedIn(bobsPage, bob, `/p/${post.databaseId}`);
      await openSignedIn(alicesPage, alice, `/chats?with=${bob.auth.viewer.id}`);
      await bobSubscribed("useLiveCommentsAddedSubscription");
      await bobSubscribed("useLiveNotificationsGroupSubscription");
      await aliceSubscribed("useLiveChatMessageSubscription");
      await messageBubble(alicesPage, "Hi Bob").waitFor();
      const stillThere = await sendMessageViaApi(bob, alice, "Still there?", server.baseUrl);
      await messageBubble(alicesPage, "Still there?").waitFor();

      // the server goes: both pages say so, and go on trying while nothing listens on its port
      await server.halt();
      await reconnecting(bobsPage).waitFor();
      await reconnecting(alicesPage).waitFor();
      await shootBothSizes(bobsPage, "reconnecting-post-page");
      await shootBothSizes(alicesPage, "reconnecting-chat");

      // while the pages cannot reach it (offline), the server is back and things happen
      await Promise.all(contexts.map((context) => context.setOffline(true)));
      await server.restart();
      await commentViaApi(alice, post.id, "Back already?", server.baseUrl);
      await sendMessageViaApi(bob, alice, "Did you see the restart?", server.baseUrl);
      await Promise.all(contexts.map((context) => context.setOffline(false)));

      // online again: both pages reconnect at once, and show it all
      const comments = bobsPage.getByRole("list", { name: "Comments" });
      await comments.getByText("Back already?").waitFor();
      await bobsPage
        .getByRole("banner")
        .getByRole("button", { name: "Notifications, 1 unread", exact: true })
        .waitFor();
      await messageBubble(alicesPage, "Did you see the restart?").waitFor();
      await reconnecting(bobsPage).waitFor({ state: "hidden" });
      await reconnecting(alicesPage).waitFor({ state: "hidden" });
      // the chat resumed from the newest message it had received, not from where the page started
      expect(chatFollowedFrom()).toEqual([hiBob, stillThere]);

      // live again: news after the reconnect arrives by itself, and what came before it shows once
      await postActionViaApi(carol, "likePost", post.id, server.baseUrl);
      await bobsPage.getByRole("button", { name: "1 like", exact: true }).waitFor();
      await sendMessageViaApi(bob, alice, "And now?", server.baseUrl);
      await messageBubble(alicesPage, "And now?").waitFor();
      expect(await comments.getByText("Back already?").count()).toBe(1);
      expect(await messageBubble(alicesPage, "Did you see the restart?").count()).toBe(1);
      await notificationBell(bobsPage).click();
      const dialog = bobsPage.getByRole("dialog", { name: "See All Notifications" });
      await dialog.getByRole("link", { name: new RegExp(`^${carol.username} liked your post`) }).waitFor();
      expect(
        await dialog.getByRole("link", { name: new RegExp(`^${alice.username} commented on your post`) }).count(),
      ).toBe(1);
    },
  );

  it("tells once, and fails no subscription, when the session's token is revoked elsewhere", async () => {
    const ada = await signUpViaApi(newTestUser(), server.baseUrl);
    const page = await newPage();
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") logged.push(message.text());
    });
    page.on("pageerror", (error) => logged.push(`unhandled: ${error.message}`));
    const subscribed = recordSubscriptions(page);
    await openSignedIn(page, ada, "/");
    await subscribed("useLiveNotificationsGroupSubscription");
    await subscribed("useLiveChatMessageSubscription");

    // logged out on another device: the server ends the live connection and refuses the token
    await graphql(`mutation { logOut { tokenRevoked } }`, {}, ada.auth.token, server.baseUrl);
    await page.waitForURL((url) => url.pathname === "/register");
    expect(logged.filter((text) => text.startsWith("unhandled") || /Subscription \S+ failed/.test(text))).toEqual([]);
    expect(logged.filter((text) => text.includes("The live connection was refused"))).toHaveLength(1);
  });
});
