import { describe, expect, it } from "vitest";
import { newTestUser, pngImage } from "./support/authPage";
import { twoPagesPerTest } from "./support/browser";
import { shootBothSizes } from "./support/screenshots";
import { commentViaApi, createPostViaApi, openSignedIn, signUpViaApi } from "./support/socialApi";
import { recordSubscriptions } from "./support/socialPage";

// Alice edits her comment on Bob's post in place; Bob, reading the same post, sees the new words
// and "edited" without a reload, and may delete her comment but not reword it.
describe("editing a comment", () => {
  const people = twoPagesPerTest();

  it("the author edits in place (Escape cancels, the rules hold), marked edited, live for others", async () => {
    const [bob, alice] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    const { first: alicesPage, second: bobsPage } = people;
    const post = await createPostViaApi(
      bob,
      { caption: "Rooftops", tags: "city,roofs" },
      await pngImage(alicesPage, "r.png", "#884422"),
    );
    await commentViaApi(alice, post.id, "Lovley colours");
    const bobSubscribed = recordSubscriptions(bobsPage);
    await openSignedIn(bobsPage, bob, `/p/${post.databaseId}`);
    await openSignedIn(alicesPage, alice, `/p/${post.databaseId}`);
    await bobSubscribed("useLiveCommentsUpdatedSubscription");

    const comments = alicesPage.getByRole("list", { name: "Comments" });
    await comments.getByText("Lovley colours").waitFor();
    expect(await comments.getByText("edited", { exact: false }).count()).toBe(0);
    const openEditor = async () => {
      await comments.getByRole("button", { name: "Comment options" }).click();
      await alicesPage.getByRole("menuitem", { name: "Edit Comment" }).click();
      return comments.getByRole("textbox", { name: "Comment text" });
    };

    // Escape leaves the text as it was
    let text = await openEditor();
    expect(await text.inputValue()).toBe("Lovley colours");
    await text.fill("Something else");
    await text.press("Escape");
    await text.waitFor({ state: "detached" });
    await comments.getByText("Lovley colours").waitFor();

    // a new comment's rules: not empty, at most 1000 characters
    text = await openEditor();
    const save = comments.getByRole("button", { name: "Save" });
    await text.fill("   ");
    expect(await save.isDisabled()).toBe(true);
    await text.fill("x".repeat(1001));
    await save.click();
    await comments.getByText("Comment must be at most 1000 characters.").waitFor();
    await text.fill("Lovely colours!");
    await shootBothSizes(alicesPage, "comment-editor");
    await save.click();
    await text.waitFor({ state: "detached" });
    await comments.getByText("Lovely colours!").waitFor();
    await comments.getByText("· edited").waitFor();

    // Bob sees the new words live, marked edited; he may delete the comment, not reword it
    const bobsComments = bobsPage.getByRole("list", { name: "Comments" });
    await bobsComments.getByText("Lovely colours!").waitFor();
    await bobsComments.getByText("· edited").waitFor();
    await bobsComments.scrollIntoViewIfNeeded();
    await shootBothSizes(bobsPage, "comment-edited");
    await bobsComments.getByRole("button", { name: "Comment options" }).click();
    await bobsPage.getByRole("menuitem", { name: "Delete Comment" }).waitFor();
    expect(await bobsPage.getByRole("menuitem", { name: "Edit Comment" }).count()).toBe(0);

    // kept: a reload still shows the edit
    await alicesPage.reload();
    await comments.getByText("Lovely colours!").waitFor();
    await comments.getByText("· edited").waitFor();
  });
});
