import type { Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { newTestUser, pngImage } from "./support/authPage";
import { seriousViolations } from "./support/axe";
import { expectNoCspViolations, freshPagePerTest, newAppContext } from "./support/browser";
import { shootBothSizes } from "./support/screenshots";
import { createPostViaApi, followViaApi, openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";
import { postCard, postUntilNewPostsBanner, recordSubscriptions } from "./support/socialPage";

// WCAG 2.4.11 (Focus Not Obscured) and 1.4.10 (Reflow): a laptop's 1280x800 at 400 % zoom is a
// 320x200 CSS px screen. There the header and the phone's bottom bar, kept on screen, would leave
// 70 px of 200 for the page, and Tab would move the focus behind them.
describe("focus at 400 % zoom", () => {
  const tab = freshPagePerTest();
  const closeAfter: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const context of closeAfter.splice(0)) await context.close();
  });

  /**
   * What hides the focused element, if anything: the header, the bottom bar, the feed's New posts
   * banner (when it stays put over the posts), or the screen's edge.
   */
  function whatHidesTheFocus(page: Page): Promise<string | null> {
    return page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return "the focus is on the page's body";
      const box = focused.getBoundingClientRect();
      // the part of it inside the screen, and that part's centre
      const [left, right] = [Math.max(box.left, 0), Math.min(box.right, window.innerWidth)];
      const [top, bottom] = [Math.max(box.top, 0), Math.min(box.bottom, window.innerHeight)];
      if (right <= left || bottom <= top) return "off the screen";
      const seen = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      const bar = seen?.closest("header, [data-bottom-nav], [data-new-posts-banner]");
      if (!bar || bar.contains(focused)) return null;
      if (bar.matches("[data-new-posts-banner]")) return "under the New posts banner";
      return bar.matches("header") ? "under the header" : "under the bottom bar";
    });
  }

  /** The focused element as a person would tell it apart: its name or text, and its tag. */
  function focusedDescription(page: Page): Promise<string> {
    return page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const name = focused?.getAttribute("aria-label") ?? focused?.innerText.trim().slice(0, 40) ?? "";
      return `${focused?.tagName.toLowerCase()} "${name}"`;
    });
  }

  /** Presses `key` `presses` times; says each stop where the focus was hidden, and by what. */
  async function hiddenStops(page: Page, key: "Tab" | "Shift+Tab", presses: number, where = ""): Promise<string[]> {
    const hidden: string[] = [];
    for (let stop = 1; stop <= presses; stop++) {
      await page.keyboard.press(key);
      const hider = await whatHidesTheFocus(page);
      if (hider) hidden.push(`${where}${key} ${stop}, ${await focusedDescription(page)}: ${hider}`);
    }
    return hidden;
  }

  test("at 320x200 CSS px (deviceScaleFactor 4) none of Home's first 25 Tab stops is behind the header or the bottom bar", async () => {
    const [me, friend] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await followViaApi(me, friend);
    await tab.page.goto("/register");
    for (const [caption, color] of [
      ["Harbour at dawn", "#336699"],
      ["Fog on the hill", "#778899"],
      ["Lighthouse", "#aa7733"],
    ] as const)
      await createPostViaApi(friend, { caption, tags: "sea,light" }, await pngImage(tab.page, "p.png", color));

    const zoomed = await newAppContext(tab.browser, undefined, {
      viewport: { width: 320, height: 200 },
      deviceScaleFactor: 4,
    });
    closeAfter.push(zoomed);
    const page = await zoomed.newPage();
    await openSignedIn(page, me);
    await postCard(page, friend.username, "Harbour at dawn").waitFor();

    expect(await hiddenStops(page, "Tab", 25)).toEqual([]);
    expectNoCspViolations(zoomed);
  });

  /** `me` follows `friend`, who has three posts, and posts more while `page` shows Home, until its New posts banner shows. */
  async function homeWithNewPostsBanner(page: Page): Promise<ApiUser> {
    const [me, friend] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await followViaApi(me, friend);
    const image = await pngImage(tab.page, "p.png", "#446688");
    for (const caption of ["First light", "Second light", "Third light"])
      await createPostViaApi(friend, { caption, tags: "sea,light" }, image);
    const subscribed = recordSubscriptions(page);
    await openSignedIn(page, me);
    await postCard(page, friend.username, "Third light").waitFor();
    await subscribed("useNewPostsSignalSubscription");
    await postUntilNewPostsBanner(page, friend, image);
    return friend;
  }

  test("at 320x200 CSS px, with the feed's New posts banner shown, none of Home's first 30 Tab stops is under it", async () => {
    await tab.page.goto("/register");
    const zoomed = await newAppContext(tab.browser, undefined, {
      viewport: { width: 320, height: 200 },
      deviceScaleFactor: 4,
    });
    closeAfter.push(zoomed);
    const page = await zoomed.newPage();
    await homeWithNewPostsBanner(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator("body").focus();

    expect([
      ...(await hiddenStops(page, "Tab", 30)),
      // and back up: what Shift+Tab reaches scrolls in at the top, where a banner kept on screen sits
      ...(await hiddenStops(page, "Shift+Tab", 20)),
    ]).toEqual([]);
    expectNoCspViolations(zoomed);
  });

  test("at 1280x800 and 390x844 the New posts banner stays over the posts, and what Tab and Shift+Tab reach is clear of it", async () => {
    const { page } = tab;
    await page.goto("/register");
    const friend = await homeWithNewPostsBanner(page);
    const oldest = postCard(page, friend.username, "First light");
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      // down from the top of the page, past the first post's top edge, where the banner rests
      await page.getByRole("link", { name: "Skip to content" }).focus();
      const hidden = await hiddenStops(page, "Tab", 25, `${size.width}px, `);
      // up from the last post: where the banner floats under the header
      await oldest.getByRole("textbox", { name: "Add a comment" }).focus();
      hidden.push(...(await hiddenStops(page, "Shift+Tab", 15, `${size.width}px, `)));
      expect(hidden).toEqual([]);
      // scrolled down, the banner is still in view, under the header
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const banner = await page.getByRole("button", { name: "New posts" }).boundingBox();
      expect(banner && banner.y > 64 && banner.y < 200).toBe(true);
    }
    await shootBothSizes(page, "home-new-posts-banner-scrolled", oldest);
  });

  test("at 1280x800 and 390x844 the header and bottom bar stay put, and a focused post scrolls clear of them", async () => {
    const { page } = tab;
    const [me, friend] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await followViaApi(me, friend);
    await page.goto("/register");
    for (const caption of ["First light", "Second light", "Third light"])
      await createPostViaApi(friend, { caption, tags: "sea" }, await pngImage(page, "p.png", "#446688"));
    await openSignedIn(page, me);
    const oldest = postCard(page, friend.username, "First light");
    await oldest.waitFor();

    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      const header = page.getByRole("banner");
      // Shift+Tab from the last card's comment box back up the page: each stop clear of the bars
      await oldest.getByRole("textbox", { name: "Add a comment" }).focus();
      for (let stop = 0; stop < 12; stop++) {
        await page.keyboard.press("Shift+Tab");
        expect(await whatHidesTheFocus(page), `${size.width}px, ${await focusedDescription(page)}`).toBeNull();
      }
      // scrolled down, the header is still at the top of the screen (and, on a phone, the bar at its foot)
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect((await header.boundingBox())?.y).toBe(0);
      if (size.width < 768) {
        const bar = await page.getByRole("navigation", { name: "Sections" }).boundingBox();
        expect(bar && Math.round(bar.y + bar.height)).toBe(size.height);
      }
      expect(await seriousViolations(page)).toEqual([]);
    }
    await shootBothSizes(page, "home-scrolled-focus", oldest);
  });
});
