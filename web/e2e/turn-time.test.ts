import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { twoPagesPerTest } from "./support/browser";
import { expectAnnounced, friendsInLobby, invitationPrompt, invite, waitForBoard } from "./support/gamePage";
import { shootBothSizes } from "./support/screenshots";

// Time per turn either player can have (WCAG 2.2.1): the invited player's own setting makes the
// game's clock longer, both boards say whose ask it is, and "More time" during a turn is told to
// the opponent's screen reader and shown on both boards.
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
    "Bob sets 2 minutes in Settings, accepts, both boards show 2 minutes and why; Alice's More time is announced to Bob and shown",
    { timeout: 150_000 },
    async () => {
      const { a, b } = await friendsInLobby(alice, bob);
      await bob.getByRole("banner").getByRole("button", { name: b.username }).click();
      await bob.getByRole("menuitem", { name: "Settings" }).click();
      await bob.getByRole("radio", { name: "2 minutes" }).check();
      await bob.getByText("Saved: you have at least 2 minutes for each move.").waitFor();
      await bob.getByRole("radio", { name: "30 seconds" }).first().check(); // the answer window
      // each group says under it what was kept, not one line under both
      const savedUnder = (group: string) =>
        bob.getByRole("group", { name: group }).locator("xpath=following-sibling::*[1]").textContent();
      await expect
        .poll(() => savedUnder("Time to answer an invitation"))
        .toBe("Saved: you have 30 seconds to answer an invitation.");
      expect(await savedUnder("Time per move")).toBe("Saved: you have at least 2 minutes for each move.");
      await shootBothSizes(bob, "settings-time-per-move", bob.getByRole("group", { name: "Time per move" }));

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
      // at the clock's side, under it, also where the line saying why the clock is longer wraps
      for (const width of [1280, 390]) {
        await alice.setViewportSize({ width, height: 844 });
        const [button, clock] = await Promise.all(
          [moreTime, alice.getByRole("timer")].map(async (element) => (await element.boundingBox())!),
        );
        expect(Math.abs(button.x + button.width - (clock.x + clock.width)), `at ${width} px`).toBeLessThan(1);
        expect(button.y, `at ${width} px`).toBeGreaterThan(clock.y + clock.height);
      }
      await alice.setViewportSize({ width: 1280, height: 800 });
      await shootBothSizes(alice, "game-board-more-time");
      await moreTime.focus();
      await alice.keyboard.press("Enter");
      await alice.getByRole("button", { name: "More time (9 left)" }).waitFor();
      await shootBothSizes(alice, "game-board-more-time-focused");
      await expectAnnounced(bob, `${a.name} took 2 minutes more.`);
      // and shown, beside why the clock is long, for who sees the clock jump: till the next move
      const shownOnBoard = (page: Page, text: string) =>
        page.getByText(text).evaluateAll((found) => found.filter((element) => !element.closest('[role="log"]')).length);
      expect(await shownOnBoard(bob, `${a.name} took 2 minutes more.`)).toBe(1);
      await expect.poll(() => shownOnBoard(alice, "You took 2 minutes more.")).toBe(1);
      await shootBothSizes(bob, "game-board-opponent-took-more-time");
      await expect.poll(() => clockSeconds(bob)).toBeGreaterThan(200);
      expect(await bob.getByRole("button", { name: /More time/ }).count()).toBe(0);
      await alice.keyboard.press("Tab"); // to the board: its centre
      await alice.keyboard.press("Enter");
      await expectAnnounced(bob, `${a.name} played centre; your turn.`);
      expect(await shownOnBoard(bob, `${a.name} took 2 minutes more.`)).toBe(0);
    },
  );
});
