import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

// What a keyboard and screen-reader user has in hand: where the focus is, what a field's
// description says, the Tab key.

/** Whether `target` has the keyboard focus (looking into shadow roots, such as the emoji picker's). */
function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    let focused = document.activeElement;
    while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
    return element === focused;
  });
}

/** Waits until `target` has the keyboard focus. */
export async function expectFocused(target: Locator): Promise<void> {
  await expect.poll(() => hasFocus(target), { timeout: 10_000 }).toBe(true);
}

/** Whether the focus is on the page's body: lost, for a screen reader. */
export function focusIsOnBody(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement === document.body);
}

/** The accessible description a screen reader reads after a field's name: its aria-describedby texts. */
export function accessibleDescription(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
      .trim(),
  );
}

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${limit} presses of Tab never reached ${target}`);
}
