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

/**
 * Starts noting, on every frame from now on, what has the focus (its name, "body" when nothing
 * does), once per change: `focusTrail` reads the list. A focus handed over within a frame shows no
 * "body"; one dropped for a moment, even unseen by a poll, does.
 */
export async function recordFocusPerFrame(page: Page): Promise<void> {
  // a tab behind another gets no frames (Chromium pauses requestAnimationFrame there)
  await page.bringToFront();
  await page.evaluate(() => {
    const trail: string[] = [];
    (window as unknown as { focusTrail: string[] }).focusTrail = trail;
    const note = () => {
      const focused = document.activeElement;
      const name =
        !focused || focused === document.body
          ? "body"
          : (focused.getAttribute("aria-label") ?? focused.textContent?.trim() ?? focused.tagName);
      if (trail.at(-1) !== name) trail.push(name);
      requestAnimationFrame(note);
    };
    note();
  });
}

/**
 * What had the focus, frame by frame, since `recordFocusPerFrame`, once a frame has noted `last`.
 * The trail grows only when a frame is drawn: on a busy machine a poll of the focus can see the
 * new element before the next frame has noted it.
 */
export async function focusTrail(page: Page, last: string): Promise<string[]> {
  const trail = () => page.evaluate(() => (window as unknown as { focusTrail: string[] }).focusTrail);
  await expect.poll(async () => (await trail()).at(-1), { timeout: 10_000 }).toBe(last);
  return trail();
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
