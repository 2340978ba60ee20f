import type { Locator, Page } from "playwright-core";

/**
 * With SHOTS_DIR set, keeps a picture of the page at a laptop's size (1280x800) and a phone's
 * (390x844), to look at the screens, not to test them; the page is back at 1280x800 after.
 * `inView`: scrolled into view at each size (what the picture is about, further down the page).
 */
export async function shootBothSizes(page: Page, name: string, inView?: Locator): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // centred: at the edge, a phone's fixed bottom bar would cover it
    await inView?.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: `${dir}/${name}-${width}x${height}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
