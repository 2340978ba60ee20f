import { describe, expect, it } from "vitest";
import { newTestUser, pngImage } from "./support/authPage";
import { twoPagesPerTest } from "./support/browser";
import { shootBothSizes } from "./support/screenshots";
import { createPostViaApi, openSignedIn, postActionViaApi, signUpViaApi } from "./support/socialApi";
import { notificationBell, recordSubscriptions } from "./support/socialPage";

// A post's page, live: Bob reads his post while Alice, on the same page, comments and likes it;
// Bob sees her comment and the count at once, his bell groups the likes into one entry that grows
// and expands to the names, and Alice's page says so when Bob deletes the post.
describe("live post page and grouped notifications", () => {
  const people = twoPagesPerTest();

  it("shows another person's comment and like live, groups the likes, and tells of the deletion", async () => {
    const [bob, alice, carol] = await Promise.all([1, 2, 3].map(() => signUpViaApi(newTestUser())));
    const { first: bobsPage, second: alicesPage } = people;
    const post = await createPostViaApi(
      bob,
      { caption: "Harbour at dawn", tags: "sea,morning" },
      await pngImage(bobsPage, "h.png", "#3377aa"),
    );
    const bobSubscribed = recordSubscriptions(bobsPage);
    const aliceSubscribed = recordSubscriptions(alicesPage);
    await openSignedIn(bobsPage, bob, `/p/${post.databaseId}`);
    await openSignedIn(alicesPage, alice, `/p/${post.databaseId}`);
    await bobSubscribed("useLiveCommentsAddedSubscription");
    await bobSubscribed("useLivePostUpdatedSubscription");
    await aliceSubscribed("useLivePostRemovedSubscription");

    // Alice comments and likes on her screen; Bob's page shows both without a reload
    await alicesPage.getByRole("textbox", { name: "Add a comment" }).fill("What a light!");
    await alicesPage.getByRole("button", { name: "post", exact: true }).click();
    await alicesPage.getByRole("button", { name: "Like", exact: true }).click();
    await bobsPage.getByRole("list", { name: "Comments" }).getByText("What a light!").waitFor();
    await bobsPage.getByRole("button", { name: "1 like", exact: true }).waitFor();

    // Carol likes it too: Bob's bell holds one entry for both likes, newest first
    await postActionViaApi(carol, "likePost", post.id);
    await bobsPage.getByRole("button", { name: "2 likes", exact: true }).waitFor();
    await bobsPage.getByRole("button", { name: "Notifications, 2 unread", exact: true }).waitFor();
    await notificationBell(bobsPage).click();
    const dialog = bobsPage.getByRole("dialog", { name: "See All Notifications" });
    const likes = dialog.getByRole("link", {
      name: new RegExp(`^${carol.username} and ${alice.username} liked your post`),
    });
    await likes.waitFor();
    await dialog.getByRole("link", { name: new RegExp(`^${alice.username} commented on your post`) }).waitFor();
    await dialog.getByRole("button", { name: "Show names of the 2 people" }).click();
    const names = dialog.getByRole("list", { name: "People in this notification" });
    await expect
      .poll(() => names.getByRole("link").allInnerTexts())
      .toEqual([expect.stringContaining(carol.username), expect.stringContaining(alice.username)]);
    await shootBothSizes(bobsPage, "grouped-notifications");
    await bobsPage.keyboard.press("Escape");
    await shootBothSizes(bobsPage, "live-post-page");

    // Bob deletes the post: Alice's page says so
    await postActionViaApi(bob, "deletePost", post.id);
    await alicesPage.getByRole("heading", { name: "Post deleted" }).waitFor();
    await alicesPage.getByText("This post was deleted while you were reading it.").waitFor();
    await shootBothSizes(alicesPage, "post-deleted-while-open");
  });
});
