import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser, pngImage, toast } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { commentViaApi, createPostViaApi, followViaApi, openSignedIn, signUpViaApi } from "./support/socialApi";
import { postCard } from "./support/socialPage";

describe("the feed and comments", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  test("the feed loads older posts while scrolling", async () => {
    const reader = await signUpViaApi(newTestUser());
    const author = await signUpViaApi(newTestUser());
    await followViaApi(reader, author);
    const image = await pngImage(page, "e.png", "#884422");
    for (let index = 1; index <= 12; index += 1) {
      await createPostViaApi(author, { caption: `Entry ${String(index).padStart(2, "0")}`, tags: "feed,test" }, image);
    }
    await openSignedIn(page, reader);

    // Newest first, one page at a time.
    await postCard(page, author.username, "Entry 12").waitFor();
    const cards = postCard(page, author.username);
    expect(await cards.count()).toBeLessThan(12);
    // The top picture is fetched at once and first; the ones below wait until they near the view.
    const picture = (caption: string) => postCard(page, author.username, caption).locator("[data-post-image]");
    expect(await picture("Entry 12").evaluate((img: HTMLImageElement) => [img.loading, img.fetchPriority])).toEqual([
      "eager",
      "high",
    ]);
    expect(await picture("Entry 11").evaluate((img: HTMLImageElement) => [img.loading, img.fetchPriority])).toEqual([
      "lazy",
      "auto",
    ]);
    await cards.last().scrollIntoViewIfNeeded();
    await postCard(page, author.username, "Entry 01").waitFor();
    expect(await cards.count()).toBe(12);
  });

  test("a comment with an emoji from the picker, listed with its time, then deleted from its menu", async () => {
    const reader = await signUpViaApi(newTestUser());
    const author = await signUpViaApi(newTestUser());
    await followViaApi(reader, author);
    await createPostViaApi(
      author,
      { caption: "Morning run", tags: "run,morning" },
      await pngImage(page, "f.png", "#2299cc"),
    );
    await openSignedIn(page, reader);

    const card = postCard(page, author.username, "Morning run");
    const input = card.getByLabel("Add a comment");
    await input.waitFor();
    // The 'post' link shows only once there is text.
    expect(await card.getByRole("button", { name: "post", exact: true }).count()).toBe(0);
    await input.fill("Great pace ");
    await card.getByRole("button", { name: "Emoji" }).click();
    await page.getByRole("button", { name: "👍" }).first().click();
    expect(await input.inputValue()).toBe("Great pace 👍");
    await page.keyboard.press("Escape");

    await card.getByRole("button", { name: "post", exact: true }).click();
    await toast(page, "Commented successfully!").waitFor();
    await card.getByRole("button", { name: "View 1 comment" }).click();

    const dialog = page.getByRole("dialog", { name: "See all comments" });
    await dialog.getByText("Great pace 👍").waitFor();
    await dialog.getByText(/^\d+ seconds? ago$/).waitFor();
    await dialog.getByAltText(`${reader.username}'s profile picture`).waitFor();

    // Keyboard only: open the comment's menu and choose Delete Comment.
    await dialog.getByRole("button", { name: "Comment options" }).focus();
    await page.keyboard.press("Enter");
    // the menu moves the focus to its item once open: pressed on the item, Enter cannot come first
    await page.getByRole("menuitem", { name: "Delete Comment" }).press("Enter");
    // the question has the focus on Cancel: Enter there keeps the comment; Delete removes it
    const question = page.getByRole("dialog", { name: "Delete this comment?" });
    const cancel = question.getByRole("button", { name: "Cancel" });
    await expect.poll(() => cancel.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await question.waitFor({ state: "hidden" });
    await dialog.getByText("Great pace 👍").waitFor();
    await dialog.getByRole("button", { name: "Comment options" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Delete Comment" }).press("Enter");
    await question.getByRole("button", { name: "Delete", exact: true }).focus();
    await page.keyboard.press("Enter");
    await dialog.getByText("No comments").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await card.getByRole("button", { name: /^View / }).waitFor({ state: "detached" });
  });

  test("says '1 comment' for one and 'all 2 comments' for more", async () => {
    const reader = await signUpViaApi(newTestUser());
    const author = await signUpViaApi(newTestUser());
    await followViaApi(reader, author);
    const post = await createPostViaApi(
      author,
      { caption: "Counted", tags: "one,two" },
      await pngImage(page, "w.png", "#336699"),
    );
    await commentViaApi(reader, post.id, "First");
    await openSignedIn(page, reader);
    const card = postCard(page, author.username, "Counted");
    await card.getByRole("button", { name: "View 1 comment", exact: true }).waitFor();

    await commentViaApi(author, post.id, "Second");
    await page.reload();
    await card.getByRole("button", { name: "View all 2 comments", exact: true }).waitFor();
  });
});
