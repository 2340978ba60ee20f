import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser, pngImage } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { createPostViaApi, followViaApi, openSignedIn, signUpViaApi } from "./support/socialApi";
import { shootBothSizes } from "./support/screenshots";
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

  test("a followed suggestion leaves the list, focus moves on, Undo brings it back; counts follow", async () => {
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

    // a followed person leaves the suggestions, the focus moves on to the next one (not to the
    // page), and the toast's Undo brings them back
    const suggestions = page.getByRole("heading", { name: "Suggested People" }).locator("..");
    await suggestions.getByRole("button", { name: `Follow ${other.username}`, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(followingCount).toBe("2");
    await suggestions
      .getByRole("button", { name: `Follow ${other.username}`, exact: true })
      .waitFor({ state: "detached" });
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return active?.getAttribute("aria-label") ?? active?.textContent ?? "";
    });
    expect(focused).toMatch(/^(Follow .+|Suggested People)$/);
    expect(focused).not.toBe(`Follow ${other.username}`);
    const toast = page.getByRole("status").filter({ hasText: `You follow ${other.username} now.` });
    await toast.waitFor();
    await shootBothSizes(page, "suggested-people-followed");
    await toast.getByRole("button", { name: "Undo" }).click();
    await expect.poll(followingCount).toBe("1");
    await suggestions.getByRole("button", { name: `Follow ${other.username}`, exact: true }).click();
    await expect.poll(followingCount).toBe("2");

    // the server agrees: after a reload my count holds, and their profile counts the friend and me
    await page.reload();
    await expect.poll(followingCount).toBe("2");
    await page.goto(`/${other.auth.viewer.databaseId}`);
    await page.getByRole("list", { name: "Counts" }).getByText("2 followers", { exact: true }).waitFor();
  });
});
