import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser, pngImage, toast } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import {
  commentViaApi,
  createPostViaApi,
  followViaApi,
  openSignedIn,
  postActionViaApi,
  signUpViaApi,
  type ApiUser,
  type CreatedPost,
} from "./support/socialApi";
import { openOwnProfile, postCard } from "./support/socialPage";

// A page for each post, /p/{postId}: the link to share, and where a card's time, a grid tile and a
// notification lead. A post that is gone says so.
describe("the post page", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  async function postWithComment(caption: string): Promise<{ author: ApiUser; post: CreatedPost }> {
    const author = await signUpViaApi(newTestUser());
    const post = await createPostViaApi(
      author,
      { caption, tags: "sea,light" },
      await pngImage(page, "p.png", "#ee7733"),
    );
    await commentViaApi(author, post.id, "Taken at dawn");
    return { author, post };
  }

  /** The post page of `post`: its card with the comments listed in it and the comment box. */
  async function expectPostPage(author: ApiUser, post: CreatedPost, caption: string): Promise<void> {
    await page.waitForURL((url) => url.pathname === `/p/${post.databaseId}`);
    await page.getByRole("heading", { name: `${author.username}'s post`, level: 1 }).waitFor();
    const card = postCard(page, author.username, caption);
    await card.getByRole("list", { name: "Comments" }).getByText("Taken at dawn").waitFor();
    await card.getByLabel("Add a comment").waitFor();
  }

  test("opened from a shared link: the card, its comments, and a new comment joins the list", async () => {
    const { author, post } = await postWithComment("Harbour at dawn");
    const reader = await signUpViaApi(newTestUser());
    // Not a follower: the link is all the reader has.
    await openSignedIn(page, reader, `/p/${post.databaseId}`);
    await expectPostPage(author, post, "Harbour at dawn");
    const card = postCard(page, author.username, "Harbour at dawn");

    await card.getByLabel("Add a comment").fill("Wish I was there");
    await card.getByRole("button", { name: "post", exact: true }).click();
    await toast(page, "Commented successfully!").waitFor();
    const comments = card.getByRole("list", { name: "Comments" });
    await comments.getByText("Wish I was there").waitFor();
    expect(await comments.getByRole("listitem").count()).toBe(2);

    // The page's address is the link to share: loading it afresh shows the same.
    await page.reload();
    await comments.getByText("Wish I was there").waitFor();
  });

  test("the time on a card in the feed opens the post's page", async () => {
    const { author, post } = await postWithComment("Boats in the fog");
    const reader = await signUpViaApi(newTestUser());
    await followViaApi(reader, author);
    await openSignedIn(page, reader);

    await postCard(page, author.username, "Boats in the fog").getByRole("link", { name: / ago$/ }).click();
    await expectPostPage(author, post, "Boats in the fog");
  });

  test("a tile in a profile grid and in the saved grid opens the post's page", async () => {
    const { author, post } = await postWithComment("Lighthouse");
    const reader = await signUpViaApi(newTestUser());
    await postActionViaApi(reader, "savePost", post.id);
    const tileLink = (grid: string) =>
      page.getByRole("list", { name: grid }).getByRole("link", { name: `${author.username}'s post: Lighthouse` });

    await openSignedIn(page, reader, `/${author.auth.viewer.databaseId}`);
    await tileLink("Posts").click();
    await expectPostPage(author, post, "Lighthouse");

    await openOwnProfile(page, reader.username);
    await page.getByRole("tab", { name: "Saved" }).click();
    await tileLink("Saved posts").click();
    await expectPostPage(author, post, "Lighthouse");
  });

  test("a post that is gone says so, with the way home; deleting one's own post on its page says the same", async () => {
    const { author, post } = await postWithComment("Soon gone");
    const reader = await signUpViaApi(newTestUser());
    await postActionViaApi(author, "deletePost", post.id);

    await openSignedIn(page, reader, `/p/${post.databaseId}`);
    await page.getByText("This post is no longer available.").waitFor();
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    // An address that never named a post reads the same, never an error page.
    await page.goto("/p/not-a-post");
    await page.getByText("This post is no longer available.").waitFor();

    const own = await createPostViaApi(
      author,
      { caption: "Mine to delete", tags: "a,b" },
      await pngImage(page, "q.png", "#3377ee"),
    );
    await openSignedIn(page, author, `/p/${own.databaseId}`);
    await postCard(page, author.username, "Mine to delete").getByRole("button", { name: "Post options" }).click();
    await page.getByRole("menuitem", { name: "Delete Post" }).click();
    await page
      .getByRole("dialog", { name: "Delete this post?" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await toast(page, "Post deleted successfully!").waitFor();
    await page.getByText("This post is no longer available.").waitFor();
  });
});
