import type { Page } from "playwright-core";
import { beforeEach, describe, expect, inject, test } from "vitest";
import { newTestUser, toast } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { openSignedIn, signUpViaApi } from "./support/socialApi";

/** What the API answers a third-party tool that sends `token`. */
async function callWith(token: string, query: string) {
  const response = await fetch(`${inject("baseUrl")}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { extensions?: Record<string, unknown> }[] },
  };
}

describe("access tokens in the account menu", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  test("creates a read-only token shown once, which reads but cannot write, then revokes it", async () => {
    const user = await signUpViaApi(newTestUser());
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await openSignedIn(page, user);
    await page.getByRole("banner").getByRole("button", { name: user.username }).click();
    await page.getByRole("menuitem", { name: "Access tokens" }).click();
    await page.waitForURL((url) => url.pathname === "/settings/access-tokens");
    await page.getByText("No access tokens yet.").waitFor();
    expect(await page.title()).toBe("Access tokens · SkySocial");

    const form = page.getByRole("form", { name: "New access token" });
    await form.getByRole("button", { name: "Create token" }).click();
    await form.getByText("Give the token a name.").waitFor();
    await form.getByLabel("Name").fill("Backup script");
    await form.getByLabel("Expires").selectOption({ label: "90 days" });
    await form.getByRole("button", { name: "Create token" }).click();

    const secretBox = page.getByLabel("Your new access token");
    const secret = (await secretBox.textContent()) ?? "";
    expect(secret).toMatch(/^sky_pat_[A-Za-z0-9_-]{43}$/);
    await page.getByText("you will not be able to see it again").waitFor();
    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByRole("button", { name: "Copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    const list = page.getByRole("list", { name: "Access tokens" });
    const row = list.getByRole("listitem").filter({ hasText: "Backup script" });
    await row.getByText("Read only").waitFor();
    await row.getByText("Never used").waitFor();

    expect((await callWith(secret, "{ viewer { username } }")).body.data).toEqual({
      viewer: { username: user.username },
    });
    const write = await callWith(secret, 'mutation { updateProfile(input: { bio: "from a script" }) { __typename } }');
    expect([write.status, write.body.errors?.[0]?.extensions]).toEqual([
      403,
      { code: "FORBIDDEN", reason: "TOKEN_SCOPE" },
    ]);

    await page.getByRole("button", { name: "Done" }).click();
    await expect.poll(() => secretBox.count()).toBe(0);
    await page.reload();
    await list
      .getByRole("listitem")
      .filter({ hasText: "Backup script" })
      .getByText(/Last used \d+ seconds? ago/)
      .waitFor();

    await page.getByRole("button", { name: "Revoke Backup script" }).click();
    const confirm = page.getByRole("dialog", { name: "Revoke this token?" });
    await confirm.getByRole("button", { name: "Revoke" }).click();
    await toast(page, '"Backup script" is revoked.').waitFor();
    await page.getByText("No access tokens yet.").waitFor();
    const refused = await callWith(secret, "{ viewer { username } }");
    expect([refused.status, refused.body.errors?.[0]?.extensions]).toEqual([
      401,
      { code: "UNAUTHENTICATED", reason: "TOKEN_REVOKED" },
    ]);

    // the tab's title follows the screen
    await page.getByRole("banner").getByRole("link", { name: "Home" }).click();
    await expect.poll(() => page.title()).toBe("SkySocial");
  });

  test("shows the server's refusal of an expiry under Expires: a device whose date is years ahead asks for one too far away", async () => {
    const user = await signUpViaApi(newTestUser());
    await openSignedIn(page, user, "/settings/access-tokens");
    const form = page.getByRole("form", { name: "New access token" });
    await form.getByLabel("Name").fill("From a wrong clock");
    await form.getByLabel("Expires").selectOption({ label: "1 year" });
    // "1 year" from a date ten years ahead is eleven years from the server's now
    const tenYearsAhead = new Date();
    tenYearsAhead.setFullYear(tenYearsAhead.getFullYear() + 10);
    await page.clock.setFixedTime(tenYearsAhead);
    await form.getByRole("button", { name: "Create token" }).click();

    const message = "The expiry must be at most 5 years from now: is this device's date right?";
    await form.getByText(message).waitFor();
    await toast(page, `Error: ${message}`).waitFor();
    const expires = form.getByLabel("Expires");
    expect(await expires.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(`#${await expires.getAttribute("aria-describedby")}`).textContent()).toBe(message);
    await page.getByText("No access tokens yet.").waitFor();

    // choosing again clears the message
    await expires.selectOption({ label: "No expiry" });
    await expect.poll(() => form.getByText(message).count()).toBe(0);
    expect(await expires.getAttribute("aria-invalid")).toBeNull();
  });
});
