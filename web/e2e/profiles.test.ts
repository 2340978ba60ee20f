import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { CHANGED_TEST_PASSWORD, newTestUser, pngImage, toast } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { createPostViaApi, followViaApi, openSignedIn, signUpViaApi } from "./support/socialApi";
import { shootBothSizes } from "./support/screenshots";
import { openOwnProfile } from "./support/socialPage";

describe("profiles and search", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  test("another user's profile: read-only grid, follow and unfollow, reached from Suggested People", async () => {
    const viewer = await signUpViaApi(newTestUser());
    const [friend, other] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    // a friend of a friend leads the suggestions, whoever else the suite has signed up meanwhile
    await followViaApi(viewer, friend);
    await followViaApi(friend, other);
    await createPostViaApi(other, { caption: "Their post", tags: "a,b" }, await pngImage(page, "c.png", "#aa3344"));
    await openSignedIn(page, viewer);

    await page
      .getByRole("complementary", { name: "Suggested people" })
      .getByRole("link", { name: other.username })
      .click();
    await page.waitForURL((url) => url.pathname === `/@${other.username}`);
    const grid = page.getByRole("list", { name: "Posts" });
    await grid.getByRole("link", { name: `${other.username}'s post: Their post` }).waitFor();
    expect(await grid.getByRole("button", { name: "Delete post" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Edit Profile" }).count()).toBe(0);

    const counts = page.getByRole("list", { name: "Counts" });
    await counts.getByText("1 follower", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Follow", exact: true }).click();
    await counts.getByText("2 followers", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Unfollow", exact: true }).click();
    await page.getByRole("button", { name: "Follow", exact: true }).waitFor();
    await counts.getByText("1 follower", { exact: true }).waitFor();

    // The avatar opens a larger copy in a dialog.
    await page.getByRole("button", { name: "Show the profile picture larger" }).click();
    const avatar = page.getByRole("dialog", { name: `${other.username}'s profile picture` });
    await avatar.getByAltText(`${other.username}'s profile picture`).waitFor();
    await page.keyboard.press("Escape");
    await avatar.waitFor({ state: "hidden" });
  });

  test("a profile reads /@username: an old /{id} link and the username in other case land there", async () => {
    const [viewer, other] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await openSignedIn(page, viewer, `/${other.auth.viewer.databaseId}`);
    await page.waitForURL((url) => url.pathname === `/@${other.username}`);
    await page.getByRole("heading", { name: other.username, exact: true }).waitFor();

    await page.goto(`/@${other.username.toUpperCase()}`);
    await page.waitForURL((url) => url.pathname === `/@${other.username}`);
    await page.getByRole("heading", { name: other.username, exact: true }).waitFor();
  });

  test("Edit Profile renames: a taken or look-alike username is refused under its field; the old address names nobody", async () => {
    const base = newTestUser();
    // starts with a Latin "c", which a Cyrillic "с" looks like
    const taken = await signUpViaApi({ ...base, username: `c${base.username}` });
    const me = await signUpViaApi(newTestUser());
    await openSignedIn(page, me, `/profile/${me.auth.viewer.databaseId}`);
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const drawer = page.getByRole("dialog", { name: "Edit Profile" });
    const name = drawer.getByRole("textbox", { name: "Name", exact: true });
    const username = drawer.getByRole("textbox", { name: "Username", exact: true });
    const update = drawer.getByRole("button", { name: "Update Profile" });
    expect(await name.inputValue()).toBe(me.name);
    expect(await username.inputValue()).toBe(me.username);

    await name.fill(" ");
    await update.click();
    await drawer.getByText("Name must be at least 2 characters.").waitFor();
    await name.fill("Renamed Person");

    await username.fill(taken.username.toUpperCase());
    await update.click();
    await drawer.getByText("Username is already taken.").waitFor();
    expect(await username.getAttribute("aria-invalid")).toBe("true");
    // said under the field only: a toast would repeat it and outlive it
    expect(await toast(page, "Error: Username is already taken.").count()).toBe(0);
    await username.fill(`\u0441${base.username}`);
    await update.click();
    await drawer.getByText("Username looks too much like another account's username.").waitFor();
    await shootBothSizes(page, "edit-profile-username-refused");

    const renamed = `${me.username}x`;
    await username.fill(renamed);
    await drawer.getByText(`Others find your profile at /@${renamed}.`).waitFor();
    await update.click();
    await toast(page, "Profile updated successfully!").waitFor();
    // gone, not only on its way out: the screenshots show the page under it
    await drawer.waitFor({ state: "detached" });
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: renamed, exact: true }).waitFor();
    await main.getByText("Renamed Person", { exact: true }).waitFor();
    await shootBothSizes(page, "profile-renamed");

    await page.goto(`/@${me.username}`);
    await page.getByText("This user does not exist.").waitFor();
    await page.goto(`/@${renamed}`);
    await page.waitForURL((url) => url.pathname === `/profile/${me.auth.viewer.databaseId}`);
  });

  test("search: Enter opens the highlighted option, and with none the search page with people and posts", async () => {
    const viewer = await signUpViaApi(newTestUser());
    const author = await signUpViaApi(newTestUser());
    const word = `lake${Date.now().toString(36)}`;
    await createPostViaApi(
      author,
      { caption: `Down by the ${word}`, tags: "a,b" },
      await pngImage(page, "l.png", "#3377aa"),
    );
    await openSignedIn(page, viewer);
    const search = page.getByRole("combobox", { name: "Search users" });

    // nothing highlighted: the search page, never an exact-username lookup ("user not found")
    await search.fill(word);
    await page.getByRole("option", { name: `Search posts for “${word}”` }).waitFor();
    await search.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === word);
    await page.getByRole("heading", { name: "People" }).waitFor();
    await page.getByText(`No one’s name starts with “${word}”.`).waitFor();
    await page.getByRole("status").getByText(`1 post matches “${word}”`).waitFor();
    await page
      .getByRole("list", { name: `Posts matching ${word}` })
      .getByRole("article")
      .waitFor();
    expect(await toast(page, "user not found").count()).toBe(0);
    await shootBothSizes(page, "search-people-and-posts");

    // the search page finds people by the start of their name too
    await page.goto("/");
    await search.fill(author.username.slice(0, -1));
    await page.getByRole("option", { name: new RegExp(author.username) }).waitFor();
    await search.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search");
    await page
      .getByRole("list", { name: `People matching ${author.username.slice(0, -1)}` })
      .getByRole("link", { name: new RegExp(author.username) })
      .click();
    await page.waitForURL((url) => url.pathname === `/@${author.username}`);

    // "Search posts" highlighted with the keys: Enter searches posts
    await page.goto("/");
    await search.fill(word);
    const postsOption = page.getByRole("option", { name: `Search posts for “${word}”` });
    await postsOption.waitFor();
    await search.press("End"); // the last option
    await search.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === word);

    // a person highlighted: Enter opens their profile (the own one under /profile)
    await page.goto("/");
    await search.fill(viewer.username.toUpperCase());
    const own = page.getByRole("option", { name: new RegExp(viewer.username) });
    await own.waitFor();
    await search.press("Home"); // the first option: the exact username
    await search.press("Enter");
    await page.waitForURL((url) => url.pathname === `/profile/${viewer.auth.viewer.databaseId}`);
  });

  test("own profile: Edit Profile and Update Password drawers, skeleton, responsive grid", async () => {
    const me = await signUpViaApi(newTestUser());
    const image = await pngImage(page, "d.png", "#117799");
    for (const caption of ["one", "two", "three", "four"]) await createPostViaApi(me, { caption, tags: "x,y" }, image);

    // The posts request is held back, so the skeleton can be seen before the grid.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes("ProfilePostsTabQuery")) await held;
      await route.continue();
    });
    await openSignedIn(page, me, `/profile/${me.auth.viewer.databaseId}`);
    await page.getByRole("status", { name: "Loading posts" }).waitFor();
    release();
    const grid = page.getByRole("list", { name: "Posts" });
    await grid.getByRole("listitem").nth(3).waitFor();

    for (const [width, columns] of [
      [500, 1],
      [700, 2],
      [900, 3],
      [1200, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(() => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length))
        .toBe(columns);
    }

    await page.getByRole("button", { name: "Edit Profile" }).click();
    const editDrawer = page.getByRole("dialog", { name: "Edit Profile" });
    await editDrawer.getByLabel("Bio").fill("Painting the sky");
    await editDrawer.getByRole("button", { name: "Update Profile" }).click();
    await toast(page, "Profile updated successfully!").waitFor();
    await editDrawer.waitFor({ state: "hidden" });
    await page.getByRole("main").getByText("Painting the sky").waitFor();

    await page.getByRole("button", { name: "Update Password" }).click();
    const passwordDrawer = page.getByRole("dialog", { name: "Update Password" });
    const submit = passwordDrawer.getByRole("button", { name: "Update Password" });
    await submit.click();
    await passwordDrawer.getByText("please enter old password").waitFor();
    await passwordDrawer.getByText("please enter new password").waitFor();
    await passwordDrawer.getByText("please enter confirm password").waitFor();
    await passwordDrawer.getByLabel("Old password", { exact: true }).fill(me.password);
    await passwordDrawer.getByLabel("New password", { exact: true }).fill(CHANGED_TEST_PASSWORD);
    await passwordDrawer.getByLabel("Confirm password", { exact: true }).fill(`${CHANGED_TEST_PASSWORD}-typo`);
    await submit.click();
    await passwordDrawer.getByText("confirm password doesn't  matches").waitFor();
    await passwordDrawer.getByLabel("Confirm password", { exact: true }).fill(CHANGED_TEST_PASSWORD);
    await submit.click();
    await toast(page, "Password updated successfully!").waitFor();
    await passwordDrawer.waitFor({ state: "hidden" });

    // The session moved to the token issued with the change, so a reload stays signed in.
    await page.reload();
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    await openOwnProfile(page, me.username);
  });
});
