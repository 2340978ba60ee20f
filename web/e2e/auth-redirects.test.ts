import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser, signUp } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";

describe("redirects between the auth page and the signed-in layout", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  test.each(["/", "/chats", "/custom-challenges/tic-tac-toe"])("%s without a session goes to /register", async (path) => {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === "/register");
    await page.getByRole("tab", { name: "Login", selected: true }).waitFor();
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
});
