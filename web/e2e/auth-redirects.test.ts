import { createHmac } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { SESSION_STORAGE_KEY } from "../src/session/storedSession";
import { E2E_JWT_SECRET } from "./support/apiServer";
import { loginForm, newTestUser, pngImage, signUp } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { createPostViaApi, openSignedIn, signUpViaApi } from "./support/socialApi";
import { postCard } from "./support/socialPage";

/** A token as the server issues them (HS256 JWT) for `userId`, that expired a minute ago. */
function expiredToken(userId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${part({ alg: "HS256", typ: "JWT" })}.${part({ ver: 0, sub: userId, iat: now - 3600, exp: now - 60 })}`;
  return `${unsigned}.${createHmac("sha256", E2E_JWT_SECRET).update(unsigned).digest("base64url")}`;
}

describe("redirects between the auth page and the signed-in layout", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  test.each(["/", "/chats", "/custom-challenges/tic-tac-toe"])(
    "%s without a session goes to /register",
    async (path) => {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === "/register");
      await page.getByRole("tab", { name: "Login", selected: true }).waitFor();
    },
  );

  test("a shared post link opened signed out leads back to the post after logging in", async () => {
    const author = await signUpViaApi(newTestUser());
    const post = await createPostViaApi(
      author,
      { caption: "worth the detour", tags: "shared,link" },
      await pngImage(page, "post.png", "#e76f51"),
    );
    const reader = await signUpViaApi(newTestUser());

    await page.goto(`/p/${post.databaseId}?from=link`);
    await page.waitForURL((url) => url.pathname === "/register");
    const form = loginForm(page);
    await form.getByLabel("Username", { exact: true }).fill(reader.username);
    await form.getByLabel("Password", { exact: true }).fill(reader.password);
    await form.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === `/p/${post.databaseId}` && url.search === "?from=link");
    await postCard(page, author.username, "worth the detour").waitFor();
  });

  test("/register with a session goes to /", async () => {
    await signUp(page, newTestUser());
    await page.goto("/register");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("complementary", { name: "Your profile and challenges" }).waitFor();
  });

  test("a stored token the server rejects is dropped and the visitor is sent to /register", async () => {
    await page.goto("/register");
    await page.evaluate(() =>
      localStorage.setItem(
        "userData",
        JSON.stringify({ authToken: "not-a-valid-token", userid: "1", username: "ghost", profile_image: "" }),
      ),
    );
    await page.goto("/");
    await page.waitForURL((url) => url.pathname === "/register");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("userData"))).toBeNull();
  });

  test("a token that expires while the page is open ends the session at the next action, a mutation too", async () => {
    const me = await signUpViaApi(newTestUser());
    await createPostViaApi(me, { caption: "still here", tags: "one,two" }, await pngImage(page, "post.png", "#2a9d8f"));
    await openSignedIn(page, me);
    const card = postCard(page, me.username, "still here");
    await card.waitFor();

    const expired = expiredToken(me.auth.viewer.databaseId);
    await page.evaluate(
      ([key, token]) => {
        const stored = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
        localStorage.setItem(key, JSON.stringify({ ...stored, authToken: token }));
      },
      [SESSION_STORAGE_KEY, expired] as const,
    );
    await card.getByRole("button", { name: "Like", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/register");
    await page.getByRole("tab", { name: "Login", selected: true }).waitFor();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
  });
});
