import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { ImageUpload } from "./authPage";
import { createPostViaApi, type ApiUser } from "./socialApi";

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

/**
 * `author` posts until `page` (Home, its useNewPostsSignalSubscription sent) shows the New posts
 * banner: postAdded has no catch-up, so a post made before the server started the page's
 * subscription is never announced (sent is not started, under load). Resolves to the banner.
 */
export async function postUntilNewPostsBanner(page: Page, author: ApiUser, image: ImageUpload): Promise<Locator> {
  const banner = page.getByRole("button", { name: "New posts" });
  await expect
    .poll(
      async () =>
        (await banner.isVisible()) ||
        (await createPostViaApi(author, { caption: "Fresh off the press", tags: "new,posts" }, image), false),
      { interval: 1000, timeout: 30_000 },
    )
    .toBe(true);
  return banner;
}
