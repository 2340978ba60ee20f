import { describe, expect, test } from "vitest";
import { newTestUser, pngImage } from "./support/authPage";
import { newAppContext, freshPagePerTest } from "./support/browser";
import { sendMessageViaApi } from "./support/chatApi";
import {
  endOverlay,
  forfeitViaApi,
  offerRematchViaApi,
  startGameViaApi,
  waitForBoard,
  waitUntilOnline,
} from "./support/gamePage";
import { listenToLiveRegions } from "./support/liveRegions";
import { commentViaApi, createPostViaApi, followViaApi, openSignedIn, signUpViaApi } from "./support/socialApi";
import { notificationBell, recordSubscriptions } from "./support/socialPage";

// What a screen reader is told as things change on screen or arrive live: each said once, through
// a live region that was on the page before (one created with its words in it is not read).
describe("live announcements", () => {
  const tab = freshPagePerTest();
  const freshWord = (stem: string) =>
    `${stem}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

  test("a search's count of posts, and that none match, are announced", async () => {
    const { page } = tab;
    const [viewer, author] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    const word = freshWord("harbour");
    await page.goto("/register");
    for (const caption of [`The ${word} at dawn`, `The ${word} at dusk`])
      await createPostViaApi(author, { caption, tags: "sea" }, await pngImage(page, "h.png", "#336699"));
    await openSignedIn(page, viewer);

    const listener = await listenToLiveRegions(page);
    await page.getByRole("combobox", { name: "Search users" }).fill(word);
    await page.getByRole("option", { name: `Search posts for “${word}”` }).click();
    await listener.expectHeard(`2 posts match “${word}”`);

    const nothing = freshWord("nothing");
    await page.getByRole("searchbox", { name: "Search posts" }).fill(nothing);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await listener.expectHeard(`No posts match “${nothing}”.`);
  });

  test("a chat message is announced once away from the chat, and in its conversation only who wrote what", async () => {
    const { page } = tab;
    const [me, ada] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    // an earlier message: the live chat catches up from it, so none sent while it subscribes is lost
    await sendMessageViaApi(ada, me, "Hello");
    const subscribed = recordSubscriptions(page);
    await openSignedIn(page, me);
    await subscribed("useLiveChatMessageSubscription");

    const onFeed = await listenToLiveRegions(page);
    await sendMessageViaApi(ada, me, "Lunch at noon?");
    await onFeed.expectHeard(`New message from ${ada.username}: Lunch at noon?`);
    await page.waitForTimeout(500);
    expect((await onFeed.heard()).filter((text) => text.includes("Lunch at noon?"))).toHaveLength(1);

    await page.goto(`/chats?with=${ada.auth.viewer.databaseId}`);
    await page.getByRole("log", { name: "Messages" }).getByText("Lunch at noon?").waitFor();
    const inConversation = await listenToLiveRegions(page);
    await sendMessageViaApi(ada, me, "See you there");
    await page.getByRole("log", { name: "Messages" }).getByText("See you there").waitFor();
    await inConversation.expectHeard(`${ada.username}: See you there`);
    await page.waitForTimeout(500);
    // not its time, nor the Report button's "Report message sent at ..."
    expect((await inConversation.heard()).filter((text) => text.includes("See you there"))).toEqual([
      `${ada.username}: See you there`,
    ]);
  });

  test("comments arriving on an open post's page are announced, the viewer's own are not", async () => {
    const { page } = tab;
    const [me, ada] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await page.goto("/register");
    const post = await createPostViaApi(
      me,
      { caption: "Harbour", tags: "sea" },
      await pngImage(page, "p.png", "#224466"),
    );
    const subscribed = recordSubscriptions(page);
    await openSignedIn(page, me, `/p/${post.databaseId}`);
    await page.getByText("No comments").waitFor();
    await subscribed("useLiveCommentsAddedSubscription");

    const listener = await listenToLiveRegions(page);
    // The server listens a moment after the browser subscribes: a comment before that is not
    // live, so another is written until one arrives.
    await expect
      .poll(async () => {
        if ((await listener.heard()).includes(`${ada.username} commented: Lovely light`)) return true;
        await commentViaApi(ada, post.id, "Lovely light");
        return false;
      })
      .toBe(true);

    await commentViaApi(me, post.id, "Thank you");
    await page.getByRole("list", { name: "Comments" }).getByText("Thank you").waitFor();
    await page.waitForTimeout(500);
    expect((await listener.heard()).filter((text) => text.includes("Thank you"))).toEqual([]);
  });

  test("a rematch offer on the game's end screen is announced once", async () => {
    const { page, browser } = tab;
    const [player, rival] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await Promise.all([followViaApi(rival, player), followViaApi(player, rival)]);
    const subscribed = recordSubscriptions(page);
    await openSignedIn(page, player);
    await subscribed("useLiveNotificationsGroupSubscription");
    const rivalContext = await newAppContext(browser);
    try {
      await openSignedIn(await rivalContext.newPage(), rival); // online: an offer lasts while its asker is
      await waitUntilOnline(player, rival);
      const gameId = await startGameViaApi(player, rival);
      await waitForBoard(page);
      await forfeitViaApi(rival, gameId);
      const overlay = endOverlay(page, `${player.name} wins!`);
      await overlay.waitFor();
      const listener = await listenToLiveRegions(page);
      const bellBefore = await notificationBell(page).textContent();

      await offerRematchViaApi(rival, gameId);
      await listener.expectHeard(`${rival.name} wants to play again.`);
      // the bell has the offer too: what it would have said is said by now
      await expect.poll(() => notificationBell(page).textContent()).not.toBe(bellBefore);
      await page.waitForTimeout(500);
      expect((await listener.heard()).filter((text) => /again/.test(text))).toEqual([
        `${rival.name} wants to play again.`,
      ]);
    } finally {
      await rivalContext.close();
    }
  });
});
