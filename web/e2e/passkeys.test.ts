import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { loginForm, newTestUser, toast, type TestUser } from "./support/authPage";
import { seriousViolations } from "./support/axe";
import { freshPagePerTest } from "./support/browser";
import { shootBothSizes } from "./support/screenshots";
import { graphql, openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";

/**
 * Gives the page's browser a platform authenticator that holds passkeys and checks its owner by
 * itself (Chromium's virtual authenticator, over the DevTools protocol): what a laptop's
 * fingerprint reader or a phone's screen lock does.
 */
async function withVirtualAuthenticator(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("WebAuthn.enable");
  await devtools.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function logOut(page: Page, user: TestUser) {
  await page.getByRole("banner").getByRole("button", { name: user.username }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL((url) => url.pathname === "/register");
}

/** Settings' "Add a passkey…", named `name`, with the password. */
async function addPasskey(page: Page, user: TestUser, name: string) {
  await page.getByRole("button", { name: "Add a passkey…" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a passkey" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Your password").fill(user.password);
  await dialog.getByRole("button", { name: "Add passkey" }).click();
  await dialog.waitFor({ state: "hidden" });
}

const passkeyList = (page: Page) => page.getByRole("list", { name: "Your passkeys" });

describe("passkeys", () => {
  const tab = freshPagePerTest();

  test("Settings adds a passkey with the password; it then logs in alone, and once removed it does not", async () => {
    const { page } = tab;
    await withVirtualAuthenticator(page);
    const user = await signUpViaApi(newTestUser());
    await openSignedIn(page, user, "/settings");

    await page.getByRole("button", { name: "Add a passkey…" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a passkey" });
    await dialog.getByLabel("Name").fill("Work laptop");
    await dialog.getByLabel("Your password").fill("not my password");
    await dialog.getByRole("button", { name: "Add passkey" }).click();
    await dialog.getByText("That is not your password.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shootBothSizes(page, "passkey-add");
    await dialog.getByLabel("Your password").fill(user.password);
    await dialog.getByRole("button", { name: "Add passkey" }).click();
    await dialog.waitFor({ state: "hidden" });
    const item = passkeyList(page).getByRole("listitem");
    await item.getByText("Work laptop").waitFor();
    await item.getByText(/not used yet/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shootBothSizes(page, "passkey-settings");

    // no username, no password: the device offers the passkey and checks its owner
    await logOut(page, user);
    await loginForm(page).getByRole("button", { name: "Log in with a passkey" }).click();
    await toast(page, "Logged in successfully!").waitFor();
    await page.getByRole("banner").getByRole("button", { name: user.username }).waitFor();

    await page.goto("/settings");
    await item.getByText(/last used/).waitFor();
    await item.getByRole("button", { name: "Rename Work laptop" }).click();
    const rename = page.getByRole("dialog", { name: "Rename “Work laptop”" });
    await rename.getByLabel("Name").fill("Desk laptop");
    await rename.getByRole("button", { name: "Save" }).click();
    await item.getByText("Desk laptop").waitFor();

    await item.getByRole("button", { name: "Remove Desk laptop" }).click();
    const remove = page.getByRole("dialog", { name: "Remove “Desk laptop”?" });
    await remove.getByLabel("Your password").fill(user.password);
    await remove.getByRole("button", { name: "Remove passkey" }).click();
    await passkeyList(page).waitFor({ state: "detached" });

    // the device still holds it; the server no longer takes it
    await logOut(page, user);
    await loginForm(page).getByRole("button", { name: "Log in with a passkey" }).click();
    await loginForm(page)
      .getByRole("alert")
      .getByText(/That passkey was not accepted/)
      .waitFor();
    expect(page.url()).toMatch(/\/register$/);
  });

  test("on a phone, with two-step sign-in on, the passkey answers the second step", async () => {
    const { page } = tab;
    await page.setViewportSize({ width: 390, height: 844 });
    await withVirtualAuthenticator(page);
    const user = await signUpViaApi(newTestUser());
    await turnOnTwoStep(user);
    await openSignedIn(page, user, "/settings");
    await addPasskey(page, user, "Phone");
    await page.getByText("A passkey also answers two-step sign-in.").waitFor();

    await logOut(page, user);
    const form = loginForm(page);
    await form.getByLabel("Username", { exact: true }).fill(user.username);
    await form.getByLabel("Password", { exact: true }).fill(user.password);
    await form.getByRole("button", { name: "Login" }).click();
    const step = page.getByRole("form", { name: "Two-step sign-in" });
    await step.getByRole("button", { name: "Use your passkey" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shootBothSizes(page, "passkey-second-step");
    await step.getByRole("button", { name: "Use your passkey" }).click();
    await toast(page, "Logged in successfully!").waitFor();
    await page.getByRole("banner").getByRole("button", { name: user.username }).waitFor();
  });
});

/** Two-step sign-in turned on through the API, as Settings does. */
async function turnOnTwoStep(user: ApiUser): Promise<void> {
  const { startTotpEnrolment } = await graphql<{ startTotpEnrolment: { secret: string } }>(
    `mutation ($input: StartTotpEnrolmentInput!) { startTotpEnrolment(input: $input) { ... on StartTotpEnrolmentPayload { secret } } }`,
    { input: { password: user.password } },
    user.auth.token,
  );
  const code = new TOTP({ secret: Secret.fromBase32(startTotpEnrolment.secret) }).generate();
  await graphql(
    `mutation ($input: ConfirmTotpEnrolmentInput!) { confirmTotpEnrolment(input: $input) { __typename } }`,
    { input: { code } },
    user.auth.token,
  );
}
