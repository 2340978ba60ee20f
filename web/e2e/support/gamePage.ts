import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { newTestUser } from "./authPage";
import { followViaApi, graphql, openSignedIn, signUpViaApi, type ApiUser } from "./socialApi";
import { recordSubscriptions } from "./socialPage";

// Locators and steps for the tic-tac-toe lobby and board, shared by the game's browser tests.

export const LOBBY_PATH = "/custom-challenges/tic-tac-toe";

/** The cells as the board names them to screen readers, row by row. */
const CELL_NAMES = [
  "Top left",
  "Top centre",
  "Top right",
  "Middle left",
  "Centre",
  "Middle right",
  "Bottom left",
  "Bottom centre",
  "Bottom right",
];

export function boardCell(page: Page, row: number, column: number, content: "empty" | "X" | "O" = "empty"): Locator {
  return cellAt(page, (row - 1) * 3 + (column - 1), content);
}

/** A cell by its 0..8 index (row by row, 0 top left, as boxIndex counts) as a locator. */
export function cellAt(page: Page, index: number, content: "empty" | "X" | "O" = "empty"): Locator {
  return page.getByRole("grid").getByRole("button", { name: `${CELL_NAMES[index]}, ${content}`, exact: true });
}

export function endOverlay(page: Page, title: string): Locator {
  return page.getByRole("dialog", { name: title, exact: true });
}

/** Waits until the page is on a game board, and returns its path. */
export async function waitForBoard(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname.startsWith(`${LOBBY_PATH}/`));
  await page.getByRole("grid").waitFor();
  return new URL(page.url()).pathname;
}

/** Clicks `index` on `page` and waits until `other` sees the mark too. */
export async function playAndSee(page: Page, other: Page, index: number, mark: "X" | "O"): Promise<void> {
  await cellAt(page, index).click();
  await cellAt(page, index, mark).waitFor();
  await cellAt(other, index, mark).waitFor();
}

export async function expectTurn(page: Page, heading: string): Promise<void> {
  await expect.poll(() => page.getByRole("heading", { level: 2, name: heading }).count()).toBe(1);
}

export interface FriendsInLobby {
  readonly a: ApiUser;
  readonly b: ApiUser;
  /** Both pages' subscriptions, as they are sent from now on. */
  readonly subscribed: (operationName: string) => Promise<void>;
}

/**
 * A follows B; B is online (on `bPath`, listening for invitations, on `bPage`); A opens the lobby
 * on `aPage` and sees B among the Active Friends.
 */
export async function friendsInLobby(aPage: Page, bPage: Page, bPath = "/"): Promise<FriendsInLobby> {
  const a = await signUpViaApi(newTestUser());
  const b = await signUpViaApi(newTestUser());
  await followViaApi(a, b);
  const bSubscriptions = recordSubscriptions(bPage);
  const aSubscriptions = recordSubscriptions(aPage);
  await openSignedIn(bPage, b, bPath);
  await bSubscriptions("GameInvitationsSubscription");
  await openSignedIn(aPage, a, LOBBY_PATH);
  await aSubscriptions("GameInvitationsSubscription");
  await activeFriends(aPage).getByText(b.name, { exact: true }).waitFor();
  return {
    a,
    b,
    subscribed: (operationName) =>
      Promise.all([aSubscriptions(operationName), bSubscriptions(operationName)]).then(() => undefined),
  };
}

/** The lobby's list of friends online (the side panel at 1280 px). */
export function activeFriends(page: Page): Locator {
  return page.getByRole("list", { name: "Active Friends" });
}

/** A presses Invite on B's row and waits for it to say Invited. */
export async function invite(aPage: Page, b: ApiUser): Promise<void> {
  await activeFriends(aPage)
    .getByRole("button", { name: `Invite ${b.username}` })
    .click();
  await activeFriends(aPage)
    .getByRole("button", { name: `Invited ${b.username}` })
    .waitFor();
}

/** The invitation prompt `inviter` sent, as its invitee sees it. */
export function invitationPrompt(page: Page, inviter: ApiUser): Locator {
  return page.getByRole("alertdialog", { name: `${inviter.username} invites you to play Tic Tac Toe` });
}

/** Whether `b` is among `a`'s friends online, as the server counts them. */
export async function isOnlineFor(a: ApiUser, b: ApiUser): Promise<boolean> {
  const data = await graphql<{ viewer: { activeFriends: { id: string }[] } }>(
    `{ viewer { activeFriends { id } } }`,
    {},
    a.auth.token,
  );
  return data.viewer.activeFriends.some(({ id }) => id === b.auth.viewer.id);
}

/** What the board's log has said to screen readers so far, oldest first (it keeps the last few). */
export function announcements(page: Page): Promise<string[]> {
  return page.getByRole("log", { name: "Game announcements" }).locator("p").allTextContents();
}

/** Waits until the board's latest announcement is `text`. */
export async function expectAnnounced(page: Page, text: string): Promise<void> {
  await expect.poll(async () => (await announcements(page)).at(-1)).toBe(text);
}

/** A line the board shows (not its spoken log, which says the same to screen readers). */
export function boardNote(page: Page, text: string): Locator {
  return page.getByRole("main").locator(':not([role="log"]) > p').filter({ hasText: text });
}

