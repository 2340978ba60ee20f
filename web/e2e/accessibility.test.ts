import type { Page } from "playwright-core";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { newTestUser, openSignupTab, pngImage } from "./support/authPage";
import { allViolations, seriousViolations } from "./support/axe";
import { freshPagePerTest, newAppContext } from "./support/browser";
import { sendMessageViaApi } from "./support/chatApi";
import { messageBubble } from "./support/chatPage";
import {
  cellAt,
  endOverlay,
  forfeitViaApi,
  invitationPrompt,
  inviteViaApi,
  LOBBY_PATH,
  setAnswerWindowViaApi,
  offerRematchViaApi,
  startGameViaApi,
  waitForBoard,
  waitUntilOnline,
} from "./support/gamePage";
import {
  createPostViaApi,
  createPostWithImagesViaApi,
  followViaApi,
  openSignedIn,
  postActionViaApi,
  signUpViaApi,
  type ApiUser,
} from "./support/socialApi";
import { notificationBell, openOwnProfile, postCard, recordSubscriptions } from "./support/socialPage";

/** Once a dialog has faded in: half-way, its colours are still blending with the backdrop. */
async function transitionsDone(page: Page): Promise<void> {
  await expect.poll(() => page.locator("[data-transition]").count()).toBe(0);
}

/**
 * Headings out of order, as a screen reader's list of headings shows them: a page that does not
 * start at its h1, or a level skipped (an h3 right after an h1). Visually hidden headings count;
 * those not displayed (a column hidden on phones) do not.
 */
async function headingOrderProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
      .filter((heading) => heading.getClientRects().length > 0)
      .map((heading) => ({ level: Number(heading.tagName[1]), text: heading.textContent ?? "" }));
    return headings.flatMap(({ level, text }, index) => {
      const previous = index === 0 ? 0 : headings[index - 1]!.level;
      return level > previous + 1
        ? [`h${level} "${text}" after ${previous === 0 ? "the page's start" : `an h${previous}`}`]
        : [];
    });
  });
}

/**
 * Contrast against the white they sit on, of what axe does not measure: a control's border or an
 * icon (WCAG 1.4.11 asks 3:1), a placeholder that instructs (1.4.3 asks 4.5:1 of text). Colours
 * are read back through a canvas, which resolves any CSS colour (oklch, alpha) to sRGB.
 */
async function contrastOnWhite(page: Page, selector: string, part: "border" | "icon" | "placeholder"): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, part) => {
      const style = part === "placeholder" ? getComputedStyle(element, "::placeholder") : getComputedStyle(element);
      const color = part === "border" ? style.borderTopColor : style.color;
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 1;
      const context = canvas.getContext("2d")!;
      context.fillStyle = "#fff";
      context.fillRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((channel) => {
        const value = channel / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
    }, part);
}

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

