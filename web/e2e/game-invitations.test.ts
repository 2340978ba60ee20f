import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { toast } from "./support/authPage";
import { twoPagesPerTest } from "./support/browser";
import { expectFocused, focusIsOnBody, focusTrail, recordFocusPerFrame } from "./support/focus";
import {
  activeFriends,
  focusedCell,
  friendsInLobby,
  invitationPrompt,
  invite,
  setAnswerWindowViaApi,
  waitForBoard,
} from "./support/gamePage";
import { notificationBell } from "./support/socialPage";

// Invitations for everyone: a prompt a keyboard and a screen reader reach at once, a longer answer
// window for who needs it, a relaxed clock the invitee sees before agreeing, and the bell keeping
// every invitation (answerable while open, marked expired live).
describe("game invitations", () => {
  const people = twoPagesPerTest();
  let alice: Page, bob: Page;
  beforeEach(() => void ({ first: alice, second: bob } = people));

  const focusedName = (page: Page) =>
    page.evaluate(
      () =>
        document.activeElement?.getAttribute("aria-label") ??
        document.activeElement?.textContent ??
        document.activeElement?.tagName,
    );

  /** Bob's focus is on a button (he is not typing) when Alice invites him: the prompt takes it. */
  async function promptTakesFocusFromAButton() {
    const { a, b } = await friendsInLobby(alice, bob);
    const addPost = bob.getByRole("button", { name: "Add New Post" });
    await addPost.focus();
    await invite(alice, b);
    const prompt = invitationPrompt(bob, a);
    await prompt.waitFor();
    await expectFocused(prompt);
    return { a, b, addPost, prompt };
  }

  test("by keyboard alone: the prompt takes the focus and gives it back; while typing it is announced and Alt+Shift+A reaches it", async () => {
    // Bob tabs from the prompt to Reject, and focus comes back to where it was.
    const { a, b, addPost, prompt } = await promptTakesFocusFromAButton();
    await bob.keyboard.press("Tab");
    await bob.keyboard.press("Tab");
    expect(await focusedName(bob)).toBe("Reject");
    await bob.keyboard.press("Enter");
    await prompt.waitFor({ state: "detached" });
    expect(await addPost.evaluate((button) => button === document.activeElement)).toBe(true);
    // Alice pressed Invite and the button keeps her focus while it waits, then offers to invite again
    await activeFriends(alice)
      .getByRole("button", { name: `Invite ${b.username}` })
      .waitFor();
    expect(await focusedName(alice)).toBe(`Invite ${b.username}`);

    // Bob types in the search box: the prompt leaves his focus there and is announced instead.
    const search = bob.getByPlaceholder("Search for people and posts");
    await search.fill("ad");
    await alice.keyboard.press("Enter"); // Alice invites again, from the keyboard
    await prompt.waitFor();
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect
      .poll(() => bob.getByRole("alert").filter({ hasText: "press Alt+Shift+A" }).textContent())
      .toContain(`${a.username} invites you to play Tic Tac Toe`);
    await bob.keyboard.press("Alt+Shift+A");
    await expect.poll(() => prompt.evaluate((element) => element === document.activeElement)).toBe(true);
    await bob.keyboard.press("Escape"); // answer later: the prompt goes, focus back in the search box
    await prompt.waitFor({ state: "detached" });
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
  });

  test("Accept takes both players to the board with the focus on it, never on the page's body in between", async () => {
    const { prompt } = await promptTakesFocusFromAButton();
    const accept = prompt.getByRole("button", { name: "Accept" });
    await bob.keyboard.press("Tab");
    await expectFocused(accept);
    for (const page of [alice, bob]) await recordFocusPerFrame(page);
    await bob.keyboard.press("Enter");

    for (const page of [alice, bob]) {
      await waitForBoard(page);
      await expect.poll(() => focusedCell(page)).toBe("Centre, empty");
    }
    // every frame in between showed the focus on a control: the one pressed, then the board's centre
    expect(await focusTrail(bob, "Centre, empty")).toEqual(["Accept", "Centre, empty"]);
    expect(await focusTrail(alice, "Centre, empty")).not.toContain("body");
  });

  test("a prompt that took the focus and runs out of time gives the focus back to where it came from", async () => {
    // Bob's clock is the test's: the prompt's answer window passes when the test says.
    await bob.clock.install();
    const { addPost, prompt } = await promptTakesFocusFromAButton();
    await bob.clock.runFor(5_000); // the standard answer window
    await prompt.waitFor({ state: "detached" });
    await expectFocused(addPost);
    expect(await focusIsOnBody(bob)).toBe(false);
  });

  test("rejecting from the bell: the entry says so and keeps the focus, and the inviter is told", async () => {
    const { a, b } = await friendsInLobby(alice, bob);
    await setAnswerWindowViaApi(b, 30); // time to open the bell and answer there
    await invite(alice, b);
    await invitationPrompt(bob, a).waitFor();
    await bob.keyboard.press("Escape");
    await notificationBell(bob).click();
    const entry = bob
      .getByRole("list", { name: "Notifications" })
      .getByRole("listitem")
      .filter({ hasText: `${a.username} invited you to play Tic Tac Toe` });
    await entry.getByText("Waiting for your answer").waitFor();
    await entry.getByRole("button", { name: "Reject" }).click();

    await entry.getByText("You declined").waitFor();
    expect(await entry.getByRole("button").count()).toBe(0);
    // the Reject button went with the answer: the focus stays on the entry, on what became of it
    await expectFocused(entry.getByRole("status"));
    await toast(alice, `${b.username} declined your invitation`).waitFor();
    await activeFriends(alice)
      .getByRole("button", { name: `Invite ${b.username}` })
      .waitFor();
  });

  test("the bell keeps the invitation: answerable while open, marked expired when it expires, and accepted from there", async () => {
    const { a, b } = await friendsInLobby(alice, bob);
    const bell = notificationBell(bob);
    const entries = bob.getByRole("list", { name: "Notifications" });

    // Bob puts the first prompt off; in his bell it waits for an answer, then expires before his eyes.
    await invite(alice, b);
    await invitationPrompt(bob, a).waitFor();
    await bob.keyboard.press("Escape");
    await bell.click();
    const missed = entries.getByRole("listitem").filter({ hasText: `${a.username} invited you to play Tic Tac Toe` });
    await missed.getByRole("button", { name: "Accept" }).waitFor();
    await missed.getByText("Expired: it was not answered in time").waitFor();
    expect(await missed.getByRole("button").count()).toBe(0);
    await bob.keyboard.press("Escape");

    // Alice tries again; Bob puts it off too, then accepts from the bell.
    await activeFriends(alice)
      .getByRole("button", { name: `Invite ${b.username}` })
      .waitFor();
    await invite(alice, b);
    await invitationPrompt(bob, a).waitFor();
    await bob.keyboard.press("Escape");
    await bell.click();
    const open = entries.getByRole("listitem").filter({ hasText: "Waiting for your answer" });
    await open.getByRole("button", { name: "Accept" }).click();
    const path = await waitForBoard(bob);
    expect(await waitForBoard(alice)).toBe(path);
  });

  test("Bob's longer answer window (Settings) is honoured and told to Alice; Alice's relaxed clock is shown to Bob before he agrees", async () => {
    const { a, b } = await friendsInLobby(alice, bob);
    await bob.getByRole("banner").getByRole("button", { name: b.username }).click();
    await bob.getByRole("menuitem", { name: "Settings" }).click();
    await bob
      .getByRole("group", { name: "Time to answer an invitation" })
      .getByRole("radio", { name: "30 seconds" })
      .check();
    await bob.getByText("Saved: you have 30 seconds to answer an invitation.").waitFor();

    await alice.reload();
    await activeFriends(alice).getByText(`${b.name} has 30 s to answer`).waitFor();
    await alice.getByRole("radio", { name: "2 minutes" }).first().check({ force: true });
    await invite(alice, b);

    const prompt = invitationPrompt(bob, a);
    await prompt.getByText("2 min per move").waitFor();
    const secondsLeft = async () => Number((await prompt.getByRole("timer").textContent())?.match(/\d+/)?.[0]);
    expect(await secondsLeft()).toBeGreaterThan(20);
    // past the standard 5 seconds, the invitation is still open
    await expect.poll(secondsLeft, { timeout: 20_000 }).toBeLessThan(23);
    await prompt.getByRole("button", { name: "Accept" }).click();
    await waitForBoard(bob);
    const clock = bob.getByRole("timer", { name: /seconds left for this move/ });
    expect(Number((await clock.getAttribute("aria-label"))?.match(/\d+/)?.[0])).toBeGreaterThan(30);
  });
});
