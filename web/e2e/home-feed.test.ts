import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser, pngImage } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { createPostViaApi, followViaApi, openSignedIn, signUpViaApi } from "./support/socialApi";
import { createPostThroughDialog, postCard, postUntilNewPostsBanner, recordSubscriptions } from "./support/socialPage";

// The home feed holds the viewer's own posts beside those of the people they follow, as every
// peer's does: someone who has just posted and follows nobody must not think the post is lost.
describe("the home feed", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  test("keeps my new post after a reload, though I follow nobody", async () => {
    const me = await signUpViaApi(newTestUser());
    await openSignedIn(page, me);
    await page.getByText("You're not following anyone yet.", { exact: false }).waitFor();

    await createPostThroughDialog(
      page,
      { caption: "My very first post", tags: "hello,first" },
      await pngImage(page, "first.png", "#e0457b"),
    );
    await postCard(page, me.username, "My very first post").waitFor();

    await page.reload();
    await postCard(page, me.username, "My very first post").waitFor();
    expect(await page.getByText("You're not following anyone yet.", { exact: false }).count()).toBe(0);
  });

  test("interleaves my posts with those of the people I follow, newest first, and never a stranger's", async () => {
    const [me, friend, stranger] = await Promise.all([
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
    ]);
    await followViaApi(me, friend);
    const image = await pngImage(page, "post.png", "#3366ff");
    for (const [author, caption] of [
      [me, "mine, older"],
      [stranger, "a stranger's"],
      [friend, "my friend's"],
      [me, "mine, newest"],
    ] as const) {
      await createPostViaApi(author, { caption, tags: "feed,home" }, image);
    }

    await openSignedIn(page, me);
    await postCard(page, me.username, "mine, newest").waitFor();
    const captions = await page
      .getByRole("article")
      .evaluateAll((cards) => cards.map((card) => card.textContent ?? ""));
    const order = ["mine, newest", "my friend's", "mine, older"].map((caption) =>
      captions.findIndex((text) => text.includes(caption)),
    );
    expect(order).toEqual([0, 1, 2]);
    expect(captions.some((text) => text.includes("a stranger's"))).toBe(false);
  });

  test.each([
    [1280, 800],
    [390, 844],
  ])("at %ix%i shows the New posts pill clear of the empty feed's card, then the post", async (width, height) => {
    const [me, friend] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await followViaApi(me, friend);
    await page.setViewportSize({ width, height });
    const subscribed = recordSubscriptions(page);
    await openSignedIn(page, me);
    const emptyText = page.getByText("No posts yet from the people you follow.", { exact: false });
    await emptyText.waitFor();
    await subscribed("useNewPostsSignalSubscription");

    const pill = await postUntilNewPostsBanner(page, friend, await pngImage(page, "n.png", "#aa5577"));
    // the empty state's card, which holds its icon and the text
    const card = emptyText.locator("..");
    const [pillBox, cardBox] = [await pill.boundingBox(), await card.boundingBox()];
    if (!pillBox || !cardBox) throw new Error("The pill or the empty feed's card is not on screen.");
    expect(pillBox.y + pillBox.height).toBeLessThanOrEqual(cardBox.y);

    await pill.click();
    await postCard(page, friend.username, "Fresh off the press").first().waitFor();
    await pill.waitFor({ state: "detached" });
  });
});
