import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser, pngImage } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { accessibleDescription, expectFocused } from "./support/focus";
import { createPostViaApi, followViaApi, openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";
import { postCard } from "./support/socialPage";

// The feed's and a post page's keyboard shortcuts, as a keyboard and screen-reader user meets
// them: j/k move the focus from post to post (each named by its author, described by its
// caption), l/s like and save the focused post and say so, c goes to its comment box, n, /, g h
// and g c go places, ? lists them all. Never while typing or while a dialog is open; off in Settings.

/** What the page's polite live regions say right now. */
function spoken(page: Page): Promise<string[]> {
  return page
    .locator('[role="status"]')
    .evaluateAll((regions) => regions.map((region) => region.textContent ?? "").filter(Boolean));
}

/** Whether the focus is on (or in) a post. */
function postFocused(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.closest("article[data-post]") != null);
}

async function expectSpoken(page: Page, text: string): Promise<void> {
  await expect.poll(() => spoken(page), { timeout: 10_000 }).toContain(text);
}

describe("keyboard shortcuts", () => {
  const tab = freshPagePerTest();
  let page: Page;
  let reader: ApiUser;
  let author: ApiUser;
  beforeEach(async () => {
    page = tab.page;
    [reader, author] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await followViaApi(reader, author);
  });

  async function posts(...captions: string[]) {
    const created = [];
    for (const caption of captions)
      created.push(
        await createPostViaApi(
          author,
          { caption, tags: "keys,board" },
          await pngImage(page, `${caption}.png`, "#3366ff"),
        ),
      );
    return created;
  }

  test("on the feed: j and k move between posts, l and s say what they did, c goes to the comment box, typing there types", async () => {
    await openSignedIn(page, reader, "/register");
    await posts("Oldest post", "Middle post", "Newest post");
    await page.goto("/");
    const newest = postCard(page, author.username, "Newest post");
    const middle = postCard(page, author.username, "Middle post");
    await newest.waitFor();

    await page.keyboard.press("j");
    await expectFocused(newest);
    expect(await accessibleDescription(newest)).toContain("Newest post");
    await page.keyboard.press("j");
    await expectFocused(middle);
    await page.keyboard.press("k");
    await expectFocused(newest);

    await page.keyboard.press("l");
    await expectSpoken(page, `Liked ${author.username}'s post`);
    await expect
      .poll(() => newest.getByRole("button", { name: "Like", exact: true }).getAttribute("aria-pressed"))
      .toBe("true");
    await newest.getByText("1 like").waitFor();
    await page.keyboard.press("s");
    await expectSpoken(page, `Saved ${author.username}'s post`);
    await page.keyboard.press("l");
    await expectSpoken(page, `Unliked ${author.username}'s post`);

    await page.keyboard.press("c");
    const commentBox = newest.getByLabel("Add a comment");
    await expectFocused(commentBox);
    await page.keyboard.type("jk sl");
    expect(await commentBox.inputValue()).toBe("jk sl");
    await expectFocused(commentBox);
  });

  test("? lists the shortcuts; keys do nothing while it is open; / searches, n opens a new post, g c goes to chats", async () => {
    await openSignedIn(page, reader, "/register");
    await posts("Only post");
    await page.goto("/");
    await postCard(page, author.username).waitFor();

    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await help.getByRole("cell", { name: "Next post" }).waitFor();
    await help.getByRole("link", { name: "Turn them off in Settings" }).waitFor();
    await page.keyboard.press("j");
    expect(await postFocused(page)).toBe(false);
    await page.keyboard.press("Escape");
    await help.waitFor({ state: "detached" });

    await page.keyboard.press("/");
    await expectFocused(page.getByRole("combobox", { name: "Search users" }));
    await page.keyboard.press("Escape");
    await page.locator("body").click({ position: { x: 5, y: 300 } });

    await page.keyboard.press("n");
    const create = page.getByRole("dialog", { name: "Create a New Post" });
    await create.getByLabel("Caption").waitFor();
    await page.keyboard.press("Escape");
    await create.waitFor({ state: "detached" });

    await page.keyboard.press("g");
    await page.keyboard.press("c");
    await page.waitForURL((url) => url.pathname === "/chats");
  });

  test("the account menu says that ? lists them, and opens the list for whoever does not know", async () => {
    await openSignedIn(page, reader);
    await page.getByRole("banner").getByRole("button", { name: reader.username }).click();
    const item = page.getByRole("menuitem", { name: "Keyboard shortcuts" });
    expect(await item.getAttribute("aria-keyshortcuts")).toBe("?");
    expect(await item.textContent()).toBe("Keyboard shortcuts?");
    await item.click();
    await page.getByRole("dialog", { name: "Keyboard shortcuts" }).getByRole("cell", { name: "Next post" }).waitFor();
  });

  test("on a post's page: l likes it and c goes to its comment box; n and g h lead home", async () => {
    await openSignedIn(page, reader, "/register");
    const [post] = await posts("A page of its own");
    await page.goto(`/p/${post!.databaseId}`);
    const card = postCard(page, author.username, "A page of its own");
    await card.waitFor();

    await page.keyboard.press("l");
    await expectSpoken(page, `Liked ${author.username}'s post`);
    await card.getByText("1 like").waitFor();
    await page.keyboard.press("c");
    await expectFocused(card.getByLabel("Add a comment"));
    await card.getByLabel("Add a comment").blur();

    await page.keyboard.press("n");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("dialog", { name: "Create a New Post" }).getByLabel("Caption").waitFor();
    await page.keyboard.press("Escape");
    await page.goto(`/p/${post!.databaseId}`);
    await card.waitFor();
    await page.keyboard.press("g");
    await page.keyboard.press("h");
    await page.waitForURL((url) => url.pathname === "/");
  });

  test("turned off in Settings, the keys do nothing", async () => {
    await openSignedIn(page, reader, "/settings");
    const toggle = page.getByRole("switch", { name: "Single-key shortcuts" });
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    await toggle.click();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");

    await posts("Quiet post");
    await page.goto("/");
    await postCard(page, author.username).waitFor();
    await page.keyboard.press("j");
    await page.keyboard.press("?");
    expect(await postFocused(page)).toBe(false);
    expect(await page.getByRole("dialog", { name: "Keyboard shortcuts" }).count()).toBe(0);
  });
});
