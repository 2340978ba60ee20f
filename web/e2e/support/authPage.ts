import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";

export interface TestUser {
  readonly name: string;
  readonly username: string;
  readonly email: string;
  readonly password: string;
}

export interface ImageUpload {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

/** Every test user's password (newTestUser's): one place, so a password rule changes one line. */
export const TEST_PASSWORD = "correct-horse-9-staple";
/** What tests change TEST_PASSWORD to. */
export const CHANGED_TEST_PASSWORD = "another-horse-7-staple";

export function newTestUser(): TestUser {
  // Unique per run and per test, short enough for any sane username limit.
  const username = `u${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  return { name: `Test ${username}`, username, email: `${username}@example.com`, password: TEST_PASSWORD };
}

/** A real PNG drawn by Chromium's canvas, so the server's magic-byte sniffing and re-encoding accept it. */
export async function pngImage(page: Page, name: string, color: string): Promise<ImageUpload> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No 2d canvas context.");
    context.fillStyle = fill;
    context.fillRect(0, 0, 64, 64);
    return canvas.toDataURL("image/png");
  }, color);
  return { name, mimeType: "image/png", buffer: Buffer.from(dataUrl.split(",")[1] ?? "", "base64") };
}

export function loginForm(page: Page): Locator {
  return page.getByRole("form", { name: "Login" });
}

export function signupForm(page: Page): Locator {
  return page.getByRole("form", { name: "Signup" });
}

export async function openSignupTab(page: Page): Promise<Locator> {
  await page.goto("/register");
  await page.getByRole("tab", { name: "Signup" }).click();
  return signupForm(page);
}

export async function fillSignup(form: Locator, user: TestUser): Promise<void> {
  await form.getByLabel("Name", { exact: true }).fill(user.name);
  await form.getByLabel("Username", { exact: true }).fill(user.username);
  await form.getByLabel("Email", { exact: true }).fill(user.email);
  await form.getByLabel("Password", { exact: true }).fill(user.password);
}

export async function signUp(page: Page, user: TestUser): Promise<void> {
  const form = await openSignupTab(page);
  await fillSignup(form, user);
  await form.getByRole("button", { name: "Signup" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

export async function logIn(page: Page, user: TestUser): Promise<void> {
  await page.goto("/register");
  const form = loginForm(page);
  await form.getByLabel("Username", { exact: true }).fill(user.username);
  await form.getByLabel("Password", { exact: true }).fill(user.password);
  await form.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

export function toast(page: Page, text: string): Locator {
  return page.getByRole("region", { name: "Status messages" }).getByText(text, { exact: true });
}
