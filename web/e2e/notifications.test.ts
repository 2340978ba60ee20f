import type { Locator, Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser, pngImage } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import {
  commentViaApi,
  createPostViaApi,
  followViaApi,
  openSignedIn,
  postActionViaApi,
  signUpViaApi,
  type ApiUser,
  type CreatedPost,
} from "./support/socialApi";
import { notificationBell, postCard, recordSubscriptions } from "./support/socialPage";

// The bell's dialog (notifications in groups): each leads to what it is about, unread ones stand out until the
// dialog closes, opening it marks read only what it showed, and an undone and redone like stays
// one entry while the dialog is open.
describe("notifications", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  const dialog = () => page.getByRole("dialog", { name: "See All Notifications" });
  const entry = (text: string): Locator => dialog().getByRole("link", { name: new RegExp(`^${text}\\b`) });

  /** An author with a post and a fan who follows them, likes the post and comments on it. */
  async function notifiedAuthor(): Promise<{ author: ApiUser; fan: ApiUser; post: CreatedPost }> {
    const author = await signUpViaApi(newTestUser());
    const fan = await signUpViaApi(newTestUser());
    const post = await createPostViaApi(
      author,
      { caption: "Tide pools", tags: "sea,rocks" },
      await pngImage(page, "n.png", "#2288aa"),
    );
    await followViaApi(fan, author);
    await postActionViaApi(fan, "likePost", post.id);
    await commentViaApi(fan, post.id, "Such clear water");
    return { author, fan, post };
  }

  test("a like or a comment opens the post, a follow the follower's profile; following one closes the dialog", async () => {
    const { author, fan, post } = await notifiedAuthor();
    await openSignedIn(page, author);

    const targets = [
      [`${fan.username} liked your post`, `/p/${post.databaseId}`],
      [`${fan.username} commented on your post`, `/p/${post.databaseId}`],
      [`${fan.username} followed you`, `/@${fan.username}`],
    ] as const;
    for (const [message, path] of targets) {
      await notificationBell(page).click();
      await entry(message).click();
      await page.waitForURL((url) => url.pathname === path);
      // gone from the screen (the next round's clicks show the page is usable again); once on CI it
      // stayed in the DOM, hidden, after the route changed, so this does not wait for it to unmount
      await expect.poll(() => dialog().isVisible()).toBe(false);
    }
    await page.getByRole("heading", { name: `${fan.username}'s profile` }).waitFor();

    await notificationBell(page).click();
    await entry(`${fan.username} liked your post`).click();
    await postCard(page, author.username, "Tide pools")
      .getByRole("list", { name: "Comments" })
      .getByText("Such clear water")
      .waitFor();
  });

  test("followed the moment the list opens, round after round, the dialog never stays over the page", async () => {
    const { author, fan } = await notifiedAuthor();
    await openSignedIn(page, author);
    // Closed during its opening transition, Headless UI's dialog once stayed mounted, invisible,
    // and swallowed every click (the bell's included) until a reload; Playwright clicks that fast.
    for (let round = 0; round < 12; round += 1) {
      await notificationBell(page).click({ timeout: 5_000 });
      const message = round % 2 ? `${fan.username} liked your post` : `${fan.username} followed you`;
      await entry(message).click({ timeout: 5_000 });
      await page.waitForURL((url) => url.pathname !== "/");
      await page.goBack();
    }
  });

  test("unread ones look different while the dialog is open; opening it clears the badge and marks only what it showed read", async () => {
    const { author, fan } = await notifiedAuthor();
    const latecomer = await signUpViaApi(newTestUser());
    await openSignedIn(page, author);
    await page.getByRole("button", { name: "Notifications, 3 unread", exact: true }).waitFor();

    // The request marking them read is held until another notification has reached the server:
    // it names the newest one the dialog showed, so the latecomer's stays unread.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes(MARK_READ)) await held;
      await route.continue();
    });
    await notificationBell(page).click();
    // Unread: a dot named for screen readers on a tinted row, kept while the dialog is open.
    for (const message of ["followed you", "liked your post", "commented on your post"]) {
      await expect.poll(() => entry(`${fan.username} ${message}`).textContent()).toContain("(unread)");
    }
    const liked = entry(`${fan.username} liked your post`);
    const unreadBackground = await background(liked);
    expect(unreadBackground).not.toBe(NO_BACKGROUND);
    // The badge is gone at once (the header is behind the dialog, hidden from the accessibility tree).
    await page
      .getByRole("banner", { includeHidden: true })
      .getByRole("button", { name: "Notifications", exact: true, includeHidden: true })
      .waitFor({ state: "attached" });
    await followViaApi(latecomer, author);
    const marked = page.waitForResponse((response) => response.request().postData()?.includes(MARK_READ) ?? false);
    release();
    await marked;

    // Reloaded without closing the dialog: what it showed is read, the latecomer's is not.
    await page.unroute("**/graphql");
    await page.reload();
    await page.getByRole("button", { name: "Notifications, 1 unread", exact: true }).waitFor();
    await notificationBell(page).click();
    // the latecomer's follow joined the day's follows: that group is unread again
    const late = entry(`${latecomer.username} and ${fan.username} followed you`);
    await expect.poll(() => late.textContent()).toContain("(unread)");
    expect(await liked.textContent()).not.toContain("(unread)");
    expect(await background(late)).toBe(unreadBackground);
    expect(await background(liked)).not.toBe(unreadBackground);

    // Closed and opened again: everything it showed is read now.
    await page.keyboard.press("Escape");
    await dialog().waitFor({ state: "detached" });
    await notificationBell(page).click();
    await late.waitFor();
    expect(await dialog().getByText("(unread)").count()).toBe(0);
    expect(await background(late)).not.toBe(unreadBackground);
  });

  test("a like undone and redone while the dialog is open stays one entry", async () => {
    const { author, fan, post } = await notifiedAuthor();
    const liveSubscriptions = recordSubscriptions(page);
    await openSignedIn(page, author);
    await liveSubscriptions("useLiveNotificationsGroupSubscription");
    const likes = dialog().getByRole("link", { name: new RegExp(`^${fan.username} liked your post`) });
    const unreadLike = dialog().getByRole("link", {
      name: new RegExp(`^${fan.username} liked your post.*\\(unread\\)$`),
    });

    // Seen once: the like is read now (opening the dialog again shows it so).
    const marked = page.waitForResponse((response) => response.request().postData()?.includes(MARK_READ) ?? false);
    await notificationBell(page).click();
    await marked;
    await page.keyboard.press("Escape");
    await dialog().waitFor({ state: "detached" });
    await notificationBell(page).click();
    await likes.waitFor();
    expect(await unreadLike.count()).toBe(0);

    // A read notification stays when its like is undone; the like redone replaces it.
    await postActionViaApi(fan, "unlikePost", post.id);
    await postActionViaApi(fan, "likePost", post.id);
    await unreadLike.waitFor();
    await expect.poll(() => likes.count()).toBe(1);

    // The new one arrived while the dialog is open, so it is unread: the unlike takes it away live.
    await postActionViaApi(fan, "unlikePost", post.id);
    await expect.poll(() => likes.count()).toBe(0);
    await postActionViaApi(fan, "likePost", post.id);
    await unreadLike.waitFor();
    await expect.poll(() => likes.count()).toBe(1);
    expect(await dialog().getByRole("link").count()).toBe(3);
  });
});

const MARK_READ = "useNotificationActionsMarkReadMutation";
const NO_BACKGROUND = "rgba(0, 0, 0, 0)";

function background(element: Locator): Promise<string> {
  return element.evaluate((node) => getComputedStyle(node).backgroundColor);
}
