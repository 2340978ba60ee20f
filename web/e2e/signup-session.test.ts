import type { Locator, Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { fillSignup, logIn, newTestUser, openSignupTab, pngImage, toast } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { expectFocused } from "./support/focus";

describe("signing up, staying signed in, logging out and in again", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  test("a new user with both images lands on home, survives a reload, logs out and back in", async () => {
    const user = newTestUser();
    const form = await openSignupTab(page);
    await fillSignup(form, user);
    await form
      .getByLabel("Profile image", { exact: true })
      .setInputFiles(await pngImage(page, "avatar.png", "#3366ff"));
    await form.getByLabel("Cover image", { exact: true }).setInputFiles(await pngImage(page, "cover.png", "#ff9933"));
    await form.getByRole("button", { name: "Signup" }).click();

    await page.waitForURL((url) => url.pathname === "/");
    await toast(page, "Registered successfully!").waitFor();

    const miniProfile = page.getByRole("complementary", { name: "Your profile and challenges" });
    await miniProfile.getByRole("heading", { name: user.name }).waitFor();
    await miniProfile.getByText(`@${user.username}`).waitFor();
    const header = page.getByRole("banner");
    await header.getByText(user.username, { exact: true }).waitFor();

    // The uploaded images come back from the server (re-encoded) and show the colours that were sent.
    await expectImageColour(miniProfile.getByAltText(`${user.name}'s profile picture`), [0x33, 0x66, 0xff]);
    await expectImageColour(miniProfile.getByAltText(`${user.name}'s cover`), [0xff, 0x99, 0x33]);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("userData") ?? "null"));
    expect(stored).toMatchObject({
      username: user.username,
      authToken: expect.any(String),
      userid: expect.any(String),
    });
    const myProfileHref = await miniProfile.getByRole("link", { name: "My Profile" }).getAttribute("href");
    expect(myProfileHref).toBe(`/profile/${stored.userid}`);

    await page.reload();
    await miniProfile.getByRole("heading", { name: user.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");

    await header.getByRole("button", { name: user.username }).click();
    await page.getByRole("menu").getByText("My Account").waitFor();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/register");
    expect(await page.evaluate(() => localStorage.getItem("userData"))).toBeNull();

    await logIn(page, user);
    await toast(page, "Logged in successfully!").waitFor();
    await miniProfile.getByRole("heading", { name: user.name }).waitFor();
  });

  test("the account menu opens My Profile and the notification dialog shows its empty state", async () => {
    const user = newTestUser();
    const form = await openSignupTab(page);
    await fillSignup(form, user);
    await form.getByRole("button", { name: "Signup" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Notifications" }).click();
    const dialog = page.getByRole("dialog", { name: "See All Notifications" });
    await dialog.getByText("no notifications yet").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // the focus goes back to the bell once the dialog has faded out (before that, a focus moved
    // elsewhere would be taken back to the bell)
    await expectFocused(header.getByRole("button", { name: "Notifications" }));

    // The account menu works from the keyboard alone.
    await header.getByRole("button", { name: user.username }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "My Profile" }).waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname.startsWith("/profile/"));
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    await page.getByRole("heading", { name: user.username }).waitFor();
  });
});

/** Samples the middle pixel of a loaded image and compares it with the colour that was uploaded. */
async function expectImageColour(image: Locator, [red, green, blue]: readonly number[]): Promise<void> {
  const sample = () =>
    image.evaluate((img: HTMLImageElement) => {
      if (!img.complete || img.naturalWidth === 0) return null;
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext("2d");
      context?.drawImage(img, 0, 0);
      const pixel = context?.getImageData(Math.floor(img.naturalWidth / 2), Math.floor(img.naturalHeight / 2), 1, 1);
      return pixel ? Array.from(pixel.data.slice(0, 3)) : null;
    });
  await expect.poll(sample).not.toBeNull();
  const [r = 0, g = 0, b = 0] = (await sample()) ?? [];
  // Lossy re-encoding may shift a solid colour slightly.
  expect(Math.abs(r - red) + Math.abs(g - green) + Math.abs(b - blue)).toBeLessThan(30);
}
