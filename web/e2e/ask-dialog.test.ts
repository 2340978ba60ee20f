import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { newTestUser } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";

// The chat's Ask dialog (web/src/routes/chats/ask) on /chats, against a server with no model
// configured: the built-in library answers. What the chat screen must provide: a button named
// 'Ask' that opens <AskDialog>, and the message box (placeholder 'start chat') that onPick fills
// and focuses.
describe("the Ask dialog on the chat screen", () => {
  const tab = freshPagePerTest();
  let me: ApiUser;

  beforeAll(async () => {
    me = await signUpViaApi(newTestUser());
  });

  const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Need ideas for what to say?" });

  async function openAsk(page: Page) {
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    const dialog = dialogOf(page);
    await dialog.getByPlaceholder("Ask for ideas...").waitFor();
    return dialog;
  }

  /** Records, on every change of the page, how many suggestions the dialog lists and whether Suggest shows progress. */
  async function watchDialog(page: Page) {
    await page.evaluate(() => {
      const seen: { items: number; busy: boolean }[] = [];
      (window as unknown as { askSnapshots: typeof seen }).askSnapshots = seen;
      new MutationObserver(() => {
        const dialog = document.querySelector('[role="dialog"]');
        if (!dialog) return;
        seen.push({
          items: dialog.querySelectorAll('ol[aria-label="Suggestions"] > li').length,
          busy: dialog.querySelector('button[type="submit"]')?.getAttribute("aria-busy") === "true",
        });
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    return () =>
      page.evaluate(() => (window as unknown as { askSnapshots: { items: number; busy: boolean }[] }).askSnapshots);
  }

  const isFocused = (page: Page, placeholder: string) =>
    page.getByPlaceholder(placeholder).evaluate((input) => input === document.activeElement);

  it("streams three suggestions (offline provider) and one click fills the message box", async () => {
    const { page } = tab;
    await openSignedIn(page, me, "/chats");
    const messageBox = page.getByPlaceholder("start chat");
    const dialog = await openAsk(page);
    const prompt = dialog.getByPlaceholder("Ask for ideas...");
    const suggest = dialog.getByRole("button", { name: "Suggest", exact: true });
    const list = dialog.getByRole("list", { name: "Suggestions" });
    expect(await isFocused(page, "Ask for ideas...")).toBe(true);

    // Suggest with an empty or whitespace-only prompt does nothing.
    await suggest.click();
    await prompt.fill("   ");
    await prompt.press("Enter");
    await page.waitForTimeout(300);
    expect(await list.count()).toBe(0);
    expect(await dialog.getByRole("alert").count()).toBe(0);

    // The suggestions appear while they stream, numbered, and the source once they are whole.
    const snapshots = await watchDialog(page);
    await prompt.fill("travel");
    await prompt.press("Enter");
    await dialog.getByText("Suggestions from the built-in library").waitFor();
    const items = list.getByRole("listitem");
    expect(await items.count()).toBe(3);
    (await items.allInnerTexts()).forEach((text, i) => expect(text).toMatch(new RegExp(`^${i + 1}\\.\\s+\\S`)));
    const seen = await snapshots();
    expect(seen.some(({ items, busy }) => busy && items >= 1)).toBe(true); // shown while streaming
    expect(seen.at(-1)).toEqual({ items: 3, busy: false });

    // Closing clears the prompt and the suggestions.
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    await openAsk(page);
    expect(await prompt.inputValue()).toBe("");
    expect(await list.count()).toBe(0);

    // One click on a suggestion puts it in the message box, focused, and closes the dialog.
    await prompt.fill("cooking");
    await suggest.click();
    await dialog.getByText("Suggestions from the built-in library").waitFor();
    const second = list.getByRole("button").nth(1);
    const picked = (await second.innerText()).replace(/^2\.\s*/, "");
    await second.click();
    await dialog.waitFor({ state: "detached" });
    expect(await messageBox.inputValue()).toBe(picked);
    await expect.poll(() => isFocused(page, "start chat")).toBe(true);
  });

  it("is usable from the keyboard alone", async () => {
    const { page } = tab;
    await openSignedIn(page, me, "/chats");
    await page.getByRole("button", { name: "Ask", exact: true }).focus();
    await page.keyboard.press("Enter");
    const dialog = dialogOf(page);
    await dialog.getByPlaceholder("Ask for ideas...").waitFor();
    await page.keyboard.type("music");
    await page.keyboard.press("Enter");
    await dialog.getByText("Suggestions from the built-in library").waitFor();
    await page.keyboard.press("Tab"); // Suggest
    await page.keyboard.press("Tab"); // the first suggestion
    const first = dialog.getByRole("list", { name: "Suggestions" }).getByRole("button").first();
    expect(await first.evaluate((button) => button === document.activeElement)).toBe(true);
    const picked = (await first.innerText()).replace(/^1\.\s*/, "");
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    expect(await page.getByPlaceholder("start chat").inputValue()).toBe(picked);
    await expect.poll(() => isFocused(page, "start chat")).toBe(true);

    await openAsk(page);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("shows the server's reason when it refuses", async () => {
    const { page } = tab;
    const eager = await signUpViaApi(newTestUser());
    // the server's default budget (AI_RATE_LIMIT_PER_MINUTE, 10 a minute) spent outside the page
    await Promise.all(Array.from({ length: 10 }, () => askOverSse(eager.auth.token, "weekend")));
    await openSignedIn(page, eager, "/chats");
    const dialog = await openAsk(page);
    await dialog.getByPlaceholder("Ask for ideas...").fill("weekend");
    await dialog.getByRole("button", { name: "Suggest", exact: true }).click();
    // a wait of under a minute, in seconds, singular or plural as it falls (never "minute(s)")
    await dialog
      .getByRole("alert")
      .getByText(/^Too many attempts\. Try again in (1 second|([2-9]|[1-5]\d) seconds)\.$/)
      .waitFor();
    expect(await dialog.getByRole("list", { name: "Suggestions" }).count()).toBe(0);
  });
});

/** One whole openerSuggestions subscription over Server-Sent Events. */
async function askOverSse(token: string, prompt: string): Promise<void> {
  const response = await fetch(`${inject("baseUrl")}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: "subscription ($prompt: String!) { openerSuggestions(prompt: $prompt) { __typename } }",
      variables: { prompt },
    }),
  });
  await response.text();
}
