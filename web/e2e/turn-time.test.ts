import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { twoPagesPerTest } from "./support/browser";
import { expectAnnounced, friendsInLobby, invitationPrompt, invite, waitForBoard } from "./support/gamePage";

// Time per turn either player can have (WCAG 2.2.1): the invited player's own setting makes the
// game's clock longer, both boards say whose ask it is, and "More time" during a turn is told to
// the opponent's screen reader.
describe("time per turn", () => {
  const people = twoPagesPerTest();
  let alice: Page, bob: Page;
  beforeEach(() => void ({ first: alice, second: bob } = people));

  const clockSeconds = async (page: Page) =>
    Number(
      (await page.getByRole("timer", { name: /seconds left for this move/ }).getAttribute("aria-label"))?.match(
        /\d+/,
      )?.[0],
    );

  test(
    "Bob sets 2 minutes in Settings, accepts, both boards show 2 minutes and why; Alice's More time is announced to Bob",
    { timeout: 150_000 },
    async () => {
      const { a, b } = await friendsInLobby(alice, bob);
      await bob.getByRole("banner").getByRole("button", { name: b.username }).click();
      await bob.getByRole("menuitem", { name: "Settings" }).click();
      await bob.getByRole("radio", { name: "2 minutes" }).check();
      await bob.getByText("Saved: you have at least 2 minutes for each move.").waitFor();

      await invite(alice, b);
      const prompt = invitationPrompt(bob, a);
      await prompt.getByText("2 min per move, as you asked").waitFor();
      await prompt.getByRole("button", { name: "Accept" }).click();
      await waitForBoard(bob);
      await waitForBoard(alice);

      await bob.getByText("2 minutes a turn, as you asked.").waitFor();
      await alice.getByText(`2 minutes a turn, as ${b.name} asked.`).waitFor();
      for (const page of [alice, bob]) expect(await clockSeconds(page)).toBeGreaterThan(100);

      // Alice is to move: More time is beside the clock, a keyboard reaches it, and Bob hears it
      const moreTime = alice.getByRole("button", { name: "More time (10 left)" });
      await moreTime.focus();
      await alice.keyboard.press("Enter");
      await alice.getByRole("button", { name: "More time (9 left)" }).waitFor();
      await expectAnnounced(bob, `${a.name} took 2 minutes more.`);
      await expect.poll(() => clockSeconds(bob)).toBeGreaterThan(200);
      expect(await bob.getByRole("button", { name: /More time/ }).count()).toBe(0);
    },
  );
});
