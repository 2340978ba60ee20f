// A private account, in three browsers: bob switches "Private account" on in his profile's Edit
// Profile; alice finds "This account is private" on his profile, asks to follow ("Requested"),
// withdraws and asks again; carol asks too. Bob follows the bell's entry to his follow requests,
// approves alice and declines carol, who asked from a shared link to his post. Alice now sees bob's post; carol is back to "Follow".
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newTestUser, pngImage, toast } from "./support/authPage";
import { launchBrowser, newAppContext } from "./support/browser";
import { createPostViaApi, openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";
import { notificationBell } from "./support/socialPage";

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await newAppContext(browser);
  contexts.push(context);
  return context.newPage();
}

const profileOf = (user: ApiUser) => `/${user.auth.viewer.databaseId}`;

describe("private account", () => {
  test("requests, withdrawal, approval from the bell's list, and a silent decline", async () => {
    const [bob, alice, carol] = await Promise.all([
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
    ]);
    const [bobPage, alicePage, carolPage] = await Promise.all([newPage(), newPage(), newPage()]);
    await bobPage.goto("/register");
    const post = await createPostViaApi(
      bob,
      { caption: "Bob's quiet cove", tags: "cove,sea" },
      await pngImage(bobPage, "b.png", "#2a7a5a"),
    );

    // bob: Edit Profile, "Private account" on
    await openSignedIn(bobPage, bob, `/profile/${bob.auth.viewer.databaseId}`);
    await bobPage.getByRole("button", { name: "Edit Profile" }).click();
    const drawer = bobPage.getByRole("dialog", { name: "Edit Profile" });
    await drawer.getByRole("switch", { name: "Private account" }).click();
    await drawer.getByRole("button", { name: "Update Profile" }).click();
    await toast(bobPage, "Profile updated successfully!").waitFor();

    // alice: the header and counts, no posts; Follow asks, Requested withdraws
    await openSignedIn(alicePage, alice, profileOf(bob));
    await alicePage.getByText("This account is private").waitFor();
    expect(await alicePage.getByText("Bob's quiet cove").count()).toBe(0);
    await alicePage.getByRole("list", { name: "Counts" }).getByText("1 post").waitFor();
    await alicePage.getByRole("button", { name: "Follow", exact: true }).click();
    const requested = alicePage.getByRole("button", {
      name: `Requested: withdraw the follow request to ${bob.username}`,
    });
    await requested.click();
    await alicePage.getByRole("button", { name: "Follow", exact: true }).click();
    await requested.waitFor();
    await alicePage.reload();
    await requested.waitFor();

    // carol opens a shared link to the post: it says whose it is, and Follow asks
    await openSignedIn(carolPage, carol, `/p/${post.databaseId}`);
    await carolPage.getByRole("heading", { name: "Private post" }).waitFor();
    await carolPage.getByText("This post is private").waitFor();
    expect(await carolPage.getByText("Bob's quiet cove").count()).toBe(0);
    await carolPage.getByRole("button", { name: "Follow", exact: true }).click();
    await carolPage
      .getByRole("button", { name: `Requested: withdraw the follow request to ${bob.username}` })
      .waitFor();
    await carolPage.getByText(`You asked to follow ${bob.username}. You'll see this post once they approve.`).waitFor();

    // bob: the bell's entry leads to the list; approve alice, decline carol
    await bobPage.reload();
    await notificationBell(bobPage).click();
    await bobPage
      .getByRole("dialog", { name: "See All Notifications" })
      .getByRole("link", { name: new RegExp(`^${alice.username} asked to follow you`) })
      .click();
    await bobPage.waitForURL((url) => url.pathname === "/follow-requests");
    const list = bobPage.getByRole("list", { name: "Follow requests" });
    await list.getByRole("button", { name: `Approve ${alice.username}` }).click();
    await toast(bobPage, `${alice.username} follows you now.`).waitFor();
    await list.getByRole("button", { name: `Decline ${carol.username}` }).click();
    await toast(bobPage, `You declined ${carol.username}'s request.`).waitFor();
    await bobPage.getByText("No follow requests right now.").waitFor();

    // alice sees bob's post; carol is back to Follow on the post's link and the profile, told nothing
    await alicePage.reload();
    await alicePage.getByRole("button", { name: "Unfollow", exact: true }).waitFor();
    await alicePage
      .getByRole("link", { name: /Bob's quiet cove/ })
      .first()
      .waitFor();
    expect(await alicePage.getByText("This account is private").count()).toBe(0);
    await carolPage.reload();
    await carolPage.getByRole("button", { name: "Follow", exact: true }).waitFor();
    await carolPage.getByText("This post is private").waitFor();
    await carolPage.goto(profileOf(bob));
    await carolPage.getByRole("button", { name: "Follow", exact: true }).waitFor();
    await carolPage.getByText("This account is private").waitFor();
  });
});
