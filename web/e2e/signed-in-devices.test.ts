import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { logIn, loginForm, newTestUser, toast } from "./support/authPage";
import { seriousViolations } from "./support/axe";
import { expectNoCspViolations, freshPagePerTest, newAppContext } from "./support/browser";
import { shootBothSizes } from "./support/screenshots";
import { signUpViaApi } from "./support/socialApi";

/** The phone's browser: what its User-Agent header says is how Settings names it. */
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

describe("signed-in devices", () => {
  const tab = freshPagePerTest();
  let laptop: Page;
  let phoneContext: BrowserContext;
  let phone: Page;
  beforeEach(async () => {
    laptop = tab.page;
    phoneContext = await newAppContext(tab.browser);
    await phoneContext.setExtraHTTPHeaders({ "user-agent": IPHONE_SAFARI });
    phone = await phoneContext.newPage();
  });
  afterEach(async () => {
    await phoneContext.close();
    expectNoCspViolations(phoneContext);
  });

  test("lists both browsers; signing the phone out from the laptop sends the phone to log-in at once", async () => {
    const user = await signUpViaApi(newTestUser());
    await logIn(laptop, user);
    await logIn(phone, user);

    await laptop.getByRole("banner").getByRole("button", { name: user.username }).click();
    await laptop.getByRole("menuitem", { name: "Settings" }).click();
    await laptop.getByRole("link", { name: "See signed-in devices" }).click();
    await laptop.waitForURL((url) => url.pathname === "/settings/devices");
    await expect.poll(() => laptop.title()).toBe("Signed-in devices · SkySocial");

    const list = laptop.getByRole("list", { name: "Signed-in devices" });
    const here = list.getByRole("listitem").filter({ hasText: "This device" });
    await here.getByText("Chrome on Linux").waitFor();
    await here.getByText("Active now").waitFor();
    const phoneRow = list.getByRole("listitem").filter({ hasText: "Safari on iOS" });
    await phoneRow.getByText(/Last active/).waitFor();
    // the sign-up through the API, from a client that names no browser
    await list.getByRole("listitem").filter({ hasText: "Unknown browser" }).waitFor();
    expect(await list.getByRole("listitem").count()).toBe(3);
    expect(await seriousViolations(laptop)).toEqual([]);
    await shootBothSizes(laptop, "devices-list");

    await phoneRow.getByRole("button", { name: "Sign out Safari on iOS" }).click();
    const confirm = laptop.getByRole("dialog", { name: "Sign out this device?" });
    await confirm.getByText("Safari on iOS is signed out at once").waitFor();
    expect(await seriousViolations(laptop)).toEqual([]);
    await shootBothSizes(laptop, "devices-confirm");
    await confirm.getByRole("button", { name: "Sign out" }).click();
    await toast(laptop, "Safari on iOS is signed out.").waitFor();
    await expect.poll(() => phoneRow.count()).toBe(0);

    // the phone did nothing: its live connection closed, and it is at the log-in form
    await loginForm(phone).waitFor();
    expect(new URL(phone.url()).pathname).toBe("/register");

    await laptop.getByRole("button", { name: "Sign out of all other devices" }).click();
    await laptop
      .getByRole("dialog", { name: "Sign out of all other devices?" })
      .getByRole("button", { name: "Sign out all" })
      .click();
    await toast(laptop, "1 other device is signed out.").waitFor();
    await laptop.getByText("This is the only device signed in to your account.").waitFor();
    await shootBothSizes(laptop, "devices-only-this");
  });

  test("Settings turns the notices of new sign-ins off and on", async () => {
    const user = await signUpViaApi(newTestUser());
    await logIn(laptop, user);
    await laptop.goto("/settings");
    const notices = laptop.getByRole("checkbox", { name: /Email me about sign-ins from new devices/ });
    expect(await notices.isChecked()).toBe(true);
    await notices.uncheck();
    await laptop.getByRole("status").getByText("Saved.").first().waitFor();
    await laptop.reload();
    expect(await notices.isChecked()).toBe(false);
    expect(await seriousViolations(laptop)).toEqual([]);
    await laptop.getByRole("heading", { name: "Signed-in devices" }).scrollIntoViewIfNeeded();
    await shootBothSizes(laptop, "settings-devices-section");
    await notices.check();
    await laptop.reload();
    expect(await notices.isChecked()).toBe(true);
  });
});
