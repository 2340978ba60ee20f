import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { expectFocused } from "./support/focus";
import { newTestUser, pngImage, toast } from "./support/authPage";
import { freshPagePerTest, newAppContext } from "./support/browser";
import { sendMessageViaApi } from "./support/chatApi";
import { conversationEntry } from "./support/chatPage";
import { shootBothSizes } from "./support/screenshots";
import { createPostViaApi, followViaApi, graphql, openSignedIn, signUpViaApi } from "./support/socialApi";

// An account people own, in Settings: Download my data (requested, prepared with its progress,
// downloaded as a ZIP) and Delete my account (behind a warning, the password and the username),
// after which the other side of a conversation reads it as from a deleted account.

describe("your data and your account in Settings", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  test("Download my data: requested, prepared, announced when ready, downloaded as a ZIP", async () => {
    const user = await signUpViaApi(newTestUser());
    await openSignedIn(page, user, "/settings");
    await createPostViaApi(
      user,
      { caption: "Exported sunset", tags: "sunset,export" },
      await pngImage(page, "sunset.png", "#ff8800"),
    );

    await page.getByRole("heading", { name: "Your data" }).waitFor();
    await page.getByRole("button", { name: "Request my data" }).click();
    // the screen reader hears it once it is ready (the bar is not read at every step)
    await page
      .getByRole("status")
      .filter({ hasText: "Your data is ready to download." })
      .waitFor({ state: "attached" });
    const link = page.getByRole("link", { name: /^Download my data \(ZIP, \d+(\.\d)? (KB|MB)\)$/ });
    await link.waitFor();

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^skysocial-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    const zip = await readFile((await download.path())!);
    expect(zip.subarray(0, 4).toString("binary")).toBe("PK\u0003\u0004");
    for (const name of ["README.txt", "profile.json", "posts.json", "messages.json", "images/"])
      expect(zip.includes(name)).toBe(true);
    await page.getByRole("button", { name: "Request a new copy" }).waitFor();
  });

  test("Delete my account: a clear warning, the password and the username, then signed out; the other side of a chat reads it as deleted", async () => {
    const [leaving, friend] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await sendMessageViaApi(leaving, friend, "Goodbye, friend");
    await sendMessageViaApi(friend, leaving, "Take care");
    await openSignedIn(page, leaving, "/settings");

    await page.getByRole("button", { name: "Delete my account…" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByText("This cannot be undone.").waitFor();
    await dialog.getByText("People you chatted with keep your messages, shown as from a deleted account.").waitFor();
    // Cancel has the focus: Enter on an accidental open deletes nothing
    await expectFocused(dialog.getByRole("button", { name: "Cancel" }));

    const deleteButton = dialog.getByRole("button", { name: "Delete my account" });
    await deleteButton.click();
    const password = dialog.getByLabel("Your password");
    const confirmation = dialog.getByLabel(`Type your username, ${leaving.username}, to confirm`);
    await dialog.getByText("Please enter your password.").waitFor();
    await dialog.getByText("Type your username exactly as shown to confirm.").waitFor();
    await expectFocused(password);

    await password.fill("not my password at all");
    await confirmation.fill(leaving.username.toUpperCase());
    await deleteButton.click();
    await dialog.getByText("That is not your password.").waitFor();
    await expectFocused(password);

    await password.fill(leaving.password);
    await deleteButton.click();
    await page.waitForURL((url) => url.pathname === "/register");
    await toast(page, "Your account has been deleted.").waitFor();
    const gone = await graphql<{ logIn: { __typename: string } }>(
      `mutation ($input: LogInInput!) { logIn(input: $input) { __typename } }`,
      { input: { username: leaving.username, password: leaving.password } },
    );
    expect(gone.logIn.__typename).toBe("InvalidCredentialsError");

    await openSignedIn(page, friend, "/chats");
    await page.getByRole("link", { name: /Deleted account/ }).click();
    await page.getByRole("heading", { name: "Deleted account" }).waitFor();
    await page.getByText("Goodbye, friend").waitFor();
    await page.getByText("This account was deleted. You can read your conversation, but not reply.").waitFor();
    expect(await page.getByRole("textbox", { name: "Message" }).count()).toBe(0);
  });

  test("Delete my account while others look: their chat list shows a deleted account, offline, at once; every tab of the account signs out cleanly", async () => {
    const [leaving, friend] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await followViaApi(friend, leaving);
    await sendMessageViaApi(leaving, friend, "Goodbye, friend");
    const [friendContext, otherTabContext] = await Promise.all([
      newAppContext(tab.browser),
      newAppContext(tab.browser),
    ]);
    try {
      const [friendPage, otherTab] = await Promise.all([friendContext.newPage(), otherTabContext.newPage()]);
      // what the leaving account's pages throw or log as errors
      const failures: string[] = [];
      for (const own of [page, otherTab]) {
        own.on("pageerror", (error) => failures.push(`uncaught: ${error.message}`));
        own.on("console", (message) => {
          if (message.type() === "error") failures.push(`console: ${message.text()}`);
        });
      }
      await openSignedIn(otherTab, leaving, "/chats");
      await openSignedIn(page, leaving, "/settings");
      // the list and the open conversation, side by side
      await openSignedIn(friendPage, friend, `/chats?with=${leaving.auth.viewer.databaseId}`);
      await conversationEntry(friendPage, leaving.username).getByText("online", { exact: true }).waitFor();

      await page.getByRole("button", { name: "Delete my account…" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await dialog.getByRole("button", { name: "Delete my account" }).click();
      await dialog.getByLabel("Your password").fill(leaving.password);
      await dialog.getByLabel(`Type your username, ${leaving.username}, to confirm`).fill(leaving.username);
      await dialog.getByRole("button", { name: "Delete my account" }).click();
      await page.waitForURL((url) => url.pathname === "/register");

      // the friend's open list, without a reload: as a reload would show it
      const gone = conversationEntry(friendPage, "Deleted account");
      await gone.getByText("Goodbye, friend").waitFor();
      expect(await gone.getByText("online", { exact: true }).count()).toBe(0);
      expect(await conversationEntry(friendPage, leaving.username).count()).toBe(0);
      await friendPage.getByRole("heading", { name: "Deleted account" }).waitFor();
      await friendPage.getByText("This account was deleted. You can read your conversation, but not reply.").waitFor();
      expect(await friendPage.getByRole("textbox", { name: "Message" }).count()).toBe(0);
      await shootBothSizes(friendPage, "chat-list-after-partner-deleted");

      await otherTab.waitForURL((url) => url.pathname === "/register");
      await otherTab.getByText("You have been signed out", { exact: false }).waitFor();
      expect(failures).toEqual([]);
    } finally {
      await Promise.all([friendContext.close(), otherTabContext.close()]);
    }
  });
});
