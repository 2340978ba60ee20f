import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newTestUser, pngImage } from "./support/authPage";
import { twoPagesPerTest } from "./support/browser";
import {
  createPostViaApi,
  followViaApi,
  openSignedIn,
  postActionViaApi,
  signUpViaApi,
  unfollowViaApi,
} from "./support/socialApi";
import { recordSubscriptions } from "./support/socialPage";

// Counts on screen follow every follow and unfollow live, the viewer's own and other people's:
// Bob's mini profile (his own counts) and Alice's view of Bob's profile change without a reload,
// whoever follows, unfollows or posts.
describe("live follower and post counts", () => {
  const people = twoPagesPerTest();

  /** The mini profile's counts, e.g. "0 following 1 follower" (as read on screen). */
  const miniProfileCounts = (page: Page): Locator => page.getByRole("list", { name: "Follow counts" });
  /** A profile page's counts, e.g. "1 post 2 followers 0 following". */
  const profileCounts = (page: Page): Locator => page.getByRole("list", { name: "Counts" });
  const text = (list: Locator) =>
    list.evaluate((element: HTMLElement) => element.innerText.replace(/\s+/g, " ").trim());

  it("changes Bob's mini profile and Alice's view of his profile as people follow, unfollow and post", async () => {
    const [bob, alice, carol] = await Promise.all([1, 2, 3].map(() => signUpViaApi(newTestUser())));
    const { first: bobsPage, second: alicesPage } = people;
    const bobSubscribed = recordSubscriptions(bobsPage);
    const aliceSubscribed = recordSubscriptions(alicesPage);
    await openSignedIn(bobsPage, bob, "/");
    await openSignedIn(alicesPage, alice, `/${bob.auth.viewer.databaseId}`);
    await expect.poll(() => text(miniProfileCounts(bobsPage))).toBe("0 following 0 followers");
    await expect.poll(() => text(profileCounts(alicesPage))).toBe("0 posts 0 followers 0 following");
    await bobSubscribed("useLiveCountsSubscription");
    await aliceSubscribed("useLiveCountsSubscription");

    // Alice follows Bob from his profile: her view at once, Bob's mini profile live ("alice followed you")
    await alicesPage.getByRole("button", { name: "Follow", exact: true }).click();
    await expect.poll(() => text(profileCounts(alicesPage))).toBe("0 posts 1 follower 0 following");
    await expect.poll(() => text(miniProfileCounts(bobsPage))).toBe("0 following 1 follower");

    // someone else follows Bob, and Bob follows someone and posts: both screens hear it
    await followViaApi(carol, bob);
    await expect.poll(() => text(profileCounts(alicesPage))).toBe("0 posts 2 followers 0 following");
    await expect.poll(() => text(miniProfileCounts(bobsPage))).toBe("0 following 2 followers");
    await followViaApi(bob, carol);
    const post = await createPostViaApi(
      bob,
      { caption: "Counting", tags: "live,counts" },
      await pngImage(alicesPage, "c.png", "#44aa88"),
    );
    await expect.poll(() => text(profileCounts(alicesPage))).toBe("1 post 2 followers 1 following");
    await expect.poll(() => text(miniProfileCounts(bobsPage))).toBe("1 following 2 followers");

    // unfollows send no notification, yet the counts follow them too
    await alicesPage.getByRole("button", { name: "Unfollow", exact: true }).click();
    await expect.poll(() => text(profileCounts(alicesPage))).toBe("1 post 1 follower 1 following");
    await expect.poll(() => text(miniProfileCounts(bobsPage))).toBe("1 following 1 follower");
    await unfollowViaApi(carol, bob);
    await postActionViaApi(bob, "deletePost", post.id);
    await expect.poll(() => text(profileCounts(alicesPage))).toBe("0 posts 0 followers 1 following");
    await expect.poll(() => text(miniProfileCounts(bobsPage))).toBe("1 following 0 followers");
  });
});
