import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser, openSignupTab, pngImage, toast } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { shootBothSizes } from "./support/screenshots";
import { openSignedIn, signUpViaApi } from "./support/socialApi";

// Small things a first-time user trips over in forms.
describe("forms a first-time user fills", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  const textFile = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") };

  test("Create Post says at once that a non-image file is not an image, shows no broken preview and does not post it", async () => {
    const me = await signUpViaApi(newTestUser());
    await openSignedIn(page, me);
    await page.getByRole("button", { name: "Add New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a New Post" });
    await dialog.getByLabel("Choose images").setInputFiles(textFile);
    await dialog.getByText("Please select an image file.").waitFor();
    expect(await dialog.getByRole("img").count()).toBe(0);

    await dialog.getByLabel("Caption").fill("A caption");
    await dialog.getByLabel("Tags").fill("one,two");
    await dialog.getByRole("button", { name: "post", exact: true }).click();
    await dialog.getByText("Please select an image file.").waitFor();
    expect(await dialog.getByLabel("Caption").isVisible()).toBe(true);
  });

  test("on a phone, sign-up's file pickers show the chosen file's whole name", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const form = await openSignupTab(page);
    const avatar = await pngImage(page, "my-summer-holiday-avatar.png", "#3366ff");
    await form.getByLabel("Profile image", { exact: true }).setInputFiles(avatar);
    const name = form.getByText("my-summer-holiday-avatar.png", { exact: true });
    await name.waitFor();
    const box = (await name.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await form.getByText("No file chosen").count()).toBe(1); // the cover picker, still empty
  });

  test("saving an unchanged profile says nothing changed instead of 'updated successfully'", async () => {
    const me = await signUpViaApi(newTestUser());
    await openSignedIn(page, me, `/profile/${me.auth.viewer.databaseId}`);
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const drawer = page.getByRole("dialog", { name: "Edit Profile" });
    await drawer.getByRole("button", { name: "Update Profile" }).click();
    await drawer
      .getByRole("status")
      .getByText(
        "Nothing to update: change the name, username or bio, choose an image or switch the account's privacy.",
      )
      .waitFor();
    expect(await toast(page, "Profile updated successfully!").count()).toBe(0);
    // the line goes once something changes
    await drawer.getByLabel("Bio").fill("Now something");
    await drawer.getByText("Nothing to update", { exact: false }).waitFor({ state: "detached" });
  });

  test("/profile opened directly or reloaded goes to the viewer's own profile with no error", async () => {
    const me = await signUpViaApi(newTestUser());
    // every toast the page ever shows, however briefly
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { shownToasts: string[] }).shownToasts = seen;
      new MutationObserver(() => {
        const viewport = document.querySelector("[data-toast-viewport]");
        const text = viewport?.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const shownToasts = () => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);
    for (const path of ["/profile", "/profile/"]) {
      await openSignedIn(page, me, path);
      await page.getByRole("heading", { name: "My Profile" }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/profile/${me.auth.viewer.databaseId}`);
      await page.goto(path);
      await page.getByRole("heading", { name: "My Profile" }).waitFor();
      expect(await shownToasts()).toEqual([]);
    }
    await shootBothSizes(page, "profile-opened-directly");
    expect(await toast(page, "User ID is missing").count()).toBe(0);
  });
});
