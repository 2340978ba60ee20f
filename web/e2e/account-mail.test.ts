import { mkdirSync } from "node:fs";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { eventually } from "../../api/test/support/eventually";
import { startSmtpServer, linkIn, type TestSmtpServer } from "../../api/test/support/smtp-server";
import { startApiServer, type RunningApiServer } from "./support/apiServer";
import { CHANGED_TEST_PASSWORD, logIn, newTestUser, signUp, toast } from "./support/authPage";
import { seriousViolations } from "./support/axe";
import { expectNoCspViolations, launchBrowser, newAppContext } from "./support/browser";
import { openSignedIn, signUpViaApi } from "./support/socialApi";

// The account's mail, walked as a person would, on a server of this file's own that sends mail to
// a real SMTP server in the test's process: each link is read from the mail that server received.
// Confirming the address from the sign-up mail, "Forgot password?" to a new password, and changing
// the address from Settings, at a desktop's size and a phone's; axe finds nothing serious on the
// new pages, and each is photographed (SCREENSHOT_DIR, to look at).

const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

describe("mail for the account", () => {
  let smtp: TestSmtpServer;
  let server: RunningApiServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    [server, browser] = await Promise.all([
      startApiServer({ SMTP_URL: smtp.url, MAIL_FROM: "SkySocial <no-reply@skysocial.test>" }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });
  afterEach(async () => {
    await context.close();
    expectNoCspViolations(context);
  });

  async function pageAt(viewport: { width: number; height: number }): Promise<Page> {
    context = await newAppContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    return page;
  }

  const mailTo = (address: string, subject: string): Promise<ParsedMail> =>
    eventually(() => {
      const mail = smtp.to(address).find((m) => m.subject === subject);
      expect(mail, `"${subject}" to ${address}`).toBeDefined();
      return mail!;
    });

  /** Opens a mail's link as a browser would (the server's PUBLIC_URL is not this test's address). */
  const follow = (page: Page, link: URL) => page.goto(`${link.pathname}${link.search}`);

  async function expectAccessible(page: Page, shot: string) {
    expect(await seriousViolations(page)).toEqual([]);
    if (!SCREENSHOT_DIR) return;
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${shot}.png`), fullPage: true });
  }

  for (const { name, viewport } of SIZES) {
    test(`confirms the address from the sign-up mail (${name})`, async () => {
      const page = await pageAt(viewport);
      const user = newTestUser();
      await signUp(page, user);
      const banner = page.getByRole("region", { name: "Confirm your email address" });
      await banner.getByText(user.email).waitFor();
      await expectAccessible(page, `banner-${name}`);
      await banner.getByRole("button", { name: "Send the link again" }).click();
      await toast(page, `We sent a new link to ${user.email}.`).waitFor();

      const mail = await mailTo(user.email, "Confirm your email address for SkySocial");
      await follow(page, linkIn(mail, "/verify-email"));
      await page.getByRole("heading", { name: "Email address confirmed" }).waitFor();
      await page.getByText("Thank you: your address is confirmed.").waitFor();
      await expectAccessible(page, `verify-email-${name}`);
      await page.getByRole("link", { name: "Go to SkySocial" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("navigation").first().waitFor();
      expect(await banner.count()).toBe(0);

      // the same link again: used, and the page says what to do
      await follow(page, linkIn(mail, "/verify-email"));
      await page.getByRole("heading", { name: "This link does not work" }).waitFor();
      await page.getByRole("alert").getByText("This link has already been used.", { exact: false }).waitFor();
      await page.getByRole("link", { name: "Go to Settings" }).waitFor();
    });

    test(`sets a new password from "Forgot password?" (${name})`, async () => {
      const page = await pageAt(viewport);
      const user = await signUpViaApi(newTestUser(), server.baseUrl);
      await page.goto("/register");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await page.waitForURL((url) => url.pathname === "/forgot-password");
      const form = page.getByRole("form", { name: "Forgot password" });
      await form.getByRole("button", { name: "Send me a link" }).click();
      await form.getByText("Please enter your username or email address.").waitFor();
      await expectAccessible(page, `forgot-password-${name}`);
      await form.getByLabel("Username or email").fill(user.email);
      await form.getByRole("button", { name: "Send me a link" }).click();
      await page.getByRole("status").getByText("Check your mail").waitFor();
      await expectAccessible(page, `forgot-password-sent-${name}`);

      const mail = await mailTo(user.email, "Set a new password for SkySocial");
      await follow(page, linkIn(mail, "/reset-password"));
      const reset = page.getByRole("form", { name: "New password" });
      await reset.getByLabel("New password").fill("short");
      await reset.getByLabel("Confirm password").fill("short");
      await reset.getByRole("button", { name: "Set my password" }).click();
      await reset.getByText("Password must be at least 12 characters.", { exact: false }).first().waitFor();
      await expectAccessible(page, `reset-password-${name}`);
      await reset.getByLabel("New password").fill(CHANGED_TEST_PASSWORD);
      await reset.getByLabel("Confirm password").fill(CHANGED_TEST_PASSWORD);
      await reset.getByRole("button", { name: "Set my password" }).click();
      await page.waitForURL((url) => url.pathname === "/register");
      await toast(page, "Your password is set. Log in with your new password.").waitFor();
      await logIn(page, { ...user, password: CHANGED_TEST_PASSWORD });
      await mailTo(user.email, "Your SkySocial password was changed");

      // the link works once
      await follow(page, linkIn(mail, "/reset-password"));
      const again = page.getByRole("form", { name: "New password" });
      await again.getByLabel("New password").fill("yet another horse 5 staple");
      await again.getByLabel("Confirm password").fill("yet another horse 5 staple");
      await again.getByRole("button", { name: "Set my password" }).click();
      await page.getByRole("alert").getByText("This link has already been used.", { exact: false }).waitFor();
      await page.getByRole("link", { name: "Ask for a new link" }).waitFor();
    });

    test(`changes the address from Settings once the new one is confirmed (${name})`, async () => {
      const page = await pageAt(viewport);
      const user = await signUpViaApi(newTestUser(), server.baseUrl);
      const newEmail = `new.${user.email}`;
      await openSignedIn(page, user, "/settings");
      await page.getByRole("heading", { name: "Email address" }).waitFor();
      await page.getByText("Not confirmed yet").waitFor();
      await page.getByRole("button", { name: "Change email address" }).click();
      const form = page.getByRole("form", { name: "Change email address" });
      await form.getByLabel("New email address").fill(newEmail);
      await form.getByLabel("Your password").fill("not my password at all");
      await form.getByRole("button", { name: "Send a link to the new address" }).click();
      await form.getByText("That is not your password.").first().waitFor();
      await expectAccessible(page, `settings-email-${name}`);
      await form.getByLabel("Your password").fill(user.password);
      await form.getByRole("button", { name: "Send a link to the new address" }).click();
      await toast(page, `We sent a link to ${newEmail}: follow it to make the change.`).waitFor();
      await page.getByRole("status").getByText(`Waiting for ${newEmail} to be confirmed`, { exact: false }).waitFor();
      await expectAccessible(page, `settings-email-pending-${name}`);

      const notice = await mailTo(user.email, "Your SkySocial email address is about to change");
      expect(notice.text).toContain("n***@example.com");
      await follow(
        page,
        linkIn(await mailTo(newEmail, "Confirm your new email address for SkySocial"), "/verify-email"),
      );
      await page.getByText(`Your account's email address is now ${newEmail}.`).waitFor();
      await page.goto("/settings");
      await page.getByText(newEmail, { exact: true }).waitFor();
      await page.getByText("Confirmed", { exact: true }).waitFor();
      expect(await page.getByText("Waiting for", { exact: false }).count()).toBe(0);
    });
  }
});
