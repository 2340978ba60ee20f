import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { respondInTwoGoes, respondWith, startFakeOpenAI, type FakeOpenAI } from "../../api/test/support/fake-openai";
import { startApiServer, type RunningApiServer } from "./support/apiServer";
import { newTestUser } from "./support/authPage";
import { expectNoCspViolations, launchBrowser, newAppContext } from "./support/browser";
import { openSignedIn, signUpViaApi } from "./support/socialApi";

// The Ask dialog with a model behind AI_BASE_URL (a fake OpenAI-compatible server, on a server of
// this file's own): an opener shows once it is whole, never while it is being written, so an
// answer that turns out unusable (a refusal in prose) never shows a word of itself.
describe("the Ask dialog with a model", () => {
  let fake: FakeOpenAI;
  let server: RunningApiServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** every graphql-ws message the page received, in order */
  let received: string[];

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    // a model that stops writing is given up on after 4 s
    [server, browser] = await Promise.all([
      startApiServer({ AI_BASE_URL: fake.url, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "4000" }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });
  beforeEach(async () => {
    context = await newAppContext(browser, server.baseUrl);
    page = await context.newPage();
    received = [];
    page.on("websocket", (socket) => socket.on("framereceived", ({ payload }) => received.push(String(payload))));
  });
  afterEach(async () => {
    await context.close();
    expectNoCspViolations(context);
  });

  /** Opens the dialog on /chats and asks about `prompt`; records every text the dialog shows meanwhile. */
  async function ask(prompt: string) {
    const user = await signUpViaApi(newTestUser(), server.baseUrl);
    await openSignedIn(page, user, "/chats");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Need ideas for what to say?" });
    await dialog.getByPlaceholder("Ask for ideas...").fill(prompt);
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { dialogTexts: string[] }).dialogTexts = shown;
      new MutationObserver(() => shown.push(document.querySelector('[role="dialog"]')?.textContent ?? "")).observe(
        document.body,
        {
          subtree: true,
          childList: true,
          characterData: true,
        },
      );
    });
    await dialog.getByRole("button", { name: "Suggest", exact: true }).click();
    return { dialog, shown: () => page.evaluate(() => (window as unknown as { dialogTexts: string[] }).dialogTexts) };
  }

  it("never shows a refusal written as prose, only the failure", async () => {
    // the model writes prose, not openers, then stops writing: the server gives up at its deadline
    fake.answerWith(respondWith(["1. Sorry, I cannot help wit", "h that request."], "hold"));
    const { dialog, shown } = await ask("weekend");
    await dialog.getByRole("alert").getByText("The suggestions took too long to arrive. Try again.").waitFor();
    expect((await shown()).some((text) => text.includes("Sorry"))).toBe(false);
    expect(received.some((message) => message.includes("Sorry"))).toBe(false);

    // and when it ends its prose, the answer cannot be used: still not a word of it
    fake.answerWith(respondWith(["1. Sorry, I cannot help wit", "h that request."]));
    await dialog.getByRole("button", { name: "Suggest", exact: true }).click();
    await dialog
      .getByRole("alert")
      .getByText("The suggestions came back in a shape that could not be used. Try again.")
      .waitFor();
    expect((await shown()).some((text) => text.includes("Sorry"))).toBe(false);
    expect(received.some((message) => message.includes("Sorry"))).toBe(false);
  });

  it("shows each opener once it is whole, ready to pick while the others are written", async () => {
    let goOn: (pieces: string[]) => void = () => {};
    fake.answerWith(
      respondInTwoGoes(
        ["1. What's your favourite song? ||", " 2. Which ba"],
        new Promise((resolve) => (goOn = resolve)),
      ),
    );
    const { dialog, shown } = await ask("music");
    const suggestions = dialog.getByRole("list", { name: "Suggestions" }).getByRole("button");
    await suggestions.first().waitFor();
    expect(await suggestions.allInnerTexts()).toEqual(["1.\nWhat's your favourite song?"]);
    expect(await suggestions.first().isEnabled()).toBe(true);

    goOn(["nd do you love? ||", " 3. Who is your hero?"]);
    await dialog.getByText("Suggestions from fake-model").waitFor();
    expect(await suggestions.count()).toBe(3);
    // the second opener appeared whole: "Which ba" was never on screen
    expect((await shown()).some((text) => /Which ba(?!nd do you love)/.test(text))).toBe(false);
  });
});
