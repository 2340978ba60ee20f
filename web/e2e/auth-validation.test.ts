import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { fillSignup, loginForm, newTestUser, openSignupTab, signUp, toast } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { openOwnProfile } from "./support/socialPage";

describe("auth form validation and server errors", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  test("login shows the username and password rules and sends nothing", async () => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/graphql")) requests.push(request.url());
    });
    await page.goto("/register");
    const form = loginForm(page);
    await form.getByLabel("Username", { exact: true }).fill("a");
    await form.getByLabel("Password", { exact: true }).fill("short");
    await form.getByRole("button", { name: "Login" }).click();

    await form.getByText("Username must be at least 2 characters.", { exact: true }).waitFor();
    await form.getByText("Password must be at least 8 characters.", { exact: true }).waitFor();
    expect(requests).toEqual([]);
  });

  test("signup shows every field rule", async () => {
    const form = await openSignupTab(page);
    await form.getByLabel("Name", { exact: true }).fill("N");
    await form.getByLabel("Username", { exact: true }).fill("u");
    await form.getByLabel("Email", { exact: true }).fill("not-an-email");
    await form.getByLabel("Password", { exact: true }).fill("elevenchars");
    await form.getByRole("button", { name: "Signup" }).click();

    await form.getByText("Name must be at least 2 characters.", { exact: true }).waitFor();
    await form.getByText("Username must be at least 2 characters.", { exact: true }).waitFor();
    await form.getByText("Please enter a valid email address.", { exact: true }).waitFor();
    await form.getByText("Password must be at least 12 characters.", { exact: true }).waitFor();
    // the rule is told before anything goes wrong too, and read out with the field
    const password = form.getByLabel("Password", { exact: true });
    expect(await password.getAttribute("aria-describedby")).toBeTruthy();
    await form.getByText("At least 12 characters, and not a common password.", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/register");
  });

  test("signup refuses one of the most common passwords, saying why, and the change-password form holds the same rules", async () => {
    const user = newTestUser();
    const form = await openSignupTab(page);
    await fillSignup(form, { ...user, password: "Qwerty123456" });
    await form.getByRole("button", { name: "Signup" }).click();
    const why = "This password is one of the most common ones, which attackers try first. Please choose another.";
    await form.getByText(why, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/register");

    await fillSignup(form, user);
    await form.getByRole("button", { name: "Signup" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await openOwnProfile(page, user.username);
    await page.getByRole("button", { name: "Update Password" }).click();
    const drawer = page.getByRole("dialog", { name: "Update Password" });
    const submit = drawer.getByRole("button", { name: "Update Password" });
    await drawer.getByLabel("Old password", { exact: true }).fill(user.password);
    for (const [newPassword, message] of [
      ["elevenchars", "Password must be at least 12 characters."],
      ["1q2w3e4r5t6y", why],
    ] as const) {
      await drawer.getByLabel("New password", { exact: true }).fill(newPassword);
      await drawer.getByLabel("Confirm password", { exact: true }).fill(newPassword);
      await submit.click();
      await drawer.getByText(message, { exact: true }).waitFor();
    }
  });

  test("a taken username shows the server's error toast and the button is usable again", async () => {
    const user = newTestUser();
    await signUp(page, user);
    await page.evaluate(() => localStorage.clear());

    const form = await openSignupTab(page);
    await fillSignup(form, { ...user, email: `other-${user.email}` });
    const button = form.getByRole("button", { name: "Signup" });
    await button.click();

    // the client's words for USERNAME_TAKEN, in the toast and under the field (not the API's wording)
    await toast(page, "Error: Username is already taken.").waitFor();
    await form.getByText("Username is already taken.", { exact: true }).waitFor();
    await button.waitFor();
    expect(await button.isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/register");
  });

  test("a wrong password shows the 'logging in' spinner, then the server's error toast, then the button again", async () => {
    const user = newTestUser();
    await signUp(page, user);
    await page.evaluate(() => localStorage.clear());

    await page.goto("/register");
    const form = loginForm(page);
    await form.getByLabel("Username", { exact: true }).fill(user.username);
    await form.getByLabel("Password", { exact: true }).fill(`${user.password}-wrong`);
    // Hold the login request until the pending state has been seen.
    let answerLogin!: () => void;
    const loginHeld = new Promise<void>((resolve) => (answerLogin = resolve));
    await page.route("**/graphql", async (route) => {
      await loginHeld;
      await route.continue();
    });
    await form.getByRole("button", { name: "Login" }).click();

    const pendingButton = form.getByRole("button", { name: "logging in" });
    await pendingButton.waitFor();
    expect(await pendingButton.isDisabled()).toBe(true);
    answerLogin();
    await toast(page, "Error: Invalid username or password.").waitFor();
    expect(await form.getByRole("button", { name: "Login" }).isEnabled()).toBe(true);
    expect(await toast(page, "Logged in successfully!").count()).toBe(0);
  });

  test("a network failure shows the generic login and registration errors", async () => {
    await page.route("**/graphql", (route) => route.abort("connectionrefused"));
    await page.goto("/register");
    const login = loginForm(page);
    await login.getByLabel("Username", { exact: true }).fill("someone");
    await login.getByLabel("Password", { exact: true }).fill("long-enough-password");
    await login.getByRole("button", { name: "Login" }).click();
    await toast(page, "An error occurred during login.").waitFor();

    const signup = await openSignupTab(page);
    await fillSignup(signup, newTestUser());
    await signup.getByRole("button", { name: "Signup" }).click();
    await toast(page, "An error occurred during registration.").waitFor();
  });
});
