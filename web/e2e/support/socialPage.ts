import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { ImageUpload } from "./authPage";

// Locators and steps for the feed, post cards and the header, shared by the social browser tests.

export function postCard(page: Page, author: string, caption?: string): Locator {
  const cards = page.getByRole("article", { name: `Post by ${author}`, exact: true });
  return caption === undefined ? cards : cards.filter({ hasText: caption });
}

export function notificationBell(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
}

export async function goHome(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("link", { name: "Home" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

export async function openOwnProfile(page: Page, username: string): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: username }).click();
  await page.getByRole("menuitem", { name: "My Profile" }).click();
  await page.getByRole("heading", { name: "My Profile" }).waitFor();
}

export async function createPostThroughDialog(
  page: Page,
  post: { readonly caption: string; readonly tags: string },
  image: ImageUpload,
): Promise<void> {
  await page.getByRole("button", { name: "Add New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a New Post" });
  await dialog.getByLabel("Caption").fill(post.caption);
  await dialog.getByLabel("Choose images").setInputFiles(image);
  await dialog.getByLabel("Tags").fill(post.tags);
  await dialog.getByRole("button", { name: "post", exact: true }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** Collects the operation names this page sends over graphql-ws, to know when a subscription is live. */
export function recordSubscriptions(page: Page): (operationName: string) => Promise<void> {
  const sent: string[] = [];
  page.on("websocket", (socket) => socket.on("framesent", ({ payload }) => sent.push(String(payload))));
  return async (operationName) => {
    await expect.poll(() => sent.some((payload) => payload.includes(operationName)), { timeout: 10_000 }).toBe(true);
  };
}
