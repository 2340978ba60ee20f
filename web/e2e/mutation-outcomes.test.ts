import type { Page, Route } from "playwright-core";
import { describe, expect, test } from "vitest";
import { newTestUser, pngImage, toast } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { createPostViaApi, graphql, openSignedIn, signUpViaApi } from "./support/socialApi";
import { postCard } from "./support/socialPage";

const LIKE_OPERATION = "useToggleLikeLikeMutation";

/** Answers the like mutation with `answer` instead of letting it reach the server; other requests pass. */
async function interceptLike(page: Page, answer: (route: Route) => Promise<void>): Promise<void> {
  await page.route("**/graphql", async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === LIKE_OPERATION) await answer(route);
    else await route.fallback();
  });
}

// Every mutation of the web client runs through one wrapper (useAppMutation): a refusal and a
// failure read the same on every screen, and an optimistic change is undone either way.
describe("a mutation's refusal or failure", () => {
  const tab = freshPagePerTest();

  async function openPost(): Promise<{ page: Page; likeButton: ReturnType<Page["getByRole"]> }> {
    const { page } = tab;
    const author = await signUpViaApi(newTestUser());
    const post = await createPostViaApi(
      author,
      { caption: "Quiet lake", tags: "lake,calm" },
      await pngImage(page, "l.png", "#3366aa"),
    );
    await openSignedIn(page, await signUpViaApi(newTestUser()), `/p/${post.databaseId}`);
    const card = postCard(page, author.username, "Quiet lake");
    await card.getByText("0 likes", { exact: true }).waitFor();
    return { page, likeButton: card.getByRole("button", { name: "Like", exact: true }) };
  }

  test("a refusal is told in an error toast in the client's words, and the like is undone", async () => {
    const { page, likeButton } = await openPost();
    await interceptLike(page, (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({
          data: {
            likePost: { __typename: "NotFoundError", __isUserError: "NotFoundError", code: "NOT_FOUND", message: "x" },
          },
        }),
      }),
    );
    await likeButton.click();
    await toast(page, "It no longer exists.").waitFor();
    await expect.poll(() => likeButton.getAttribute("aria-pressed")).toBe("false");
  });

  test("a failure is told in the screen's words, logged once with the operation's name, and the like is undone", async () => {
    const { page, likeButton } = await openPost();
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().includes(LIKE_OPERATION)) logged.push(message.text());
    });
    await interceptLike(page, (route) => route.abort("connectionrefused"));
    await likeButton.click();
    await toast(page, "The like was not saved. Please try again.").waitFor();
    await expect.poll(() => likeButton.getAttribute("aria-pressed")).toBe("false");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(new RegExp(`^Mutation ${LIKE_OPERATION} failed:`));
  });
});

// A creating mutation carries an idempotency key: when its answer is lost, the client sends it
// again with the same key, and the server answers the first one instead of saving it twice.
describe("a comment whose answer is lost", () => {
  const tab = freshPagePerTest();

  test("is sent again with the same key, told as saved, and stored once", async () => {
    const { page } = tab;
    const author = await signUpViaApi(newTestUser());
    const post = await createPostViaApi(
      author,
      { caption: "Windy pier", tags: "pier,wind" },
      await pngImage(page, "w.png", "#5588aa"),
    );
    await openSignedIn(page, await signUpViaApi(newTestUser()), `/p/${post.databaseId}`);
    const card = postCard(page, author.username, "Windy pier");

    // the first send reaches the server, which saves the comment; its answer never comes back
    const keys: unknown[] = [];
    await page.route("**/graphql", async (route) => {
      const body = route.request().postDataJSON() as {
        operationName?: string;
        variables?: { input?: { idempotencyKey?: unknown } };
      } | null;
      if (body?.operationName !== "CommentBoxMutation") return route.fallback();
      keys.push(body.variables?.input?.idempotencyKey);
      if (keys.length > 1) return route.fallback();
      await route.fetch();
      await route.abort("connectionreset");
    });

    await card.getByLabel("Add a comment").fill("Hold on to your hat");
    await card.getByRole("button", { name: "post", exact: true }).click();
    await toast(page, "Commented successfully!").waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

    const stored = await graphql<{ post: { commentCount: number } }>(
      "query ($id: ID!) { post(id: $id) { commentCount } }",
      { id: post.id },
    );
    expect(stored.post.commentCount).toBe(1);
  });
});
