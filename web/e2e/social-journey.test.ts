import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser, pngImage, signUp, toast } from "./support/authPage";
import { twoPagesPerTest } from "./support/browser";
import { goHome, notificationBell, openOwnProfile, postCard, recordSubscriptions } from "./support/socialPage";

// Two people in two browser contexts, everything through the UI: search, follow, post, live
// "new posts" banner, like, comment, live notifications, save and unsave, delete.
describe("two people following, posting and reacting, live", () => {
  const people = twoPagesPerTest();
  let alice: Page, bob: Page;
  beforeEach(() => void ({ first: alice, second: bob } = people));

  test("A finds and follows B, B posts, A sees it live, likes, comments, saves; B is notified and deletes", async () => {
    const a = newTestUser();
    const b = newTestUser();
    const aliceSubscriptions = recordSubscriptions(alice);
    const bobSubscriptions = recordSubscriptions(bob);
    await signUp(alice, a);
    await alice.getByText("You're not following anyone yet.", { exact: false }).waitFor();
    await signUp(bob, b);
    await bobSubscriptions("useLiveNotificationsGroupSubscription");

    // A finds B: the typeahead lists B first; Home highlights B and Enter opens the profile.
    const search = alice.getByRole("combobox", { name: "Search users" });
    await search.fill(b.username);
    await alice.getByRole("option", { name: b.username }).waitFor();
    await search.press("Home");
    await search.press("Enter");
    await alice.waitForURL((url) => url.pathname === `/@${b.username}`);
    await alice.getByRole("heading", { name: b.username, exact: true }).waitFor();

    await alice.getByRole("button", { name: "Follow", exact: true }).click();
    await alice.getByRole("button", { name: "Unfollow", exact: true }).waitFor();
    await alice.getByRole("list", { name: "Counts" }).getByText("1 follower", { exact: true }).waitFor();

    // A's feed is open (empty for now: B has not posted) and listening for new posts.
    await goHome(alice);
    await alice.getByText("No posts yet from the people you follow.", { exact: false }).waitFor();
    await aliceSubscriptions("useNewPostsSignalSubscription");

    // B creates a post; an empty submit shows every validation message first.
    await bob.getByRole("button", { name: "Add New Post" }).click();
    const dialog = bob.getByRole("dialog", { name: "Create a New Post" });
    await dialog.getByRole("button", { name: "post", exact: true }).click();
    await dialog.getByText("Please write a caption.").waitFor();
    await dialog.getByText("Please select a file.").waitFor();
    const caption = "Sunset over the #bay";
    await dialog.getByLabel("Caption").fill(caption);
    await dialog.getByLabel("Choose images").setInputFiles(await pngImage(bob, "sunset.png", "#ff7733"));
    await dialog.getByText("Image 1 of 1").waitFor();
    // the caption's #hashtags are tags: the field holds only another one
    await dialog.getByLabel("Tags").fill("sunset");
    await dialog.getByRole("button", { name: "post", exact: true }).click();
    await toast(bob, "Post created successfully!").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await postCard(bob, b.username, caption).waitFor();

    // A sees the banner and, after clicking it, B's post.
    await alice.getByRole("button", { name: "New posts" }).click();
    const card = postCard(alice, b.username, caption);
    await card.locator("[data-post-image]").waitFor();
    await card.getByRole("list", { name: "Tags" }).getByText("#sunset").waitFor();
    // the caption's #bay is the tag's one link (the Tags list does not repeat it)
    expect(await card.getByRole("link", { name: "#bay", exact: true }).count()).toBe(1);

    await card.getByRole("button", { name: "Like", exact: true }).click();
    await card.getByText("1 like", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: "Like", exact: true }).getAttribute("aria-pressed")).toBe("true");

    const commentInput = card.getByLabel("Add a comment");
    await commentInput.fill("Lovely colours");
    await card.getByRole("button", { name: "post", exact: true }).click();
    await toast(alice, "Commented successfully!").waitFor();
    expect(await commentInput.inputValue()).toBe("");
    await card.getByRole("button", { name: "View 1 comment" }).click();
    const comments = alice.getByRole("dialog", { name: "See all comments" });
    await comments.getByText("Lovely colours").waitFor();
    await comments.getByText(/^\d+ seconds? ago$/).waitFor();
    await alice.keyboard.press("Escape");
    await comments.waitFor({ state: "hidden" });

    // B's bell counted the follow, the like and the comment as they happened.
    await expectUnreadBadge(bob, 3);
    // An unlike takes its notification back, live; liking again brings a new one.
    await card.getByRole("button", { name: "Like", exact: true }).click();
    await card.getByText("0 likes", { exact: true }).waitFor();
    await expectUnreadBadge(bob, 2);
    await card.getByRole("button", { name: "Like", exact: true }).click();
    await card.getByText("1 like", { exact: true }).waitFor();
    await expectUnreadBadge(bob, 3);
    await notificationBell(bob).click();
    const inbox = bob.getByRole("dialog", { name: "See All Notifications" });
    await inbox.getByText(`${a.username} followed you`).waitFor();
    await inbox.getByText(`${a.username} liked your post`).waitFor();
    await inbox.getByText(new RegExp(`^${a.username} commented (on )?your post$`)).waitFor();
    await inbox.getByRole("button", { name: "Clear All" }).click();
    await inbox.getByText("no notifications yet").waitFor();
    await bob.keyboard.press("Escape");
    await inbox.waitFor({ state: "hidden" });
    // Opening the dialog marked everything read.
    await bob.getByRole("banner").getByRole("button", { name: "Notifications", exact: true }).waitFor();

    // A saves the post, finds it in the Saved tab and removes it there.
    await card.getByRole("button", { name: "Save", exact: true }).click();
    await expect
      .poll(() => card.getByRole("button", { name: "Save", exact: true }).getAttribute("aria-pressed"))
      .toBe("true");
    await openOwnProfile(alice, a.username);
    await alice.getByRole("tab", { name: "Saved" }).click();
    const saved = alice.getByRole("list", { name: "Saved posts" });
    await saved.getByRole("link", { name: `${b.username}'s post: ${caption}` }).waitFor();
    await saved.getByRole("button", { name: "Remove from saved" }).click();
    await toast(alice, "Post unsaved successfully!").waitFor();
    await alice.getByText("No saved posts yet.").waitFor();

    // B deletes the post from the feed.
    const bobCard = postCard(bob, b.username, caption);
    await bobCard.getByRole("button", { name: "Post options" }).click();
    await bob.getByRole("menuitem", { name: "Delete Post" }).click();
    await bob
      .getByRole("dialog", { name: "Delete this post?" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await toast(bob, "Post deleted successfully!").waitFor();
    await bobCard.waitFor({ state: "detached" });
  });
});

async function expectUnreadBadge(page: Page, count: number): Promise<void> {
  await page.getByRole("button", { name: `Notifications, ${count} unread`, exact: true }).waitFor();
}
