import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { toastDurationMs } from "../src/toast/toastDuration";
import { loginForm, newTestUser, openSignupTab, pngImage, signupForm, toast } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { accessibleDescription, expectFocused, focusIsOnBody } from "./support/focus";
import { createPostViaApi, followViaApi, openSignedIn, postActionViaApi, signUpViaApi } from "./support/socialApi";
import { postCard, recordSubscriptions } from "./support/socialPage";

// Where the keyboard focus goes and what a screen reader is told, on the screens a keyboard or
// screen-reader user goes through: signing in, following links, forms refused, things arriving
// live, toasts, the emoji picker; and the reduced-motion preference.
describe("focus and announcements", () => {
  const tab = freshPagePerTest();

  /** Holds the next GraphQL requests until the returned function is called. */
  async function holdGraphQL(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test("Log in keeps the focus on its button while it runs and after a refusal, then the home page's heading has it", async () => {
    const { page } = tab;
    const user = await signUpViaApi(newTestUser());
    await page.goto("/register");
    // the first load leaves the focus where the browser puts it
    expect(await focusIsOnBody(page)).toBe(true);

    const form = loginForm(page);
    await form.getByLabel("Username", { exact: true }).fill(user.username);
    await form.getByLabel("Password", { exact: true }).fill(`${user.password}-wrong`);
    const release = await holdGraphQL(page);
    await form.getByRole("button", { name: "Login" }).focus();
    await page.keyboard.press("Enter");
    const pending = form.getByRole("button", { name: "logging in" });
    await pending.waitFor();
    await expectFocused(pending);
    // pressed again while it runs: nothing more is sent
    await page.keyboard.press("Enter");
    release();
    await toast(page, "Error: Invalid username or password.").waitFor();
    await expectFocused(form.getByRole("button", { name: "Login" }));
    await page.unroute("**/graphql");

    await form.getByLabel("Password", { exact: true }).fill(user.password);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/");
    await expectFocused(page.getByRole("heading", { level: 1, name: "Your feed" }));
  });

  test("the skip link passes the header; a post's link leads to the post's page with the focus on its heading", async () => {
    const { page } = tab;
    const [me, friend] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await followViaApi(me, friend);
    await page.goto("/register");
    await createPostViaApi(
      friend,
      { caption: "Lighthouse", tags: "sea,light" },
      await pngImage(page, "l.png", "#aa7733"),
    );
    await openSignedIn(page, me);
    const card = postCard(page, friend.username, "Lighthouse");
    await card.waitFor();
    expect(await focusIsOnBody(page)).toBe(true);

    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expectFocused(skip);
    expect(await skip.boundingBox()).not.toBeNull(); // visible once focused
    await page.keyboard.press("Enter");
    await expectFocused(page.getByRole("main"));

    // The post header's links: a post's heading holds its author's link, each link a 24px target.
    const heading = card.getByRole("heading", { level: 2, name: friend.username });
    const timeLink = card.getByRole("link", { name: / ago$/ });
    for (const link of [heading.getByRole("link"), timeLink])
      expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(24);

    await timeLink.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname.startsWith("/p/"));
    await expectFocused(page.getByRole("heading", { level: 1, name: `${friend.username}'s post` }));
  });

  test("each of a post's tags is one Tab stop, the caption's #hashtags included", async () => {
    const { page } = tab;
    const me = await signUpViaApi(newTestUser());
    await page.goto("/register");
    // three tags: two the caption's #hashtags give (one given as a tag too), one given beside it
    await createPostViaApi(
      me,
      { caption: "Dawn at the #harbour, the #sea calm", tags: "harbour,boats" },
      await pngImage(page, "t.png", "#335577"),
    );
    await openSignedIn(page, me);
    const card = postCard(page, me.username, "Dawn at the");
    await card.waitFor();

    // from the card (where j and k put the focus) Tab through it, noting each tag link reached
    await card.focus();
    const tagStops: string[] = [];
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press("Tab");
      const stop = await page.evaluate(() => {
        const focused = document.activeElement;
        return {
          inCard: !!focused?.closest("[data-post]"),
          tagPath: focused?.getAttribute("href")?.startsWith("/tags/") ? focused.getAttribute("href") : null,
        };
      });
      if (!stop.inCard) break;
      if (stop.tagPath) tagStops.push(decodeURIComponent(stop.tagPath));
    }
    expect(tagStops.sort()).toEqual(["/tags/boats", "/tags/harbour", "/tags/sea"]);
  });

  test("the focus shows on a tab panel and on a post's comment box", async () => {
    const { page } = tab;
    const outline = (element: Locator) => element.evaluate((node) => getComputedStyle(node).outlineStyle);
    await page.goto("/register");
    await page.getByRole("tab", { name: "Login" }).focus();
    await page.keyboard.press("Tab");
    const panel = page.getByRole("tabpanel", { name: "Login" });
    await expectFocused(panel);
    expect(await outline(panel)).not.toBe("none");

    const me = await signUpViaApi(newTestUser());
    await createPostViaApi(me, { caption: "Mine", tags: "my,post" }, await pngImage(page, "c.png", "#335577"));
    await openSignedIn(page, me);
    const comment = postCard(page, me.username, "Mine").getByRole("textbox", { name: "Add a comment" });
    await comment.focus();
    expect(await outline(comment)).not.toBe("none");
  });

  test("a refused signup puts the focus on the first field in error, and a refusal from the server on the field it names", async () => {
    const { page } = tab;
    const taken = await signUpViaApi(newTestUser());
    const form = await openSignupTab(page);
    await form.getByRole("button", { name: "Signup" }).click();
    const name = form.getByRole("textbox", { name: "Name", exact: true });
    await expectFocused(name);
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await accessibleDescription(name)).toBe("Name must be at least 2 characters.");

    const fresh = newTestUser();
    await name.fill(fresh.name);
    await form.getByRole("textbox", { name: "Username" }).fill(taken.username);
    await form.getByRole("textbox", { name: "Email" }).fill(fresh.email);
    await form.getByLabel("Password", { exact: true }).fill(fresh.password);
    await form.getByLabel("Password", { exact: true }).press("Enter");
    const username = signupForm(page).getByRole("textbox", { name: "Username" });
    await expectFocused(username);
    expect(await accessibleDescription(username)).toBe("Username is already taken.");
  });

  test("a refused new post puts the focus on its caption, and a failed one is said inside the dialog", async () => {
    const { page } = tab;
    await openSignedIn(page, await signUpViaApi(newTestUser()));
    await page.getByRole("button", { name: "Add New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a New Post" });
    const caption = dialog.getByRole("textbox", { name: "Caption" });
    const tags = dialog.getByRole("textbox", { name: "Tags" });
    // that the field is optional, and its format, are said with it, not only shown as its placeholder
    expect(await accessibleDescription(tags)).toBe(
      "Optional: the caption's #hashtags are tags already. Others here, separated by commas.",
    );

    await dialog.getByRole("button", { name: "post", exact: true }).click();
    await expectFocused(caption);
    expect(await accessibleDescription(caption)).toBe("Please write a caption.");

    await caption.fill("Morning fog");
    await dialog.getByLabel("Choose images").setInputFiles(await pngImage(page, "f.png", "#778899"));
    await tags.fill("fog,morning");
    await page.route("**/graphql", (route) => route.abort("connectionrefused"));
    await dialog.getByRole("button", { name: "post", exact: true }).click();
    // the open dialog hides the page's toasts from screen readers: its own alert says it
    await dialog.getByRole("alert").getByText("Failed to create post. Please try again.").waitFor();
  });

  test("new notifications and new posts are announced as they arrive", async () => {
    const { page } = tab;
    const [me, friend] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await followViaApi(me, friend);
    await page.goto("/register");
    const mine = await createPostViaApi(
      me,
      { caption: "Mine", tags: "my,post" },
      await pngImage(page, "m.png", "#553366"),
    );
    const subscribed = recordSubscriptions(page);
    await openSignedIn(page, me);
    await Promise.all([
      subscribed("useLiveNotificationsGroupSubscription"),
      subscribed("useNewPostsSignalSubscription"),
    ]);

    // The server listens a moment after the browser sends a subscription: a like that comes
    // before is not live, so it is taken back and given again until one arrives.
    const announced = page
      .getByRole("status")
      .filter({ hasText: `New notification: ${friend.username} liked your post` });
    let liked = false;
    await expect
      .poll(async () => {
        if ((await announced.count()) > 0) return true;
        if (liked) await postActionViaApi(friend, "unlikePost", mine.id);
        await postActionViaApi(friend, "likePost", mine.id);
        liked = true;
        return false;
      })
      .toBe(true);

    await createPostViaApi(friend, { caption: "Fresh", tags: "new,post" }, await pngImage(page, "n.png", "#336655"));
    await page.getByRole("status").filter({ hasText: "New posts are available" }).waitFor({ state: "attached" });
    await page.getByRole("button", { name: "New posts" }).click();
    await postCard(page, friend.username, "Fresh").waitFor();
    // the banner is gone; the focus waits on the list of posts rather than on the page's body
    await expectFocused(page.getByRole("list", { name: "Posts" }));
  });

  test("a toast stays while the pointer is on it or the focus is in it, and goes in its own time after", async () => {
    const { page } = tab;
    await page.clock.install();
    const user = await signUpViaApi(newTestUser());
    await page.goto("/register");
    const form = loginForm(page);
    await form.getByLabel("Username", { exact: true }).fill(user.username);
    await form.getByLabel("Password", { exact: true }).fill(`${user.password}-wrong`);
    const message = "Error: Invalid username or password.";
    await page.clock.pauseAt(Date.now() + 1_000);
    await form.getByRole("button", { name: "Login" }).click();
    const shown = toast(page, message);
    await shown.waitFor();
    const duration = toastDurationMs(message);

    await shown.hover();
    await page.clock.runFor(duration * 5);
    expect(await shown.isVisible()).toBe(true);
    await page.mouse.move(0, 0);

    await page.getByRole("button", { name: "Dismiss" }).focus();
    await page.clock.runFor(duration * 5);
    expect(await shown.isVisible()).toBe(true);
    await form.getByLabel("Username", { exact: true }).focus();

    await page.clock.runFor(duration + 100);
    await shown.waitFor({ state: "detached" });
  });

  test("Escape closes the emoji picker and puts the focus back on its button; the picker fits a 320px screen", async () => {
    const { page } = tab;
    await page.setViewportSize({ width: 320, height: 640 });
    const [me, friend] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await openSignedIn(page, me, `/chats?with=${friend.auth.viewer.databaseId}`);
    await page.getByText("No messages yet. Say hello!").waitFor();
    const toggle = page.getByRole("button", { name: "Emoji" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const picker = page.getByRole("dialog", { name: "Emoji picker" });
    const search = picker.getByRole("searchbox");
    await expectFocused(search);
    const box = (await picker.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);

    // The picker's own Escape first: it clears the search.
    await page.keyboard.type("cat");
    await page.keyboard.press("Escape");
    await expect.poll(() => search.inputValue()).toBe("");
    await expectFocused(search);
    await page.keyboard.press("Escape");
    await picker.waitFor({ state: "detached" });
    await expectFocused(toggle);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  });

  test("with reduced motion asked for, dialogs appear without moving and a spinner stands still", async () => {
    const { page } = tab;
    await openSignedIn(page, await signUpViaApi(newTestUser()));
    const seconds = (value: string) => Math.max(...value.split(",").map((part) => parseFloat(part)));
    /** The longest transition of the open dialog's parts (its backdrop's fade, its panel's zoom). */
    const longestTransition = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[role="dialog"], [role="dialog"] *')].map(
          (element) => getComputedStyle(element).transitionDuration,
        ),
      );
    const openCreateDialog = async () => {
      await page.getByRole("button", { name: "Add New Post" }).click();
      await page
        .getByRole("dialog", { name: "Create a New Post" })
        .getByRole("button", { name: "post", exact: true })
        .waitFor();
    };

    // as it was: a 150 ms fade and zoom
    await openCreateDialog();
    expect(Math.max(...(await longestTransition()).map(seconds))).toBeCloseTo(0.15);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await page.emulateMedia({ reducedMotion: "reduce" });
    await openCreateDialog();
    expect(Math.max(...(await longestTransition()).map(seconds))).toBeLessThan(0.001);

    // what carries the spinners' and the invitation bar's animations: a spinner stops after one instant turn
    await page.evaluate(() => {
      const probe = document.createElement("div");
      probe.innerHTML = '<svg class="animate-spin probe"></svg><div class="invitation-countdown probe"></div>';
      document.body.append(probe);
    });
    const animation = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const { animationName, animationDuration, animationIterationCount } = getComputedStyle(element);
        return { animationName, animationDuration, animationIterationCount };
      });
    const spinner = await animation("svg.animate-spin.probe");
    expect(spinner.animationName).toBe("spin");
    expect(seconds(spinner.animationDuration)).toBeLessThan(0.001);
    expect(spinner.animationIterationCount).toBe("1");
    // the invitation prompt's bar stays full instead of emptying
    expect((await animation(".invitation-countdown.probe")).animationName).toBe("none");
  });
});
