import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser, pngImage } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import {
  commentViaApi,
  createPostViaApi,
  followViaApi,
  openSignedIn,
  postActionViaApi,
  signUpViaApi,
} from "./support/socialApi";
import { notificationBell, postCard } from "./support/socialPage";

// Hashtag pages, lists of people, post search, explore and mentions, as a signed-in person finds them.

/** A word no other test's post holds: tags and searches then see this test's posts only. */
const freshWord = (stem: string) => `${stem}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

describe("discovery", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  test("a tag on a card opens its page: its posts newest first, with the count", async () => {
    const [viewer, author] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await followViaApi(viewer, author);
    const tag = freshWord("harbour");
    await page.goto("/register");
    await createPostViaApi(
      author,
      { caption: "Older boats", tags: `${tag},sea` },
      await pngImage(page, "a.png", "#336699"),
    );
    await createPostViaApi(
      author,
      { caption: "Newer boats", tags: `sea,${tag.toUpperCase()}` },
      await pngImage(page, "b.png", "#993366"),
    );
    await openSignedIn(page, viewer);

    await postCard(page, author.username, "Older boats")
      .getByRole("link", { name: `#${tag}` })
      .click();
    await page.waitForURL((url) => url.pathname === `/tags/${tag}`);
    await page.getByRole("heading", { level: 1, name: `#${tag}` }).waitFor();
    await page.getByText("2 posts", { exact: true }).waitFor();
    const list = page.getByRole("list", { name: `Posts tagged #${tag}` });
    await list.getByRole("article").first().waitFor();
    expect(
      await list.getByRole("article").evaluateAll((cards) => cards.map((card) => card.textContent?.includes("Newer"))),
    ).toEqual([true, false]);

    await page.goto("/tags/no-such-tag-at-all");
    await page.getByText("No posts are tagged #no-such-tag-at-all yet.").waitFor();
  });

  test("followers, following and likers open as lists with Follow buttons", async () => {
    const [viewer, star, fan] = await Promise.all([
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
    ]);
    await followViaApi(fan, star);
    await followViaApi(star, fan);
    await followViaApi(viewer, star);
    await page.goto("/register");
    const post = await createPostViaApi(
      star,
      { caption: "Liked by a fan", tags: "a,b" },
      await pngImage(page, "l.png", "#558833"),
    );
    await postActionViaApi(fan, "likePost", post.id);
    await openSignedIn(page, viewer, `/${star.auth.viewer.databaseId}`);

    const counts = page.getByRole("list", { name: "Counts" });
    await counts.getByRole("button", { name: "2 followers" }).click();
    const followers = page.getByRole("dialog", { name: "Followers" });
    await followers.getByRole("link", { name: new RegExp(fan.username) }).waitFor();
    // the viewer is listed, without a button to follow themself
    await followers.getByRole("link", { name: new RegExp(viewer.username) }).waitFor();
    expect(await followers.getByRole("button", { name: `Follow ${viewer.username}` }).count()).toBe(0);
    await followers.getByRole("button", { name: `Follow ${fan.username}` }).click();
    await followers.getByRole("button", { name: `Unfollow ${fan.username}` }).waitFor();
    await page.keyboard.press("Escape");

    await counts.getByRole("button", { name: "1 following" }).click();
    await page
      .getByRole("dialog", { name: "Following" })
      .getByRole("link", { name: new RegExp(fan.username) })
      .waitFor();
    await page.keyboard.press("Escape");

    await page.goto(`/p/${post.databaseId}`);
    await page.getByRole("button", { name: "1 like" }).click();
    const likers = page.getByRole("dialog", { name: "Liked by" });
    await likers.getByRole("button", { name: `Unfollow ${fan.username}` }).waitFor();
    await likers.getByRole("link", { name: new RegExp(fan.username) }).click();
    await page.waitForURL((url) => url.pathname === `/@${fan.username}`);
  });

  test("the home search's Posts section finds posts by caption and tag; odd input finds nothing and breaks nothing", async () => {
    const [viewer, author] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    const word = freshWord("lighthouse");
    await page.goto("/register");
    await createPostViaApi(
      author,
      { caption: `A ${word} at dusk`, tags: "coast,light" },
      await pngImage(page, "s.png", "#224466"),
    );
    await createPostViaApi(
      author,
      { caption: "Tagged only", tags: `${word},x` },
      await pngImage(page, "t.png", "#446622"),
    );
    await openSignedIn(page, viewer);

    const search = page.getByRole("combobox", { name: "Search users" });
    await search.fill(word);
    await page.getByRole("option", { name: `Search posts for “${word}”` }).click();
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === word);
    await page.getByRole("status").getByText(`2 posts match “${word}”`).waitFor();
    const results = page.getByRole("list", { name: `Posts matching ${word}` });
    await postCard(page, author.username, "Tagged only").waitFor();
    expect(await results.getByRole("article").count()).toBe(2);

    for (const odd of ["%", "'", "the"]) {
      await page.getByRole("searchbox", { name: "Search posts" }).fill(odd);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.getByRole("main").getByText(`No posts match “${odd}”.`).waitFor();
    }
    await page.goto(`/search?q=${"x".repeat(5000)}`);
    await page.getByRole("alert").getByText("Keep the search to 200 characters or fewer.").waitFor();
  });

  test("explore shows popular posts of people not followed, and Refresh brings newer ones without a reload", async () => {
    const [viewer, followed, stranger] = await Promise.all([
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
    ]);
    await followViaApi(viewer, followed);
    const [first, followedCaption, later] = [
      freshWord("Far shore "),
      freshWord("From a friend "),
      freshWord("Just now "),
    ];
    await page.goto("/register");
    const image = await pngImage(page, "e.png", "#884422");
    await createPostViaApi(stranger, { caption: first, tags: "a,b" }, image);
    await createPostViaApi(followed, { caption: followedCaption, tags: "a,b" }, image);
    await openSignedIn(page, viewer);

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Explore" })
      .or(page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Explore" }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === "/explore");
    await postCard(page, stranger.username, first).waitFor();
    expect(await postCard(page, followed.username, followedCaption).count()).toBe(0);

    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await createPostViaApi(stranger, { caption: later, tags: "a,b" }, image);
    await page.getByRole("button", { name: "Refresh" }).click();
    await postCard(page, stranger.username, later).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  });

  test("@mentions and #tags in captions and comments are links; the person mentioned is told", async () => {
    const [viewer, author] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await followViaApi(viewer, author);
    await page.goto("/register");
    const caption = `Sailing with @${viewer.username}. #regatta <b>not bold</b>`;
    const post = await createPostViaApi(author, { caption, tags: "a,b" }, await pngImage(page, "m.png", "#3355aa"));
    await commentViaApi(author, post.id, `@${viewer.username} see #regatta`);
    await openSignedIn(page, viewer, `/p/${post.databaseId}`);

    const card = postCard(page, author.username, "Sailing with");
    // what was written shows as text: no element was made of it
    await card.getByText("<b>not bold</b>", { exact: false }).waitFor();
    expect(await card.locator("b").count()).toBe(0);
    await card.getByRole("list", { name: "Comments" }).getByRole("link", { name: "#regatta" }).waitFor();

    await notificationBell(page).click();
    await page
      .getByRole("dialog", { name: "See All Notifications" })
      .getByText(`${author.username} mentioned you`)
      .first()
      .waitFor();
    await page.keyboard.press("Escape");

    // the caption's, above the comment's
    await card
      .getByRole("link", { name: `@${viewer.username}` })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `/profile/${viewer.auth.viewer.databaseId}`);
    await page.goto("/u/nobody_has_this_name_x");
    await page.getByText("Nobody is called @nobody_has_this_name_x.").waitFor();
  });
});
