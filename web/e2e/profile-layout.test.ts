import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { openSignedIn, setBioViaApi, signUpViaApi, type ApiUser } from "./support/socialApi";

// The profile header's avatar sits over the cover's lower edge, on the own profile and on anyone
// else's, at desktop and phone widths, however long the bio is.
describe("the profile header with a long bio", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  // As long as a bio may be (160 characters).
  const LONG_BIO =
    "Photographer and amateur astronomer. I chase sunsets along the Irish coast, shoot film on weekends and write about light, weather and the sea. Prints on request";

  async function expectAvatarOverCoverEdge(user: ApiUser): Promise<void> {
    await page.getByText(LONG_BIO).waitFor();
    const cover = await page.getByAltText(`${user.name}'s cover`).boundingBox();
    const avatar = await page.getByRole("button", { name: "Show the profile picture larger" }).boundingBox();
    if (!cover || !avatar) throw new Error("The cover or the avatar is not on screen.");
    const coverBottom = cover.y + cover.height;
    expect(avatar.y).toBeLessThan(coverBottom);
    expect(avatar.y + avatar.height).toBeGreaterThan(coverBottom);
  }

  test.each([
    [1280, 800],
    [390, 844],
  ])("at %ix%i, on the own profile and on another user's", async (width, height) => {
    const [me, viewer] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await setBioViaApi(me, LONG_BIO);
    await page.setViewportSize({ width, height });

    await openSignedIn(page, me, `/profile/${me.auth.viewer.databaseId}`);
    await expectAvatarOverCoverEdge(me);
    await openSignedIn(page, viewer, `/${me.auth.viewer.databaseId}`);
    await expectAvatarOverCoverEdge(me);
  });
});
