import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser, pngImage } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { createPostViaApi, followViaApi, openSignedIn, signUpViaApi } from "./support/socialApi";
import { postCard } from "./support/socialPage";

// What stays true while a page is open, without a reload.
describe("an open page", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  test("lets a post's time tick: 'N seconds ago' becomes '1 minute ago'", async () => {
    const me = await signUpViaApi(newTestUser());
    await createPostViaApi(me, { caption: "Ticking", tags: "time,tick" }, await pngImage(page, "t.png", "#884422"));
    await page.clock.install({ time: new Date() });
    await openSignedIn(page, me);
    const card = postCard(page, me.username, "Ticking");
    await card.getByText(/^\d+ seconds? ago$/).waitFor();
    await page.clock.fastForward(70_000);
    await card.getByText("1 minute ago", { exact: true }).waitFor();
  });

  test("Suggested People tiles follow and unfollow, and the counts follow along", async () => {
    const [me, friend, other] = await Promise.all([
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
    ]);
    // a friend of a friend comes first among the suggestions, whoever else the server holds
    await followViaApi(me, friend);
    await followViaApi(friend, other);
    await openSignedIn(page, me);
    const counts = page.getByRole("list", { name: "Follow counts" });
    await counts.getByText("following").waitFor();
    const followingCount = () => counts.locator("li").first().locator("span").first().textContent();
    expect(await followingCount()).toBe("1");

    // a slip is undone where it happened: the tile stays, now offering Unfollow
    const suggestions = page.getByRole("heading", { name: "Suggested People" }).locator("..");
    await suggestions.getByRole("button", { name: `Follow ${other.username}`, exact: true }).click();
    await expect.poll(followingCount).toBe("2");
    await suggestions.getByRole("button", { name: `Unfollow ${other.username}`, exact: true }).click();
    await expect.poll(followingCount).toBe("1");
    await suggestions.getByRole("button", { name: `Follow ${other.username}`, exact: true }).click();
    await suggestions.getByRole("button", { name: `Unfollow ${other.username}`, exact: true }).waitFor();
    await expect.poll(followingCount).toBe("2");

    // the server agrees: after a reload my count holds, and their profile counts the friend and me
    await page.reload();
    await expect.poll(followingCount).toBe("2");
    await page.goto(`/${other.auth.viewer.databaseId}`);
    await page.getByRole("list", { name: "Counts" }).getByText("2 followers", { exact: true }).waitFor();
  });
});
