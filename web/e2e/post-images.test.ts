import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser, pngImage, toast } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { openSignedIn, signUpViaApi } from "./support/socialApi";
import { openOwnProfile, postCard } from "./support/socialPage";

/** Set SHOTS_DIR to keep a picture of each step (to look at the screens, not to test them). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
}

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

describe.each(VIEWPORTS)("a post with several images at $width x $height", (viewport) => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(async () => {
    page = tab.page;
    await page.setViewportSize(viewport);
  });

  test("is written with images in a chosen order and alt text, shown as a carousel, and edited", async () => {
    const author = await signUpViaApi(newTestUser());
    await openSignedIn(page, author);
    const files = await Promise.all(
      [
        ["harbour.png", "#2266aa"],
        ["boats.png", "#aa6622"],
        ["gulls.png", "#22aa66"],
      ].map(([name, colour]) => pngImage(page, name!, colour!)),
    );

    await page.getByRole("button", { name: "Add New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a New Post" });
    await dialog.getByLabel("Caption").fill("A morning at the harbour");
    await dialog.getByLabel("Tags").fill("harbour,morning");
    await dialog.getByLabel("Choose images").setInputFiles(files);
    await dialog.getByText("Image 3 of 3").waitFor();
    // the keyboard reorders: the gulls go first, and the focus stays on the button pressed
    const moveUp = dialog.getByRole("button", { name: "Move image 3 up" });
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Move image 2 up" }).press("Enter");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Move image 1 up");
    await dialog.getByLabel("Alt text for image 1").fill("Gulls over the water");
    await dialog.getByLabel("Alt text for image 3").fill("Fishing boats tied up");
    await shot(page, "create-form");
    await dialog.getByRole("button", { name: "post", exact: true }).click();
    await toast(page, "Post created successfully!").waitFor();

    const card = postCard(page, author.username, "A morning at the harbour");
    const carousel = card.locator('[aria-roledescription="carousel"]');
    const picture = carousel.locator("[data-post-image]");
    // the order chosen, alt text read as written, none for the image without (never its file name)
    expect(await picture.getAttribute("alt")).toBe("Gulls over the water");
    await shot(page, "card");
    await carousel.getByRole("button", { name: "Next image" }).click();
    expect(await picture.getAttribute("alt")).toBe("");
    expect(await carousel.getByRole("button", { name: "Image 2 of 3" }).getAttribute("aria-current")).toBe("true");
    await carousel.press("ArrowRight");
    expect(await picture.getAttribute("alt")).toBe("Fishing boats tied up");
    await carousel.getByRole("button", { name: "Show ALT text" }).click();
    await carousel.getByText("Fishing boats tied up").waitFor();
    await shot(page, "card-alt-shown");
    await carousel.press("ArrowLeft");
    await carousel.getByRole("button", { name: "Image 1 of 3" }).click();
    expect(await picture.getAttribute("alt")).toBe("Gulls over the water");

    // Edit: the second image goes, the last comes first.
    await card.getByRole("button", { name: "Post options" }).click();
    await page.getByRole("menuitem", { name: "Edit Post" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Post" });
    await edit.getByRole("button", { name: "Remove image 2" }).click();
    await edit.getByRole("button", { name: "Move image 2 up" }).click();
    expect(await edit.getByLabel("Alt text for image 1").inputValue()).toBe("Fishing boats tied up");
    await shot(page, "edit-form");
    await edit.getByRole("button", { name: "save", exact: true }).click();
    await toast(page, "Post updated successfully!").waitFor();
    await carousel.getByRole("button", { name: "Image 2 of 2" }).waitFor();
    expect(await picture.getAttribute("alt")).toBe("Fishing boats tied up");

    // The profile grid marks the post as one with several images.
    await openOwnProfile(page, author.username);
    await page
      .getByRole("list", { name: "Posts" })
      .getByRole("link", { name: `${author.username}'s post: A morning at the harbour (2 images)` })
      .waitFor();
    await shot(page, "profile-grid");
  });
});