describe.each(VIEWPORTS)("accessibility of every screen at $width x $height (axe-core, WCAG 2.2 AA)", (viewport) => {
  const tab = freshPagePerTest();
  let me: ApiUser;
  let friend: ApiUser;
  const caption = "Harbour at dawn";

  beforeAll(async () => {
    [me, friend] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await followViaApi(me, friend);
    await followViaApi(friend, me);
  });
  beforeEach(async () => {
    await tab.page.setViewportSize(viewport);
  });

  test("the auth page, both tabs, with validation messages showing", async () => {
    const { page } = tab;
    const signup = await openSignupTab(page);
    await signup.getByRole("button", { name: "Signup" }).click();
    await signup.getByText("Please enter a valid email address.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "Login" }).click();
    await page.getByRole("form", { name: "Login" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("home with a post, the search typeahead, the emoji picker, the comments, create-post and notifications dialogs, the post's page", async () => {
    const { page } = tab;
    await page.goto("/register");
    await createPostViaApi(friend, { caption, tags: "harbour,dawn" }, await pngImage(page, "h.png", "#3377aa"));
    await openSignedIn(page, me);
    const card = postCard(page, friend.username, caption);
    await card.locator("[data-post-image]").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await headingOrderProblems(page)).toEqual([]);
    // the card's options ("…"): an icon that is the whole button, drawn in its text colour
    expect(await contrastOnWhite(page, 'article button:has-text("Post options") svg', "icon")).toBeGreaterThanOrEqual(
      3,
    );

    for (const part of ["border", "placeholder"] as const) {
      expect(await contrastOnWhite(page, 'input[aria-label="Search users"]', part)).toBeGreaterThanOrEqual(
        part === "border" ? 3 : 4.5,
      );
    }
    // the whole name: every test user shares a prefix, and the typeahead lists only the first few matches
    await page.getByRole("combobox", { name: "Search users" }).fill(friend.username);
    await page.getByRole("option", { name: new RegExp(friend.username) }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("combobox", { name: "Search users" }).fill("");

    await card.getByRole("button", { name: "Emoji" }).click();
    await page.getByRole("dialog", { name: "Emoji picker" }).getByRole("searchbox").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await card.getByLabel("Add a comment").fill("Beautiful light");
    await card.getByRole("button", { name: "post", exact: true }).click();
    await card.getByRole("button", { name: "View 1 comment" }).click();
    await page.getByRole("dialog", { name: "See all comments" }).getByText("Beautiful light").waitFor();
    await transitionsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Add New Post" }).click();
    const create = page.getByRole("dialog", { name: "Create a New Post" });
    await create.getByRole("button", { name: "post", exact: true }).click();
    await create.getByText("Please write a caption.").waitFor();
    await transitionsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await contrastOnWhite(page, '[role="dialog"] input[name="tags"]', "border")).toBeGreaterThanOrEqual(3);
    expect(await contrastOnWhite(page, '[role="dialog"] input[name="tags"]', "placeholder")).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(await contrastOnWhite(page, '[role="dialog"] button:has(> .sr-only)', "icon")).toBeGreaterThanOrEqual(3);
    await page.keyboard.press("Escape");

    await notificationBell(page).click();
    await page
      .getByRole("dialog", { name: "See All Notifications" })
      .getByText(`${friend.username} followed you`)
      .waitFor();
    await transitionsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    // The post's own page, its comments listed in the card.
    await card.getByRole("link", { name: / ago$/ }).click();
    await postCard(page, friend.username, caption)
      .getByRole("list", { name: "Comments" })
      .getByText("Beautiful light")
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the own profile, both tabs and both drawers, and another person's profile", async () => {
    const { page } = tab;
    await openSignedIn(page, me);
    await openOwnProfile(page, me.username);
    await page.getByText("No posts yet").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "Saved" }).click();
    await page.getByText("No saved posts yet.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    for (const drawer of ["Edit Profile", "Update Password"]) {
      await page.getByRole("button", { name: drawer }).click();
      await page.getByRole("form", { name: drawer }).waitFor();
      await transitionsDone(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await transitionsDone(page);
    }

    await page.goto(`/${friend.auth.viewer.databaseId}`);
    await page.getByRole("button", { name: "Unfollow", exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the chat screen: the list with unread counts, a conversation, the Ask dialog", async () => {
    const { page } = tab;
    await sendMessageViaApi(me, friend, "Morning! Coffee later?");
    await sendMessageViaApi(friend, me, "Sure, 3pm works 👍");
    await openSignedIn(page, me, "/chats");
    await page.getByRole("list", { name: "Conversations" }).getByText("1 unread").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("list", { name: "Conversations" }).getByRole("link").first().click();
    await messageBubble(page, "Sure, 3pm works 👍").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await headingOrderProblems(page)).toEqual([]);
    expect(await contrastOnWhite(page, 'input[aria-label="Message"]', "border")).toBeGreaterThanOrEqual(3);
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Need ideas for what to say?" })
      .getByPlaceholder("Ask for ideas...")
      .waitFor();
    await transitionsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the game: the lobby, the leaderboard, the invitation prompt, a game in progress", async () => {
    const { page, browser } = tab;
    // The friend, online in a second browser, receives the invitation.
    const friendContext = await newAppContext(browser);
    try {
      const friendPage = await friendContext.newPage();
      await friendPage.setViewportSize(viewport);
      const friendSubscriptions = recordSubscriptions(friendPage);
      const mySubscriptions = recordSubscriptions(page);
      await openSignedIn(friendPage, friend);
      await friendSubscriptions("GameInvitationsSubscription");

      await openSignedIn(page, me, LOBBY_PATH);
      await mySubscriptions("GameInvitationsSubscription");
      const invite = page.getByRole("button", { name: `Invite ${friend.username}` });
      await invite.waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Leaderboard" }).click();
      await page.getByRole("dialog", { name: "Leaderboard" }).getByRole("tab", { name: "Everyone" }).waitFor();
      await transitionsDone(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await transitionsDone(page);

      await invite.click();
      const accept = friendPage.getByRole("button", { name: "Accept" });
      await accept.waitFor();
      expect(await seriousViolations(friendPage)).toEqual([]);
      await accept.click();

      await waitForBoard(page);
      await waitForBoard(friendPage);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await friendContext.close();
    }
  });

  test("the game's other states: the pass-and-play board, the bell with an open and an expired invitation, the end screen with a rematch offer", async () => {
    const { page, browser } = tab;
    const [player, rival, other] = await Promise.all([
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
      signUpViaApi(newTestUser()),
    ]);
    await Promise.all([followViaApi(rival, player), followViaApi(other, player), followViaApi(player, rival)]);
    const subscriptions = recordSubscriptions(page);
    await openSignedIn(page, player, LOBBY_PATH);
    await subscriptions("GameInvitationsSubscription");

    await page.getByRole("button", { name: "Start", exact: true }).click();
    await cellAt(page, 4).click();
    await cellAt(page, 4, "X").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Two invitations, each put off: the first expires (the standard 5 s), the second (a longer
    // window) stays open. Two people: someone's new invitation replaces the trace of their last.
    await inviteViaApi(rival, player);
    await invitationPrompt(page, rival).waitFor();
    await page.keyboard.press("Escape");
    await setAnswerWindowViaApi(player, 30);
    await inviteViaApi(other, player);
    await invitationPrompt(page, other).waitFor();
    await page.keyboard.press("Escape");
    await notificationBell(page).click();
    const entries = page
      .getByRole("dialog", { name: "See All Notifications" })
      .getByRole("list", { name: "Notifications" })
      .getByRole("listitem");
    await entries.filter({ hasText: other.username }).getByRole("button", { name: "Accept" }).waitFor();
    await entries.filter({ hasText: rival.username }).getByText("Expired: it was not answered in time").waitFor();
    await transitionsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    // A game the rival gives up, then offers to play again: the end screen shows the offer.
    const rivalContext = await newAppContext(browser);
    try {
      await openSignedIn(await rivalContext.newPage(), rival); // online: an offer lasts while its asker is
      await waitUntilOnline(player, rival);
      const gameId = await startGameViaApi(player, rival);
      await waitForBoard(page);
      // both right after the board shows: its updates start with the game as it is, so neither
      // the forfeit nor the offer is lost in the instant before the board subscribed
      await forfeitViaApi(rival, gameId);
      await offerRematchViaApi(rival, gameId);
      await endOverlay(page, `${player.name} wins!`).getByText(`${rival.name} wants to play again.`).waitFor();
      await transitionsDone(page);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await rivalContext.close();
    }
  });

  test("time per move: Settings' choice saved, the board's More time with why the clock is longer, the opponent told of it", async () => {
    const { page, browser } = tab;
    const [player, rival] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await Promise.all([followViaApi(rival, player), followViaApi(player, rival)]);
    const subscriptions = recordSubscriptions(page);
    await openSignedIn(page, player, "/settings");
    await page
      .getByRole("group", { name: "Time per move" })
      .getByRole("radio", { name: /2 minutes/ })
      .check();
    await page.getByRole("status").filter({ hasText: "Saved: you have at least 2 minutes for each move." }).waitFor();
    expect(await allViolations(page)).toEqual([]);

    const rivalContext = await newAppContext(browser);
    try {
      const rivalPage = await rivalContext.newPage();
      await rivalPage.setViewportSize(viewport);
      const rivalSubscriptions = recordSubscriptions(rivalPage);
      await openSignedIn(rivalPage, rival);
      // both hear the invitation's acceptance, which takes each to the board
      await Promise.all([
        subscriptions("GameInvitationsSubscription"),
        rivalSubscriptions("GameInvitationsSubscription"),
      ]);
      await waitUntilOnline(rival, player);
      await startGameViaApi(rival, player); // the rival moves first, on the player's 2 minutes
      for (const board of [page, rivalPage]) await waitForBoard(board);
      await rivalPage.getByText(`2 minutes a turn, as ${player.name} asked.`).waitFor();
      const moreTime = rivalPage.getByRole("button", { name: "More time (10 left)" });
      await moreTime.waitFor();
      expect(await allViolations(rivalPage)).toEqual([]);
      await moreTime.click();
      await page.getByText(`${rival.name} took 2 minutes more.`).first().waitFor();
      expect(await allViolations(page)).toEqual([]);
    } finally {
      await rivalContext.close();
    }
  });

  test("the access tokens page: the list, a new token's secret, the revoke confirmation", async () => {
    const { page } = tab;
    await openSignedIn(page, me, "/settings/access-tokens");
    await page.getByText("No access tokens yet.").waitFor();
    await page.getByRole("textbox", { name: "Name" }).fill("Screen reader check");
    await page.getByRole("button", { name: "Create token" }).click();
    await page.getByLabel("Your new access token").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Revoke Screen reader check" }).click();
    await page.getByText("Revoke this token?").waitFor();
    await transitionsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("Settings: the export's card once ready, the account deletion dialog with its messages, the shortcuts' list", async () => {
    const { page } = tab;
    await openSignedIn(page, me, "/settings");
    await page
      .getByRole("button", { name: "Request my data" })
      .or(page.getByRole("button", { name: "Request a new copy" }))
      .first()
      .click();
    await page.getByRole("link", { name: /^Download my data/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Delete my account…" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText("Please enter your password.").waitFor();
    await transitionsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Show the shortcuts" }).click();
    await page.getByRole("dialog", { name: "Keyboard shortcuts" }).getByRole("cell", { name: "Next post" }).waitFor();
    await transitionsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("reporting: the report dialog from a post's menu and from a profile's, and the contact settings", async () => {
    const { page } = tab;
    await createPostViaApi(
      friend,
      { caption: "Report check", tags: "report,check" },
      await pngImage(page, "r.png", "#aa7733"),
    );
    await openSignedIn(page, me);
    const card = postCard(page, friend.username, "Report check");
    await card.getByRole("button", { name: "Post options" }).click();
    await page.getByRole("menuitem", { name: "Report Post" }).click();
    await page.getByRole("dialog", { name: "Report this post" }).getByRole("radio", { name: /Spam/ }).waitFor();
    await transitionsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.goto(`/${friend.auth.viewer.databaseId}`);
    await page.getByRole("button", { name: `More options for ${friend.username}` }).click();
    await page.getByRole("menuitem", { name: `Report ${friend.username}` }).click();
    await page
      .getByRole("dialog", { name: "Report this profile" })
      .getByRole("radio", { name: /Harassment/ })
      .waitFor();
    await transitionsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.goto("/settings");
    await page
      .getByRole("group", { name: "Who can message you" })
      .getByRole("radio", { name: /People I follow/ })
      .check();
    await page.getByRole("status").filter({ hasText: "Saved: only people you follow can message you." }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("suggested people on a page of their own, with the phones' bottom bar", async () => {
    const { page } = tab;
    await openSignedIn(page, me, "/people");
    await page.getByRole("heading", { level: 1, name: "Suggested People" }).waitFor();
    await page.getByRole("main").getByRole("listitem").or(page.getByText("No suggestions yet.")).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("discovery: a tag's page, post search, explore, and the lists of followers and likers", async () => {
    const { page } = tab;
    await page.goto("/register");
    const post = await createPostViaApi(
      friend,
      { caption: `Quay at noon with @${me.username} #quay`, tags: "quay,noon" },
      await pngImage(page, "q.png", "#4477aa"),
    );
    await postActionViaApi(me, "likePost", post.id);
    await openSignedIn(page, me, "/tags/quay");
    await page.getByRole("heading", { level: 1, name: "#quay" }).waitFor();
    await postCard(page, friend.username, "Quay at noon").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await headingOrderProblems(page)).toEqual([]);

    await page.goto("/search?q=quay");
    await postCard(page, friend.username, "Quay at noon").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await contrastOnWhite(page, 'input[aria-label="Search posts"]', "border")).toBeGreaterThanOrEqual(3);
    expect(await contrastOnWhite(page, 'input[aria-label="Search posts"]', "placeholder")).toBeGreaterThanOrEqual(4.5);

    await page.goto("/explore");
    await page.getByRole("button", { name: "Refresh" }).waitFor();
    await page
      .getByRole("main")
      .getByRole("article")
      .or(page.getByText(/^Nothing to explore yet/))
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/p/${post.databaseId}`);
    await page.getByRole("button", { name: "1 like" }).click();
    await page
      .getByRole("dialog", { name: "Liked by" })
      .getByRole("link", { name: new RegExp(me.username) })
      .waitFor();
    await transitionsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.goto(`/${friend.auth.viewer.databaseId}`);
    await page
      .getByRole("list", { name: "Counts" })
      .getByRole("button", { name: /followers?$/ })
      .click();
    await page
      .getByRole("dialog", { name: "Followers" })
      .getByRole("link", { name: new RegExp(me.username) })
      .waitFor();
    await transitionsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a several-image post: the card's carousel and its description, the grid's mark, the create and edit forms with several images", async () => {
    const { page } = tab;
    await page.goto("/register");
    const artist = await signUpViaApi(newTestUser());
    const colours = ["#aa3355", "#33aa55", "#3355aa"];
    const images = await Promise.all(
      colours.map(async (colour, i) => ({
        image: await pngImage(page, `${i}.png`, colour),
        altText: i === 0 ? "A red wall in the sun" : "",
      })),
    );
    const post = await createPostWithImagesViaApi(artist, { caption: "Three walls", tags: "walls,colour" }, images);
    await openSignedIn(page, artist, `/p/${post.databaseId}`);
    const carousel = postCard(page, artist.username, "Three walls").locator('[aria-roledescription="carousel"]');
    await carousel.getByRole("button", { name: "Image 1 of 3" }).waitFor();
    await carousel.getByRole("button", { name: "Show ALT text" }).click();
    await carousel.getByText("A red wall in the sun").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await carousel.getByRole("button", { name: "Next image" }).click();
    await carousel.press("ArrowRight");
    expect(await carousel.getByRole("button", { name: "Image 3 of 3" }).getAttribute("aria-current")).toBe("true");
    expect(await seriousViolations(page)).toEqual([]);

    await postCard(page, artist.username, "Three walls").getByRole("button", { name: "Post options" }).click();
    await page.getByRole("menuitem", { name: "Edit Post" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Post" });
    await edit.getByText("Image 3 of 3").waitFor();
    await transitionsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.goto("/");
    await page.getByRole("button", { name: "Add New Post" }).click();
    const create = page.getByRole("dialog", { name: "Create a New Post" });
    await create.getByLabel("Choose images").setInputFiles(images.slice(0, 2).map(({ image }) => image));
    await create.getByLabel("Alt text for image 2").waitFor();
    await transitionsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await openOwnProfile(page, artist.username);
    await page
      .getByRole("list", { name: "Posts" })
      .getByRole("link", { name: `${artist.username}'s post: Three walls (3 images)` })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("an address with nothing at it", async () => {
    const { page } = tab;
    await openSignedIn(page, me, "/nowhere/at/all");
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
