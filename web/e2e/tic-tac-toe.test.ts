import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { newTestUser, toast } from "./support/authPage";
import { twoPagesPerTest } from "./support/browser";
import { boardCell, cellAt, endOverlay, expectTurn, LOBBY_PATH, playAndSee, waitForBoard } from "./support/gamePage";
import { followViaApi, openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";
import { recordSubscriptions } from "./support/socialPage";

// Two people in two browser contexts against the real server: invitations, a whole game, the end
// overlay, Play Again; and the lobby's local pass-and-play game, by keyboard.
describe("tic-tac-toe", () => {
  const people = twoPagesPerTest();
  let alice: Page, bob: Page;
  beforeEach(() => void ({ first: alice, second: bob } = people));

  /** A follows B; B is online (on Home, listening for invitations); A opens the lobby and invites B. */
  async function inviteFromLobby(): Promise<{ a: ApiUser; b: ApiUser; subscribed: (operationName: string) => Promise<void> }> {
    const a = await signUpViaApi(newTestUser());
    const b = await signUpViaApi(newTestUser());
    await followViaApi(a, b);
    const bobSubscriptions = recordSubscriptions(bob);
    const aliceSubscriptions = recordSubscriptions(alice);
    await openSignedIn(bob, b);
    await bobSubscriptions("GameInvitationsSubscription");
    await openSignedIn(alice, a, LOBBY_PATH);
    await aliceSubscriptions("GameInvitationsSubscription");

    const friends = alice.getByRole("list", { name: "Active Friends" });
    await friends.getByText(b.name, { exact: true }).waitFor();
    await friends.getByRole("button", { name: `Invite ${b.username}` }).click();
    await friends.getByRole("button", { name: `Invited ${b.username}` }).waitFor();
    // Both pages' subscriptions, as they are sent from now on.
    const subscribed = async (operationName: string) => {
      await Promise.all([aliceSubscriptions(operationName), bobSubscriptions(operationName)]);
    };
    return { a, b, subscribed };
  }

  test("A invites B, B accepts, they play to a win, both see the result, Play Again swaps the roles", async () => {
    const { a, b, subscribed } = await inviteFromLobby();

    // B, on Home, gets the prompt with its countdown and accepts.
    const prompt = bob.getByRole("alertdialog", { name: `${a.username} invites you for game` });
    await prompt.getByRole("timer").waitFor();
    await prompt.getByRole("button", { name: "Accept" }).click();

    // Both land on the same board; A (the inviter) is Team 1 and moves first.
    const path = await waitForBoard(bob);
    expect(await waitForBoard(alice)).toBe(path);
    await subscribed("useGameUpdatesSubscription");
    await expectTurn(alice, "Team 1's Turn");
    await alice.getByText("Your turn", { exact: true }).waitFor();
    await bob.getByText(`Waiting for ${a.name}`, { exact: true }).waitFor();
    await bob.getByRole("timer", { name: /seconds left for this move/ }).waitFor();

    // Out of turn: B is told why and nothing is marked.
    await cellAt(bob, 4).click({ force: true }); // aria-disabled: not Playwright-"enabled", but clickable
    await bob.getByText(`It is not your turn: ${a.name} is playing.`).waitFor();
    await cellAt(bob, 4).waitFor();

    await playAndSee(alice, bob, 0, "X");
    await expectTurn(bob, "Team 2's Turn");
    await playAndSee(bob, alice, 3, "O");
    await playAndSee(alice, bob, 1, "X");
    await playAndSee(bob, alice, 4, "O");
    await playAndSee(alice, bob, 2, "X"); // the top row

    for (const page of [alice, bob]) {
      const overlay = endOverlay(page, "Team 1 Wins!");
      await overlay.waitFor();
      const players = overlay.getByRole("list", { name: "Players" });
      await players.getByText(a.name, { exact: true }).waitFor();
      await players.getByText(b.name, { exact: true }).waitFor();
      await players.getByRole("listitem").filter({ hasText: a.name }).getByText("Winner").waitFor();
    }

    // Play Again: A offers, B sees the offer and agrees; both go to the new game, B now Team 1.
    await endOverlay(alice, "Team 1 Wins!").getByRole("button", { name: "Play Again" }).click();
    await endOverlay(alice, "Team 1 Wins!").getByRole("button", { name: `Waiting for ${b.name}…` }).waitFor();
    const bobOverlay = endOverlay(bob, "Team 1 Wins!");
    await bobOverlay.getByText(`${a.name} wants to play again.`).waitFor();
    await bobOverlay.getByRole("button", { name: "Play Again" }).click();

    await bob.waitForURL((url) => url.pathname !== path && url.pathname.startsWith(`${LOBBY_PATH}/`));
    await alice.waitForURL((url) => url.pathname !== path && url.pathname.startsWith(`${LOBBY_PATH}/`));
    expect(new URL(alice.url()).pathname).toBe(new URL(bob.url()).pathname);
    for (const page of [alice, bob]) {
      await cellAt(page, 0).waitFor();
      const team1Card = page.getByRole("list", { name: "Players" }).getByRole("listitem").first();
      await team1Card.getByText(b.name, { exact: true }).waitFor();
      await expectTurn(page, "Team 1's Turn");
    }
    await bob.getByText("Your turn", { exact: true }).waitFor();
  });

  test("B rejects: A is told, and may invite again", async () => {
    const { a, b } = await inviteFromLobby();
    const prompt = bob.getByRole("alertdialog", { name: `${a.username} invites you for game` });
    await prompt.getByRole("button", { name: "Reject" }).click();
    await prompt.waitFor({ state: "detached" });

    await toast(alice, `${b.username} rejects your Invitation`).waitFor();
    await alice.getByRole("list", { name: "Active Friends" }).getByRole("button", { name: `Invite ${b.username}` }).waitFor();
    expect(new URL(alice.url()).pathname).toBe(LOBBY_PATH);
  });

  test("Start plays a local pass-and-play game to a draw, by keyboard, and Play Again clears it", async () => {
    const a = await signUpViaApi(newTestUser());
    await openSignedIn(alice, a, LOBBY_PATH);
    await alice.getByText("Start Manually or Invite your friend").waitFor();
    await alice.getByRole("button", { name: "Start", exact: true }).click();

    // The grid is one Tab stop, the centre first; arrows move, Enter plays.
    const centre = boardCell(alice, 2, 2);
    await centre.focus();
    const keys = alice.keyboard;
    const play = async (...moves: string[]) => {
      for (const key of moves) await keys.press(key);
      await keys.press("Enter");
    };
    // X top left, O top middle, X top right, O centre, X middle left, O middle right,
    // X bottom middle, O bottom left, X bottom right: no line.
    await play("ArrowUp", "ArrowLeft"); // (1,1)
    await expectTurn(alice, "Team 2's Turn");
    await play("ArrowRight"); // (1,2)
    await play("ArrowRight"); // (1,3)
    await play("ArrowDown", "ArrowLeft"); // (2,2)
    await play("ArrowLeft"); // (2,1)
    await play("ArrowRight", "ArrowRight"); // (2,3)
    await play("ArrowDown", "ArrowLeft"); // (3,2)
    await play("ArrowLeft"); // (3,1)
    // Enter on a taken cell changes nothing.
    await play("ArrowUp");
    await boardCell(alice, 2, 1, "X").waitFor();
    await play("ArrowDown", "End"); // (3,3)

    const overlay = endOverlay(alice, "It's a Draw!");
    await overlay.waitFor();
    await boardCell(alice, 1, 1, "X").waitFor();
    await boardCell(alice, 3, 1, "O").waitFor();
    await overlay.getByRole("button", { name: "Play Again" }).click();
    await overlay.waitFor({ state: "detached" });
    expect(await alice.getByRole("grid").getByRole("button", { name: /, empty$/ }).count()).toBe(9);
    await expectTurn(alice, "Team 1's Turn");
  });
});