/** The board's alert: what it answers to a move it refuses (empty when there is nothing to say). */
export function boardAlert(page: Page): Locator {
  return page.getByRole("main").getByRole("alert");
}

/** The accessible name of the focused element when it is a cell of the board, else null. */
export function focusedCell(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    return focused?.closest('[role="grid"]') ? focused.getAttribute("aria-label") : null;
  });
}

/** Waits until `friend`, whom `viewer` follows, is online (an app tab of theirs connected): they may be invited. */
export async function waitUntilOnline(viewer: ApiUser, friend: ApiUser): Promise<void> {
  // a page load and a socket connection away: longer than expect.poll's default second on a busy machine
  await expect.poll(() => isOnlineFor(viewer, friend), { timeout: 10_000 }).toBe(true);
}

/**
 * The contrast ratio (WCAG's) of an element's `property` colour (its text `color`, or a border's)
 * against what lies on either side of it: its own background, and its parent's. The lower one.
 */
export function contrastOf(element: Locator, property: "color" | "borderTopColor"): Promise<number> {
  return element.evaluate((node, colorProperty) => {
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const luminance = (cssColor: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = cssColor;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...canvas.getImageData(0, 0, 1, 1).data].map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    // the nearest background that is painted, from `from` outwards
    const backgroundOf = (from: Element | null) => {
      for (let at = from; at; at = at.parentElement) {
        const background = getComputedStyle(at).backgroundColor;
        if (background !== "rgba(0, 0, 0, 0)" && background !== "transparent") return background;
      }
      return "#fff";
    };
    const foreground = luminance(getComputedStyle(node)[colorProperty]);
    const ratio = (background: string) => {
      const [light, dark] = [foreground, luminance(background)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    };
    return Math.min(ratio(backgroundOf(node)), ratio(backgroundOf(node.parentElement)));
  }, property);
}

/** `inviter` invites `invitee` over the API (who must have the app open): resolves to the invitation's id. */
export async function inviteViaApi(inviter: ApiUser, invitee: ApiUser): Promise<string> {
  const { inviteToGame } = await graphql<{ inviteToGame: { invitation?: { id: string }; message?: string } }>(
    `mutation ($input: InviteToGameInput!) {
      inviteToGame(input: $input) { ... on InviteToGamePayload { invitation { id } } ... on UserError { message } }
    }`,
    { input: { inviteeId: invitee.auth.viewer.id } },
    inviter.auth.token,
  );
  if (!inviteToGame.invitation) throw new Error(`inviteToGame failed: ${inviteToGame.message}`);
  return inviteToGame.invitation.id;
}

/** `inviter` invites `invitee` and `invitee` accepts, over the API (both must have the app open): both pages go to the board. */
export async function startGameViaApi(inviter: ApiUser, invitee: ApiUser): Promise<string> {
  const invitationId = await inviteViaApi(inviter, invitee);
  const { acceptGameInvitation } = await graphql<{ acceptGameInvitation: { game?: { id: string }; message?: string } }>(
    `mutation ($input: AcceptGameInvitationInput!) {
      acceptGameInvitation(input: $input) { ... on AcceptGameInvitationPayload { game { id } } ... on UserError { message } }
    }`,
    { input: { invitationId } },
    invitee.auth.token,
  );
  if (!acceptGameInvitation.game) throw new Error(`acceptGameInvitation failed: ${acceptGameInvitation.message}`);
  return acceptGameInvitation.game.id;
}

/** `player` offers the opponent of the finished game `gameId` to play again, over the API (the opponent must be online). */
export async function offerRematchViaApi(player: ApiUser, gameId: string): Promise<void> {
  const { offerRematch } = await graphql<{ offerRematch: { offer?: { id: string } | null; message?: string } }>(
    `mutation ($input: OfferRematchInput!) {
      offerRematch(input: $input) { ... on OfferRematchPayload { offer { id } } ... on UserError { message } }
    }`,
    { input: { gameId } },
    player.auth.token,
  );
  if (!offerRematch.offer)
    throw new Error(`offerRematch failed: ${offerRematch.message ?? "the rematch started at once"}`);
}

/** `user`'s answer window for invitations sent from now on (5, 30 or 60 seconds), set over the API as Settings does. */
export async function setAnswerWindowViaApi(user: ApiUser, seconds: 5 | 30 | 60): Promise<void> {
  const { updateGameSettings } = await graphql<{ updateGameSettings: { __typename: string; message?: string } }>(
    `mutation ($input: UpdateGameSettingsInput!) {
      updateGameSettings(input: $input) { __typename ... on UserError { message } }
    }`,
    { input: { invitationAnswerSeconds: seconds } },
    user.auth.token,
  );
  if (updateGameSettings.__typename !== "UpdateGameSettingsPayload")
    throw new Error(`updateGameSettings failed: ${updateGameSettings.message}`);
}

/** `player` gives the game up over the API: the opponent wins (a result for the leaderboard). */
export async function forfeitViaApi(player: ApiUser, gameId: string): Promise<void> {
  await graphql(
    `mutation ($input: ForfeitGameInput!) { forfeitGame(input: $input) { __typename } }`,
    { input: { gameId } },
    player.auth.token,
  );
}
