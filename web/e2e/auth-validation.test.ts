import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { fillSignup, loginForm, newTestUser, openSignupTab, signUp, toast } from "./support/authPage";
import { launchBrowser, newAppContext } from "./support/browser";

describe("auth form validation and server errors", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    context = await newAppContext(browser);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
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
    await form.getByLabel("Password", { exact: true }).fill("1234567");
    await form.getByRole("button", { name: "Signup" }).click();

    await form.getByText("Name must be at least 2 characters.", { exact: true }).waitFor();
    await form.getByText("Username must be at least 2 characters.", { exact: true }).waitFor();
    await form.getByText("Please enter a valid email address.", { exact: true }).waitFor();
    await form.getByText("Password must be at least 8 characters.", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/register");
  });

  test("a taken username shows the server's error toast and the button is usable again", async () => {
    const user = newTestUser();
    await signUp(page, user);
    await page.evaluate(() => localStorage.clear());

    const form = await openSignupTab(page);
    await fillSignup(form, { ...user, email: `other-${user.email}` });
    const button = form.getByRole("button", { name: "Signup" });
    await button.click();

    await page.getByRole("region", { name: "Status messages" }).getByText(/^Error: /).waitFor();
    await button.waitFor();
    expect(await button.isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/register");
  });

  test("a wrong password shows the server's error toast", async () => {
    const user = newTestUser();
    await signUp(page, user);
    await page.evaluate(() => localStorage.clear());

    await page.goto("/register");
    const form = loginForm(page);
    await form.getByLabel("Username", { exact: true }).fill(user.username);
    await form.getByLabel("Password", { exact: true }).fill(`${user.password}-wrong`);
    await form.getByRole("button", { name: "Login" }).click();

    await page.getByRole("region", { name: "Status messages" }).getByText(/^Error: /).waitFor();
    await expect.poll(() => toast(page, "Login Successfully").count()).toBe(0);
  });
});
