import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { newTestUser } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { followViaApi, openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";

// GraphiQL as a developer opens it on a machine without internet: everything it needs comes from
// this server, under the page's content security policy (freshPagePerTest fails the test on any
// violation), and the token typed in its headers pane signs in its queries and subscriptions.
describe("GraphiQL at /graphql", () => {
  const tab = freshPagePerTest();

  /** Requests to any other host fail, as they would offline; returns what was attempted. */
  async function cutOffFromTheInternet(page: Page): Promise<string[]> {
    const attempted: string[] = [];
    const server = new URL(inject("baseUrl")).host;
    await page.context().route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.host === server) return route.continue();
      attempted.push(url.href);
      return route.abort("internetdisconnected");
    });
    return attempted;
  }

  const executeButton = (page: Page) => page.getByRole("button", { name: /^Execute query/ });
  const result = (page: Page) => page.locator(".result-window");
  /** The result pane's text; its editor draws spaces as no-break spaces */
  const resultText = async (page: Page) => (await result(page).innerText()).replace(/\s+/g, " ");

  async function typeHeaders(page: Page, headers: Record<string, string>): Promise<void> {
    await page.getByText("Headers", { exact: true }).click();
    await page.locator(".graphiql-editor-tool .graphiql-editor:not(.hidden) .monaco-editor").click();
    // inserted as pasted text: typed key by key, the editor would close brackets and quotes itself
    await page.keyboard.insertText(JSON.stringify(headers));
  }

  async function replaceQuery(page: Page, query: string): Promise<void> {
    await page.locator(".graphiql-query-editor .monaco-editor").click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.insertText(query);
  }

  test("runs a query and an authenticated subscription with nothing from the internet", async () => {
    const { page } = tab;
    const attempted = await cutOffFromTheInternet(page);
    const ada = await signUpViaApi(newTestUser());

    await page.goto(`/graphql?query=${encodeURIComponent("{ viewer { username } }")}`);
    await typeHeaders(page, { Authorization: `Bearer ${ada.auth.token}` });
    await executeButton(page).click();
    await result(page).getByText(`"username": "${ada.username}"`).waitFor();

    await replaceQuery(page, "subscription { notificationAdded { message } }");
    await executeButton(page).click();
    // The subscription starts on the server a moment after the click, and nothing on the page
    // says when: a new follower follows Ada until one of those notifications reaches the page.
    const followers: ApiUser[] = [];
    await expect
      .poll(
        async () => {
          const follower = await signUpViaApi(newTestUser());
          followers.push(follower);
          await followViaApi(follower, ada);
          return resultText(page);
        },
        { interval: 500, timeout: 30_000 },
      )
      .toMatch(/"message": "u\w+ followed you"/);
    const shown = await resultText(page);
    expect(followers.some((follower) => shown.includes(`"${follower.username} followed you"`))).toBe(true);
    expect(attempted).toEqual([]);
  });

  test("offers the web app's signed-in session, in the Headers pane where it can be removed", async () => {
    const { page } = tab;
    const ada = await signUpViaApi(newTestUser());
    await openSignedIn(page, ada, "/");
    await page.goto("/graphql");
    await page.locator(".graphiql-query-editor").getByText(`# Signed in as ${ada.username}`).waitFor();
    await executeButton(page).click();
    await result(page).getByText(`"username": "${ada.username}"`).waitFor();
    await page.getByText("Headers", { exact: true }).click();
    const headers = page.locator(".graphiql-editor-tool .graphiql-editor:not(.hidden)");
    expect((await headers.innerText()).replace(/\s+/g, " ")).toContain(`"Authorization": "Bearer ${ada.auth.token}"`);
  });
});
