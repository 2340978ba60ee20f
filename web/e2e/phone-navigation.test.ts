import type { Locator, Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser, toast } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { shootBothSizes } from "./support/screenshots";
import { followViaApi, openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";

// Below md the home page's side columns (Custom Challenges, Suggested People) are hidden; a
// bottom bar and the account menu lead to the tic-tac-toe lobby and to suggested people instead.
// From md the layout is the desktop one: no bar, the columns where they were.
describe("finding the game and people on a phone", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  const bottomBar = () => page.getByRole("navigation", { name: "Sections" });

  /** Someone whose suggestions start with `suggested`: a friend of a friend comes first. */
  async function someoneWithASuggestion(): Promise<{ me: ApiUser; suggested: ApiUser }> {
    const [me, friend, suggested] = await Promise.all([1, 2, 3].map(() => signUpViaApi(newTestUser())));
    await followViaApi(me, friend);
    await followViaApi(friend, suggested);
    return { me, suggested };
  }

  async function expectClear(above: Locator, below: Locator) {
    const [top, bottom] = [await above.boundingBox(), await below.boundingBox()];
    if (!top || !bottom) throw new Error("not on screen");
    expect(top.y + top.height).toBeLessThanOrEqual(bottom.y);
  }

  test("at 390x844 the bottom bar leads to the lobby and to suggested people, clear of the page", async () => {
    const { me, suggested } = await someoneWithASuggestion();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, me);
    await page.getByPlaceholder("Search for people and posts").waitFor();
    // the side columns stay hidden
    expect(await page.getByRole("heading", { name: "Custom Challenges" }).isVisible()).toBe(false);
    expect(await page.getByRole("heading", { name: "Suggested People" }).isVisible()).toBe(false);

    await bottomBar().getByRole("link", { name: "Play" }).click();
    await page.waitForURL((url) => url.pathname === "/custom-challenges/tic-tac-toe");
    await page.getByRole("heading", { name: "Tic Tac Toe" }).waitFor();
    expect(await bottomBar().getByRole("link", { name: "Play" }).getAttribute("aria-current")).toBe("page");

    await bottomBar().getByRole("link", { name: "People" }).click();
    await page.waitForURL((url) => url.pathname === "/people");
    await page.getByRole("heading", { name: "Suggested People" }).waitFor();
    const person = page.getByRole("listitem").filter({ hasText: suggested.username });
    await person.getByRole("button", { name: `Follow ${suggested.username}` }).click();
    await person.waitFor({ state: "detached" });
    await page.getByRole("status").getByRole("button", { name: "Undo" }).click();
    await person.getByRole("button", { name: `Follow ${suggested.username}` }).waitFor();
    // the page's end scrolls clear of the bar
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectClear(page.getByRole("main").locator("section").last(), bottomBar());
    await person.getByRole("link").click();
    await page.waitForURL((url) => url.pathname === `/@${suggested.username}`);

    await bottomBar().getByRole("link", { name: "Profile" }).click();
    await page.waitForURL((url) => url.pathname === `/profile/${me.auth.viewer.databaseId}`);

    // a toast floats above the bar, not over it
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const editDrawer = page.getByRole("dialog", { name: "Edit Profile" });
    await editDrawer.getByLabel("Bio").fill("On a phone");
    await editDrawer.getByRole("button", { name: "Update Profile" }).click();
    await toast(page, "Profile updated successfully!").waitFor();
    await expectClear(page.getByRole("region", { name: "Status messages" }).getByRole("status"), bottomBar());

    await bottomBar().getByRole("link", { name: "Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  test("at 390x844 the account menu leads there too", async () => {
    const { me } = await someoneWithASuggestion();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, me);
    const menu = page.getByRole("banner").getByRole("button", { name: me.username });

    await menu.click();
    await page.getByRole("menuitem", { name: "Tic-Tac-Toe" }).click();
    await page.getByRole("heading", { name: "Tic Tac Toe" }).waitFor();
    await menu.click();
    await page.getByRole("menuitem", { name: "Suggested People" }).click();
    await page.getByRole("heading", { name: "Suggested People" }).waitFor();
  });

  test("at 1280x800 the layout is the desktop one: three columns, the header's Home, no bottom bar", async () => {
    const { me, suggested } = await someoneWithASuggestion();
    await openSignedIn(page, me);
    await page.getByRole("heading", { name: "Custom Challenges" }).waitFor();
    await page.getByRole("complementary", { name: "Suggested people" }).getByText(suggested.username).waitFor();
    expect(await page.getByRole("banner").getByRole("link", { name: "Home" }).isVisible()).toBe(true);
    expect(await bottomBar().isVisible()).toBe(false);

    // the challenges card says only what is true: one game to join, one coming, no made-up crowd
    const rockPaperScissors = page.getByRole("listitem").filter({ hasText: "Rock-Paper-Scissors" });
    await rockPaperScissors.getByText("Coming soon").waitFor();
    expect(await rockPaperScissors.getByRole("link").count()).toBe(0);
    expect(await page.getByText("people joined").count()).toBe(0);
    await shootBothSizes(page, "home-challenges-card");
    await page.getByRole("link", { name: "Join now: Tic-Tac-Toe" }).click();
    await page.waitForURL((url) => url.pathname === "/custom-challenges/tic-tac-toe");
  });
});
