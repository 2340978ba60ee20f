import { readFile } from "node:fs/promises";
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { loginForm, newTestUser, toast, type TestUser } from "./support/authPage";
import { seriousViolations } from "./support/axe";
import { freshPagePerTest } from "./support/browser";
import { shootBothSizes } from "./support/screenshots";
import { graphql, openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";

/** What the authenticator app shows `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, "")) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** A six-digit code that is not the app's now, a step before or a step after. */
function wrongCodeFor(secret: string): string {
  const right = new Set([-1, 0, 1, 2].map((step) => codeOf(secret, step)));
  return ["000000", "111111", "222222"].find((code) => !right.has(code))!;
}

/** Logs out the way a person would (the account menu), and logs in again with the password: the second step. */
async function passwordStep(page: Page, user: TestUser) {
  await page.getByRole("banner").getByRole("button", { name: user.username }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL((url) => url.pathname === "/register");
  const form = loginForm(page);
  await form.getByLabel("Username", { exact: true }).fill(user.username);
  await form.getByLabel("Password", { exact: true }).fill(user.password);
  await form.getByRole("button", { name: "Login" }).click();
  return page.getByRole("form", { name: "Two-step sign-in" });
}

/** Turns on two-step sign-in through the API, as the Settings page does; the app's secret and the recovery codes. */
async function withAppViaApi(user: ApiUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { startTotpEnrolment } = await graphql<{ startTotpEnrolment: { secret: string } }>(
    `mutation ($input: StartTotpEnrolmentInput!) { startTotpEnrolment(input: $input) { ... on StartTotpEnrolmentPayload { secret } } }`,
    { input: { password: user.password } },
    user.auth.token,
  );
  const { confirmTotpEnrolment } = await graphql<{ confirmTotpEnrolment: { recoveryCodes: string[] } }>(
    `mutation ($input: ConfirmTotpEnrolmentInput!) { confirmTotpEnrolment(input: $input) { ... on ConfirmTotpEnrolmentPayload { recoveryCodes } } }`,
    { input: { code: codeOf(startTotpEnrolment.secret) } },
    user.auth.token,
  );
  return { secret: startTotpEnrolment.secret, recoveryCodes: confirmTotpEnrolment.recoveryCodes };
}

describe("two-step sign-in", () => {
  const tab = freshPagePerTest();

  test("Settings sets up an authenticator app; logging in then asks for its code", async () => {
    const { page } = tab;
    const user = await signUpViaApi(newTestUser());
    await openSignedIn(page, user, "/settings");
    await page.getByRole("button", { name: "Set up an authenticator app…" }).click();
    const dialog = page.getByRole("dialog", { name: "Set up an authenticator app" });
    await dialog.getByLabel("Your password").fill("not my password");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByText("That is not your password.").waitFor();
    await dialog.getByLabel("Your password").fill(user.password);
    await dialog.getByRole("button", { name: "Continue" }).click();

    await dialog.getByRole("img", { name: "QR code to scan with your authenticator app" }).waitFor();
    const secret = await dialog.locator("code").innerText();
    expect(secret.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await shootBothSizes(page, "two-step-setup");
    await dialog.getByLabel("Code from the app").fill(wrongCodeFor(secret));
    await dialog.getByRole("button", { name: "Turn on" }).click();
    await dialog.getByText("That code is not right. Enter the code your app shows now.").waitFor();
    await dialog.getByLabel("Code from the app").fill(codeOf(secret));
    await dialog.getByRole("button", { name: "Turn on" }).click();

    const codes = dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect.poll(() => codes.count()).toBe(10);
    const shown = await codes.allInnerTexts();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download (.txt)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`skysocial-recovery-codes-${user.username}.txt`);
    const file = await readFile((await download.path())!, "utf8");
    for (const code of shown) expect(file).toContain(code);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await dialog.getByRole("button", { name: "Copy" }).click();
    await dialog.getByText("Copied.").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.join("\n"));
    expect(await seriousViolations(page)).toEqual([]);
    await shootBothSizes(page, "two-step-recovery-codes");
    await dialog.getByRole("button", { name: "I have saved them" }).click();
    await page.getByText("You have 10 recovery codes left.").waitFor();

    const step = await passwordStep(page, user);
    await step.getByLabel("Enter the 6-digit code from your authenticator app").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shootBothSizes(page, "two-step-log-in");
    await step.getByLabel("Enter the 6-digit code from your authenticator app").fill(wrongCodeFor(secret));
    await step.getByRole("button", { name: "Verify" }).click();
    await step.getByText("That code is not right. Enter the code your app shows now.").waitFor();
    // the code that turned it on was used: the app's next one
    await step.getByLabel("Enter the 6-digit code from your authenticator app").fill(codeOf(secret, 1));
    await step.getByRole("button", { name: "Verify" }).click();
    await toast(page, "Logged in successfully!").waitFor();
    await page.getByRole("banner").getByRole("button", { name: user.username }).waitFor();
  });

  test("on a phone: a recovery code logs in; Settings makes new codes and turns it off with the password", async () => {
    const { page } = tab;
    await page.setViewportSize({ width: 390, height: 844 });
    const user = await signUpViaApi(newTestUser());
    const { recoveryCodes } = await withAppViaApi(user);
    await openSignedIn(page, user, "/settings");
    await page.getByText("You have 10 recovery codes left.").waitFor();

    const step = await passwordStep(page, user);
    await step.getByRole("button", { name: "Use a recovery code instead" }).click();
    const recoveryField = step.getByLabel("Enter one of your recovery codes");
    await recoveryField.fill("aaaaa-bbbbb");
    await step.getByRole("button", { name: "Verify" }).click();
    await step.getByText("That is not one of your unused recovery codes.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // four more wrong codes end the step: the sixth try is sent back to the password
    for (let tries = 2; tries <= 6; tries++) {
      await recoveryField.fill(`aaaaa-bbbb${tries}`);
      await step.getByRole("button", { name: "Verify" }).click();
      // typing clears the field's error; the refusal marks it again
      if (tries < 6) await expect.poll(() => recoveryField.getAttribute("aria-invalid")).toBe("true");
    }
    const form = loginForm(page);
    await form
      .getByRole("alert")
      .getByText("That took too long or had too many wrong codes. Please log in again.")
      .waitFor();
    await form.getByRole("button", { name: "Login" }).click();
    await step.getByRole("button", { name: "Use a recovery code instead" }).click();
    await step.getByLabel("Enter one of your recovery codes").fill(recoveryCodes[0]!);
    await step.getByRole("button", { name: "Verify" }).click();
    await toast(page, "Logged in successfully!").waitFor();

    await page.goto("/settings");
    await page.getByText("You have 9 recovery codes left.").waitFor();
    await page.getByRole("button", { name: "New recovery codes…" }).click();
    const renew = page.getByRole("dialog", { name: "New recovery codes" });
    await renew.getByLabel("Your password").fill(user.password);
    await renew.getByRole("button", { name: "Make new codes" }).click();
    await expect.poll(() => renew.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").count()).toBe(10);
    await renew.getByRole("button", { name: "I have saved them" }).click();
    await page.getByText("You have 10 recovery codes left.").waitFor();

    await page.getByRole("button", { name: "Turn off…" }).click();
    const off = page.getByRole("dialog", { name: "Turn off two-step sign-in?" });
    await off.getByLabel("Your password").fill("not my password");
    await off.getByRole("button", { name: "Turn off" }).click();
    await off.getByText("That is not your password.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await off.getByLabel("Your password").fill(user.password);
    await off.getByRole("button", { name: "Turn off" }).click();
    await page.getByRole("button", { name: "Set up an authenticator app…" }).waitFor();
  });
});
