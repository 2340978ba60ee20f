import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser, pngImage, toast } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { createPostViaApi, openSignedIn, signUpViaApi } from "./support/socialApi";
import { createPostThroughDialog, openOwnProfile, postCard } from "./support/socialPage";

describe("editing and deleting own posts", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  test("Edit Post changes the caption and tags (validated) and keeps them after a reload", async () => {
    const author = await signUpViaApi(newTestUser());
    await openSignedIn(page, author);
    await createPostThroughDialog(
      page,
      { caption: "First draft #morning", tags: "draft,one" },
      await pngImage(page, "a.png", "#22aa66"),
    );

    const card = postCard(page, author.username, "First draft");
    await card.getByRole("button", { name: "Post options" }).click();
    // Own posts offer Edit and Delete, never Follow.
    await page.getByRole("menuitem", { name: "Delete Post" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Follow" }).count()).toBe(0);
    await page.getByRole("menuitem", { name: "Edit Post" }).click();

    const dialog = page.getByRole("dialog", { name: "Edit Post" });
    // the caption's #hashtags are tags already: the field holds only the others
    expect(await dialog.getByLabel("Caption").inputValue()).toBe("First draft #morning");
    expect(await dialog.getByLabel("Tags").inputValue()).toBe("draft, one");
    await dialog.getByLabel("Caption").fill("");
    await dialog.getByLabel("Tags").fill("golden hour");
    await dialog.getByRole("button", { name: "save", exact: true }).click();
    await dialog.getByText("Please write a caption.").waitFor();
    await dialog.getByText("A tag can't contain spaces: separate tags with commas, like sunset, bay.").waitFor();

    // Spaces around the commas are what people type; the server stores the tags trimmed, once each,
    // and the new caption's hashtags replace the old one's.
    await dialog.getByLabel("Caption").fill("Final cut #evening");
    await dialog.getByLabel("Tags").fill("golden, hour , Golden");
    await dialog.getByRole("button", { name: "save", exact: true }).click();
    await toast(page, "Post updated successfully!").waitFor();
    await dialog.waitFor({ state: "hidden" });
    const edited = postCard(page, author.username, "Final cut");
    await edited.getByText("#golden").waitFor();
    await edited.getByText("#hour").waitFor();
    // the caption's #evening links to the tag; the Tags list leaves it there (one Tab stop a tag)
    await edited.getByRole("link", { name: "#evening", exact: true }).waitFor();
    expect(await edited.getByRole("list", { name: "Tags" }).getByText("#evening").count()).toBe(0);
    expect(await edited.getByText(/^#golden$/i).count()).toBe(1);
    expect(await edited.getByText("#morning").count()).toBe(0);

    // The server kept the change: the own profile grid opens the post's page with its new text.
    await openOwnProfile(page, author.username);
    await page.reload();
    await page
      .getByRole("list", { name: "Posts" })
      .getByRole("link", { name: /Final cut/ })
      .click();
    await postCard(page, author.username, "Final cut").getByText("#hour").waitFor();
  });

  test("the delete icon on the own profile grid removes the post and updates the count", async () => {
    const author = await signUpViaApi(newTestUser());
    await openSignedIn(page, author);
    await createPostViaApi(
      author,
      { caption: "To be removed", tags: "old,news" },
      await pngImage(page, "b.png", "#3355ee"),
    );

    await openOwnProfile(page, author.username);
    const counts = page.getByRole("list", { name: "Counts" });
    await counts.getByText("1 post", { exact: true }).waitFor();
    const grid = page.getByRole("list", { name: "Posts" });
    await grid.getByRole("link", { name: `${author.username}'s post: To be removed` }).waitFor();
    // A misclick costs nothing: the question comes first, and Cancel keeps the post.
    await grid.getByRole("button", { name: "Delete post" }).click();
    const question = page.getByRole("dialog", { name: "Delete this post?" });
    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "hidden" });
    await page.reload();
    await grid.getByRole("link", { name: `${author.username}'s post: To be removed` }).waitFor();
    await grid.getByRole("button", { name: "Delete post" }).click();
    await question.getByRole("button", { name: "Delete", exact: true }).click();
    await toast(page, "Post deleted successfully!").waitFor();
    await page.getByText("No posts yet").waitFor();
    await counts.getByText("0 posts", { exact: true }).waitFor();
  });
});
