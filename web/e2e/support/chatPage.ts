import type { Locator, Page } from "playwright-core";

// Locators and steps for the chat screen (/chats), shared by the chat browser tests.

export function messagesLink(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: /^Messages/ });
}

/** Waits until the header's messages link says `count` unread ('Messages' alone at 0). */
export async function expectUnreadTotal(page: Page, count: number): Promise<void> {
  const name = count === 0 ? "Messages" : `Messages, ${count} unread`;
  await page.getByRole("banner").getByRole("link", { name, exact: true }).waitFor({ timeout: 10_000 });
}

export function conversationList(page: Page): Locator {
  return page.getByRole("list", { name: "Conversations" });
}

export function conversationEntry(page: Page, username: string): Locator {
  return conversationList(page).getByRole("listitem").filter({ hasText: username });
}

export function messageLog(page: Page): Locator {
  return page.getByRole("log", { name: "Messages" });
}

export function messageBubble(page: Page, text: string): Locator {
  return messageLog(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(text, { exact: true }) });
}

export async function sendInChat(page: Page, text: string): Promise<void> {
  const box = page.getByPlaceholder("start chat");
  await box.fill(text);
  await box.press("Enter");
}
