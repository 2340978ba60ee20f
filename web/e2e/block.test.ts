// Blocking from a profile, in two browsers: ada blocks mallory from mallory's profile menu; the
// profile turns into "You blocked …" with Unblock; mallory's open tab, reloaded, finds no such
// user and no longer sees ada's post in the feed; ada finds mallory in Settings' "Blocked
// accounts" and unblocks there.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newTestUser, pngImage, toast } from "./support/authPage";
import { launchBrowser, newAppContext } from "./support/browser";
import { shootBothSizes } from "./support/screenshots";
import {
  createPostViaApi,
  followViaApi,
  graphql,
  openSignedIn,
  signUpViaApi,
  unfollowViaApi,
} from "./support/socialApi";
import { postCard, recordSubscriptions } from "./support/socialPage";

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

describe("block", () => {
  test("from a profile: the blocked one loses the blocker; unblocking from Settings", async () => {
    const [ada, mallory] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await followViaApi(mallory, ada);
    await followViaApi(ada, mallory);
    const [adaPage, malloryPage] = await Promise.all([newPage(), newPage()]);
    await adaPage.goto("/register");
    await createPostViaApi(
      ada,
      { caption: "Ada's harbour", tags: "harbour,sea" },
      await pngImage(adaPage, "a.png", "#2255cc"),
    );

    await openSignedIn(malloryPage, mallory);
    await postCard(malloryPage, ada.username, "Ada's harbour").waitFor();

    await openSignedIn(adaPage, ada, `/${mallory.auth.viewer.databaseId}`);
    await adaPage.getByRole("button", { name: `More options for ${mallory.username}` }).click();
    await adaPage.getByRole("menuitem", { name: `Block ${mallory.username}` }).click();
    const confirm = adaPage.getByRole("dialog", { name: `Block ${mallory.username}?` });
    await confirm.getByRole("button", { name: "Block" }).click();
    await toast(adaPage, `You blocked ${mallory.username}.`).waitFor();
    await adaPage.getByText(`You blocked ${mallory.username}`, { exact: true }).waitFor();
    expect(await adaPage.getByRole("button", { name: "Follow", exact: true }).count()).toBe(0);
    expect(await adaPage.getByRole("button", { name: "Unfollow", exact: true }).count()).toBe(0);

    // mallory: ada's post leaves the feed, and ada's profile is nobody's
    await malloryPage.reload();
    await malloryPage.getByRole("main").waitFor();
    await postCard(malloryPage, ada.username, "Ada's harbour").waitFor({ state: "detached" });
    await malloryPage.goto(`/${ada.auth.viewer.databaseId}`);
    await malloryPage.getByText("This user does not exist.").waitFor();

    // ada: Settings lists mallory under Blocked accounts, and unblocks there
    await adaPage.goto("/settings");
    const blocked = adaPage.getByRole("list", { name: "Blocked accounts" });
    await blocked.getByText(mallory.username, { exact: true }).waitFor();
    await blocked.getByRole("button", { name: `Unblock ${mallory.username}` }).click();
    await toast(adaPage, `You unblocked ${mallory.username}.`).waitFor();
    await adaPage.getByText("You haven't blocked anyone.").waitFor();

    await malloryPage.reload();
    await malloryPage.getByRole("heading", { name: ada.username }).first().waitFor();
  });

  test("the blocked one's open feed loses the blocker's posts at once, and is told nothing more", async () => {
    const [ada, mallory, carol, dave] = await Promise.all([
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
    ]);
    for (const followed of [ada, carol, dave]) await followViaApi(mallory, followed);
    const malloryPage = await newPage();
    await malloryPage.goto("/register");
    const image = await pngImage(malloryPage, "a.png", "#2255cc");
    await createPostViaApi(ada, { caption: "Ada's lighthouse", tags: "sea,light" }, image);
    await createPostViaApi(carol, { caption: "Carol's garden", tags: "garden,green" }, image);
    await createPostViaApi(dave, { caption: "Dave's kite", tags: "kite,wind" }, image);

    const subscribed = recordSubscriptions(malloryPage);
    await openSignedIn(malloryPage, mallory);
    await postCard(malloryPage, ada.username, "Ada's lighthouse").waitFor();
    await subscribed("useFeedDeparturesSubscription");
    await postCard(malloryPage, carol.username, "Carol's garden").waitFor();
    // The subscription starts on the server a moment after the page sent it, and nothing on the
    // page says when (on a busy machine, after a block sent at once): an unfollow of Dave made
    // elsewhere, again until his post leaves the feed, shows that it is live.
    await expect
      .poll(
        async () => {
          await followViaApi(mallory, dave);
          await unfollowViaApi(mallory, dave);
          return postCard(malloryPage, dave.username, "Dave's kite").count();
        },
        { interval: 500, timeout: 20_000 },
      )
      .toBe(0);

    await graphql(
      `mutation ($input: BlockUserInput!) { blockUser(input: $input) { __typename } }`,
      { input: { userId: mallory.auth.viewer.id } },
      ada.auth.token,
    );
    await postCard(malloryPage, ada.username, "Ada's lighthouse").waitFor({ state: "detached" });
    await postCard(malloryPage, carol.username, "Carol's garden").waitFor();
    expect(await malloryPage.getByText(/block/i).count()).toBe(0);
    await shootBothSizes(malloryPage, "feed-after-block");
  });
});
