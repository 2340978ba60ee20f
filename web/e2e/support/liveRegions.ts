import type { JSHandle, Page } from "playwright-core";
import { expect } from "vitest";

// What a screen reader is told: text that comes into a live region which was already on the page.
// A region created with its text already in it is not read, so only the regions present when
// listening starts are followed, and each keeps being the same element.

export interface LiveRegionListener {
  /** Everything said since listening started, in order (each added text, trimmed). */
  readonly heard: () => Promise<string[]>;
  /** Waits until `text` has been said (the whole of one addition). */
  readonly expectHeard: (text: string) => Promise<void>;
}

/**
 * Follows the page's live regions as they are now (role status, alert or log, or aria-live other
 * than "off"): records each text added to them, wherever in them it is added.
 */
export async function listenToLiveRegions(page: Page): Promise<LiveRegionListener> {
  const log: JSHandle<string[]> = await page.evaluateHandle(() => {
    const said: string[] = [];
    const note = (text: string | null | undefined) => {
      const trimmed = text?.trim();
      if (trimmed) said.push(trimmed);
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "characterData") note(record.target.textContent);
        for (const node of record.addedNodes) note(node.textContent);
      }
    });
    const regions = document.querySelectorAll('[role="status"], [role="alert"], [role="log"], [aria-live]');
    for (const region of regions) {
      if (region.getAttribute("aria-live") === "off") continue;
      observer.observe(region, { childList: true, subtree: true, characterData: true });
    }
    return said;
  });
  const heard = () => log.evaluate((said) => [...said]);
  return {
    heard,
    expectHeard: async (text) => {
      await expect.poll(heard).toContain(text);
    },
  };
}
