// A row acted on leaves its list (Approve or Decline a follow request, Unmute or Unblock in
// Settings): the keyboard focus moves to the same button of the next row, or to the list's
// heading when none is left, never to the page's <body> (WCAG 2.4.3). The moderation desk's
// Dismiss is asserted in moderation.test.ts, which has moderators.
import type { Page } from "playwright-core";
import { beforeEach, describe, test } from "vitest";
import { newTestUser } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { expectFocused } from "./support/focus";
import { shootBothSizes } from "./support/screenshots";
import { followViaApi, graphql, openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";

async function makePrivate(user: ApiUser): Promise<void> {
  await graphql(
    `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }`,
    { input: { isPrivate: true } },
    user.auth.token,
  );
}

async function mute(muter: ApiUser, muted: ApiUser): Promise<void> {
  await graphql(
    `mutation ($input: MuteUserInput!) { muteUser(input: $input) { __typename } }`,
    { input: { userId: muted.auth.viewer.id } },
    muter.auth.token,
  );
}

/** Presses `name`'s button with the keyboard, as someone who cannot use a pointer would. */
async function pressWithKeyboard(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name, exact: true }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name, exact: true }).waitFor({ state: "detached" });
}

describe("the focus after a row leaves its list", () => {
  const tab = freshPagePerTest();
  let page: Page;
  beforeEach(() => {
    page = tab.page;
  });

  test("follow requests: Approve moves to the next request's Approve, the last to the page's heading", async () => {
    const [owner, first, second] = await Promise.all([
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
    ]);
    await makePrivate(owner);
    await followViaApi(first, owner);
    await followViaApi(second, owner);
    await openSignedIn(page, owner, "/follow-requests");
    const requests = page.getByRole("list", { name: "Follow requests" });
    await requests.getByRole("listitem").nth(1).waitFor();
    await shootBothSizes(page, "follow-requests");
    const [top, next] = await requests
      .getByRole("listitem")
      .evaluateAll((rows) => rows.map((row) => row.querySelector("a")?.textContent ?? ""));
    const username = (row: string | undefined) => [first, second].find((u) => row?.startsWith(u.username))!.username;

    await pressWithKeyboard(page, `Approve ${username(top)}`);
    await expectFocused(page.getByRole("button", { name: `Approve ${username(next)}`, exact: true }));
    await pressWithKeyboard(page, `Decline ${username(next)}`);
    await page.getByText("No follow requests right now.").waitFor();
    await expectFocused(page.getByRole("heading", { level: 1, name: "Follow requests" }));
  });

  test("Settings: Unmute moves to the next muted account, the last to the list's heading", async () => {
    const [me, loud, louder] = await Promise.all([
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
    ]);
    await mute(me, loud);
    await mute(me, louder);
    await openSignedIn(page, me, "/settings");
    const muted = page.getByRole("list", { name: "Muted accounts" });
    await muted.getByRole("listitem").nth(1).waitFor();
    await shootBothSizes(page, "settings-muted-accounts", muted);
    const names = await muted.getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.ariaLabel ?? ""));

    await pressWithKeyboard(page, names[1]!);
    await expectFocused(page.getByRole("button", { name: names[0]!, exact: true }));
    await pressWithKeyboard(page, names[0]!);
    await page.getByText("You haven't muted anyone.").waitFor();
    await expectFocused(page.getByRole("heading", { name: "Muted accounts" }));
  });
});
