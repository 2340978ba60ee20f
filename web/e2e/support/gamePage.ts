import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

// Locators and steps for the tic-tac-toe lobby and board, shared by the game's browser tests.

export const LOBBY_PATH = "/custom-challenges/tic-tac-toe";

export function boardCell(page: Page, row: number, column: number, content: "empty" | "X" | "O" = "empty"): Locator {
  return page.getByRole("grid").getByRole("button", { name: `Row ${row}, column ${column}, ${content}`, exact: true });
}

/** The 0..8 index of the spec ("row by row, 0 top left") as a cell locator. */
export function cellAt(page: Page, index: number, content: "empty" | "X" | "O" = "empty"): Locator {
  return boardCell(page, Math.floor(index / 3) + 1, (index % 3) + 1, content);
}

export function endOverlay(page: Page, title: string): Locator {
  return page.getByRole("dialog", { name: title, exact: true });
}

/** Waits until the page is on a game board, and returns its path. */
export async function waitForBoard(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname.startsWith(`${LOBBY_PATH}/`));
  await page.getByRole("grid").waitFor();
  return new URL(page.url()).pathname;
}

/** Clicks `index` on `page` and waits until `other` sees the mark too. */
export async function playAndSee(page: Page, other: Page, index: number, mark: "X" | "O"): Promise<void> {
  await cellAt(page, index).click();
  await cellAt(page, index, mark).waitFor();
  await cellAt(other, index, mark).waitFor();
}

export async function expectTurn(page: Page, heading: string): Promise<void> {
  await expect.poll(() => page.getByRole("heading", { level: 2, name: heading }).count()).toBe(1);
}
