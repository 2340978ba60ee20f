import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { newTestUser, openSignupTab, pngImage } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { sendMessageViaApi } from "./support/chatApi";
import { messageBubble } from "./support/chatPage";
import { createPostViaApi, followViaApi, openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";
import { notificationBell, openOwnProfile, postCard } from "./support/socialPage";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: ReadonlyArray<{ readonly target: readonly unknown[]; readonly failureSummary?: string }>;
}

/**
 * axe-core's WCAG 2.x A/AA checks on what the page shows now: contrast, names and labels, roles,
 * focusable content hidden from assistive technology. Serious and critical findings only; the
 * moderate ones are best-practice advice (axe flags the page's own landmarks as missing while a
 * Headless UI menu has made everything else inert, for instance).
 */
async function seriousViolations(page: Page): Promise<string[]> {
  // evaluated through the DevTools protocol: the app's CSP (scripts from its origin only) would
  // refuse a <script> tag, and rightly so
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(({ id, help, nodes }) => `${id}: ${help} (${nodes.length}x, e.g. ${nodes[0]?.target.join(" ")}: ${nodes[0]?.failureSummary})`);
}

describe("accessibility of the social screens (axe-core, WCAG 2.1 AA)", () => {
  const tab = freshPagePerTest();
  let me: ApiUser;
  let friend: ApiUser;
  const caption = "Harbour at dawn";

  beforeAll(async () => {
    [me, friend] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await followViaApi(me, friend);
    await followViaApi(friend, me);
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

  test("home with a post, its comments dialog, the create-post dialog, the notifications and the post's page", async () => {
    const { page } = tab;
    await page.goto("/register");
    await createPostViaApi(friend, { caption, tags: "harbour,dawn" }, await pngImage(page, "h.png", "#3377aa"));
    await openSignedIn(page, me);
    const card = postCard(page, friend.username, caption);
    await card.getByAltText(`${friend.username}'s post: ${caption}`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByLabel("Add a comment").fill("Beautiful light");
    await card.getByRole("button", { name: "post", exact: true }).click();
    await card.getByRole("button", { name: "View all 1 comments" }).click();
    await page.getByRole("dialog", { name: "See all comments" }).getByText("Beautiful light").waitFor();
    // once it has faded in: half-way, its colours are still blending with the backdrop
    await expect.poll(() => page.locator("[data-transition]").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Add New Post" }).click();
    const create = page.getByRole("dialog", { name: "Create a New Post" });
    await create.getByRole("button", { name: "post", exact: true }).click();
    await create.getByText("Bio is required").waitFor();
    // once it has faded in: half-way, its colours are still blending with the backdrop
    await expect.poll(() => page.locator("[data-transition]").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await notificationBell(page).click();
    await page.getByRole("dialog", { name: "See All Notifications" }).getByText(`${friend.username} followed you`).waitFor();
    // once it has faded in: half-way, its colours are still blending with the backdrop
    await expect.poll(() => page.locator("[data-transition]").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    // The post's own page, its comments listed in the card.
    await card.getByRole("link", { name: / ago$/ }).click();
    await postCard(page, friend.username, caption).getByRole("list", { name: "Comments" }).getByText("Beautiful light").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the own profile with its Edit Profile drawer, and another person's profile", async () => {
    const { page } = tab;
    await openSignedIn(page, me);
    await openOwnProfile(page, me.username);
    await page.getByText("No posts yet").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByRole("form", { name: "Edit Profile" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

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
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await page.getByRole("dialog", { name: "What can I suggest you?" }).getByPlaceholder("Ask for ideas...").waitFor();
    // once it has faded in: half-way, its colours are still blending with the backdrop
    await expect.poll(() => page.locator("[data-transition]").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
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
    await expect.poll(() => page.locator("[data-transition]").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
