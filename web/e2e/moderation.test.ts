// Report and moderation, in three browsers: a reporter reports a post, a moderator (made one with
// the README's `npm run admin -- grant`) suspends its author from the moderation page, the
// suspended author's open tab is logged out at once, the post is gone for others, and the reporter
// is told the outcome. The moderation page passes axe at both sizes. The server is this file's own:
// the admin command needs the server's embedded database while no server holds it.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loginForm, newTestUser, pngImage, toast } from "./support/authPage";
import { accessibleNames } from "./support/accessibilityTree";
import { repoRoot, startApiServer, type RunningApiServer } from "./support/apiServer";
import { seriousViolations } from "./support/axe";
import { launchBrowser, newAppContext } from "./support/browser";
import { createPostViaApi, graphql, openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";
import { expectFocused } from "./support/focus";
import { notificationBell, postCard } from "./support/socialPage";

let dataDir: string;
let server: RunningApiServer;
let browser: Browser;
let moderator: ApiUser;
/** a second moderator, who deletes their account in a test */
let colleague: ApiUser;
const contexts: BrowserContext[] = [];

/** `npm run admin -- <args>` on this file's database, as the README says to run it. */
function admin(...args: string[]) {
  const run = spawnSync("npm", ["run", "--silent", "admin", "--", ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`admin ${args.join(" ")} failed: ${run.stderr}`);
  return run.stdout.trim();
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "skysocial-moderation-"));
  browser = await launchBrowser();
  server = await startApiServer({ DATA_DIR: dataDir });
  moderator = await signUpViaApi(newTestUser(), server.baseUrl);
  colleague = await signUpViaApi(newTestUser(), server.baseUrl);
  await server.stop();
  expect(admin("grant", moderator.username)).toBe(`${moderator.username} is now a moderator.`);
  admin("grant", colleague.username);
  server = await startApiServer({ DATA_DIR: dataDir });
}, 600_000);
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function newPage(): Promise<Page> {
  const context = await newAppContext(browser, server.baseUrl);
  contexts.push(context);
  return context.newPage();
}

describe("report and moderation", () => {
  test("a report, a suspension from the moderation page, the author logged out, the post gone for others, the reporter told", async () => {
    const [ada, mallory] = await Promise.all([
      signUpViaApi(newTestUser(), server.baseUrl),
      signUpViaApi(newTestUser(), server.baseUrl),
    ]);
    await graphql(
      `mutation ($id: ID!) { followUser(input: {userId: $id}) { __typename } }`,
      { id: mallory.auth.viewer.id },
      ada.auth.token,
      server.baseUrl,
    );
    const [adaPage, malloryPage, moderatorPage] = await Promise.all([newPage(), newPage(), newPage()]);
    await adaPage.goto("/register");
    await createPostViaApi(
      mallory,
      { caption: "Cheap followers here", tags: "cheap,followers" },
      await pngImage(adaPage, "m.png", "#cc2222"),
      server.baseUrl,
    );
    await createPostViaApi(
      ada,
      { caption: "Ada's harbour", tags: "harbour,sea" },
      await pngImage(adaPage, "a.png", "#2255cc"),
      server.baseUrl,
    );

    await openSignedIn(malloryPage, mallory);
    await postCard(malloryPage, mallory.username, "Cheap followers here").waitFor();

    // the reporter
    await openSignedIn(adaPage, ada);
    const card = postCard(adaPage, mallory.username, "Cheap followers here");
    await card.getByRole("button", { name: "Post options" }).click();
    await adaPage.getByRole("menuitem", { name: "Report Post" }).click();
    const dialog = adaPage.getByRole("dialog", { name: "Report this post" });
    await dialog.getByRole("radio", { name: /Spam/ }).check();
    await dialog.getByLabel("Anything to add? (optional)").fill("Selling followers to everyone");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await toast(adaPage, "Thanks for telling us. Moderators will look at your report.").waitFor();

    // the moderator
    await openSignedIn(moderatorPage, moderator);
    await moderatorPage.getByRole("banner").getByRole("button", { name: moderator.username }).click();
    await moderatorPage.getByRole("menuitem", { name: "Moderation" }).click();
    const reported = moderatorPage.getByRole("article", { name: `Post by ${mallory.username}` });
    await reported.getByText("Selling followers to everyone").waitFor();
    await reported.getByText("Cheap followers here").waitFor();
    // the case's heading, as a screen reader is given it: the username and the name apart
    expect(await accessibleNames(moderatorPage, "heading")).toContain(`Post by ${mallory.username}, ${mallory.name}`);
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await moderatorPage.setViewportSize(size);
      expect(await seriousViolations(moderatorPage)).toEqual([]);
    }
    await reported.getByRole("button", { name: `Suspend ${mallory.username}` }).click();
    const suspend = moderatorPage.getByRole("dialog", { name: `Suspend ${mallory.username}?` });
    await suspend.getByRole("button", { name: "Suspend account" }).click();
    await suspend.getByText("Please say why.").waitFor();
    expect(await seriousViolations(moderatorPage)).toEqual([]);
    await suspend.getByLabel("Reason").fill("Spam account");
    await suspend.getByRole("button", { name: "Suspend account" }).click();
    await toast(moderatorPage, "Account suspended. The reporters are told.").waitFor();
    await moderatorPage.getByRole("region", { name: "Suspended accounts" }).getByText("Spam account").waitFor();
    await moderatorPage.getByRole("region", { name: "Audit log" }).getByText(`suspended ${mallory.username}`).waitFor();
    await moderatorPage.getByText("No open reports. All caught up.").waitFor();
    await moderatorPage.setViewportSize({ width: 1280, height: 800 });

    // the suspended author's open tab ends its session by itself, and says so; logging in tells them why
    await malloryPage.waitForURL((url) => url.pathname === "/register");
    await malloryPage.getByRole("status").getByText("You have been signed out").waitFor();
    const login = loginForm(malloryPage);
    await login.getByLabel("Username", { exact: true }).fill(mallory.username);
    await login.getByLabel("Password", { exact: true }).fill(mallory.password);
    await login.getByRole("button", { name: "Login" }).click();
    const told = login.getByRole("alert").filter({ hasText: "This account has been suspended since" });
    await told.getByText("Spam account").waitFor();
    await told.getByText("You cannot log in until a moderator lifts the suspension.").waitFor();
    expect(malloryPage.url()).toMatch(/\/register$/);

    // the post is gone for others; the reporter hears the outcome
    await adaPage.reload();
    await postCard(adaPage, ada.username, "Ada's harbour").waitFor();
    expect(await postCard(adaPage, mallory.username).count()).toBe(0);
    await notificationBell(adaPage).click();
    await adaPage.getByText(`Your report about ${mallory.username}: a moderator suspended the account`).waitFor();

    // lifting it, once confirmed, brings the post back
    await moderatorPage.getByRole("button", { name: `Lift the suspension of ${mallory.username}` }).click();
    await moderatorPage
      .getByRole("dialog", { name: `Lift the suspension of ${mallory.username}?` })
      .getByRole("button", { name: "Lift suspension" })
      .click();
    await toast(moderatorPage, "Suspension lifted.").waitFor();
    await adaPage.reload();
    await postCard(adaPage, mallory.username, "Cheap followers here").waitFor();
  });

  test("Show more reaches every open case and every audit log entry; Dismiss moves the focus on", async () => {
    const ada = await signUpViaApi(newTestUser(), server.baseUrl);
    const reported: ApiUser[] = [];
    for (let i = 0; i < 22; i++) reported.push(await signUpViaApi(newTestUser(), server.baseUrl));
    for (const person of reported)
      await graphql(
        `mutation ($id: ID!) { report(input: {subjectId: $id, reason: SPAM}) { __typename } }`,
        { id: person.auth.viewer.id },
        ada.auth.token,
        server.baseUrl,
      );
    // 22 audit log entries, the oldest "round 0"; the first suspension closes the first report: 21 cases wait
    const target = reported[0]!;
    for (let round = 0; round < 11; round++) {
      await graphql(
        `mutation ($id: ID!, $reason: String!) { suspendAccount(input: {userId: $id, reason: $reason}) { __typename } }`,
        { id: target.auth.viewer.id, reason: `round ${round}` },
        moderator.auth.token,
        server.baseUrl,
      );
      await graphql(
        `mutation ($id: ID!) { liftSuspension(input: {userId: $id}) { __typename } }`,
        { id: target.auth.viewer.id },
        moderator.auth.token,
        server.baseUrl,
      );
    }
    const page = await newPage();
    await openSignedIn(page, moderator, "/moderation");
    const caseOf = (person: ApiUser) => page.getByRole("article", { name: `Profile of ${person.username}` });
    const reports = page.getByRole("region", { name: "Open reports" });
    const log = page.getByRole("region", { name: "Audit log" });
    // cases come ten at a time (each card is large), the log twenty
    await caseOf(reported[10]!).waitFor();
    await log.getByText("“round 10”").waitFor();
    expect(await caseOf(reported[11]!).count()).toBe(0);
    expect(await log.getByText("“round 0”").count()).toBe(0);

    const moreReports = reports.getByRole("button", { name: "Show more open reports" });
    await moreReports.click();
    await caseOf(reported[20]!).waitFor();
    expect(await caseOf(reported[21]!).count()).toBe(0);
    await moreReports.click();
    await caseOf(reported[21]!).waitFor();
    await expect.poll(() => moreReports.count()).toBe(0);
    await log.getByRole("button", { name: "Show more audit log entries" }).click();
    await log.getByText("“round 0”").waitFor();
    expect(await log.getByRole("button", { name: "Show more audit log entries" }).count()).toBe(0);

    // Dismiss by keyboard: the case leaves, and the focus moves to the next case's Dismiss
    await caseOf(reported[1]!).getByRole("button", { name: "Dismiss" }).focus();
    await page.keyboard.press("Enter");
    await caseOf(reported[1]!).waitFor({ state: "detached" });
    await expectFocused(caseOf(reported[2]!).getByRole("button", { name: "Dismiss" }));
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  test("the audit log names a deleted moderator by the name they had and marks what nobody reported; a deleted sender's message stays reported", async () => {
    const [ada, bob] = await Promise.all([
      signUpViaApi(newTestUser(), server.baseUrl),
      signUpViaApi(newTestUser(), server.baseUrl),
    ]);
    const page = await newPage();
    await page.goto("/register");
    const post = await createPostViaApi(
      bob,
      { caption: "Nobody reported this", tags: "quiet,evening" },
      await pngImage(page, "b.png", "#22aa55"),
      server.baseUrl,
    );
    const as = (user: ApiUser, query: string, variables: object) =>
      graphql<Record<string, { __typename: string }>>(query, variables, user.auth.token, server.baseUrl);
    await as(colleague, `mutation ($id: ID!) { removeReportedContent(input: {subjectId: $id}) { __typename } }`, {
      id: post.id,
    });
    const sent = await as(
      bob,
      `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { ... on SendMessagePayload { sentMessage { id } } } }`,
      { input: { receiverId: ada.auth.viewer.id, text: "You will regret this" } },
    );
    const messageId = (sent.sendMessage as unknown as { sentMessage: { id: string } }).sentMessage.id;
    await as(ada, `mutation ($id: ID!) { report(input: {subjectId: $id, reason: VIOLENCE}) { __typename } }`, {
      id: messageId,
    });
    for (const leaving of [colleague, bob])
      await as(leaving, `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename } }`, {
        input: { password: leaving.password, username: leaving.username },
      });

    await openSignedIn(page, moderator, "/moderation");
    const entry = page
      .getByRole("region", { name: "Audit log" })
      .getByRole("listitem")
      .filter({
        hasText: `Deleted account (was ${colleague.username}) removed content of Deleted account (was ${bob.username})`,
      });
    await entry.getByText("No report was open").waitFor();
    const message = page.getByRole("article", { name: "Message from Deleted account" });
    // the oldest cases come first, ten at a time: other tests' open cases may come before this one
    const more = page
      .getByRole("region", { name: "Open reports" })
      .getByRole("button", { name: "Show more open reports" });
    await expect
      .poll(async () => {
        if (await message.count()) return true;
        if (await more.isVisible()) await more.click();
        return false;
      })
      .toBe(true);
    await message.getByText("You will regret this").waitFor();
    // removing asks first; cancelled, nothing happens
    await message.getByRole("button", { name: "Remove message" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove this message by Deleted account?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    await message.getByText("You will regret this").waitFor();
    expect(await message.getByRole("button", { name: /^Suspend/ }).count()).toBe(0);
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      expect(await seriousViolations(page)).toEqual([]);
    }
    // confirmed with a reason, it goes
    await message.getByRole("button", { name: "Remove message" }).click();
    await confirm.getByRole("button", { name: "Remove message" }).click();
    await confirm.getByText("Please say why.").waitFor();
    await confirm.getByLabel("Reason").fill("A threat");
    await confirm.getByRole("button", { name: "Remove message" }).click();
    await toast(page, "Removed. Those concerned are told.").waitFor();
    await message.waitFor({ state: "detached" });
  });

  test("a removed post's author is told, live, what went and the moderator's reason", async () => {
    const [ada, mallory] = await Promise.all([
      signUpViaApi(newTestUser(), server.baseUrl),
      signUpViaApi(newTestUser(), server.baseUrl),
    ]);
    const malloryPage = await newPage();
    await malloryPage.goto("/register");
    const post = await createPostViaApi(
      mallory,
      { caption: "Followers for sale, cheap", tags: "deals,followers" },
      await pngImage(malloryPage, "f.png", "#aa22aa"),
      server.baseUrl,
    );
    await graphql(
      `mutation ($id: ID!) { report(input: {subjectId: $id, reason: SPAM}) { __typename } }`,
      { id: post.id },
      ada.auth.token,
      server.baseUrl,
    );
    await openSignedIn(malloryPage, mallory);

    const page = await newPage();
    await openSignedIn(page, moderator, "/moderation");
    const reported = page.getByRole("article", { name: `Post by ${mallory.username}` });
    const more = page
      .getByRole("region", { name: "Open reports" })
      .getByRole("button", { name: "Show more open reports" });
    await expect
      .poll(async () => {
        if (await reported.count()) return true;
        if (await more.isVisible()) await more.click();
        return false;
      })
      .toBe(true);
    await reported.getByRole("button", { name: "Remove post" }).click();
    const confirm = page.getByRole("dialog", { name: `Remove this post by ${mallory.username}?` });
    await confirm.getByText(`${mallory.username} is told what went, and your reason.`).waitFor();
    await confirm.getByLabel("Reason").fill("Selling followers breaks the rules");
    await confirm.getByRole("button", { name: "Remove post" }).click();
    await toast(page, "Removed. Those concerned are told.").waitFor();

    await notificationBell(malloryPage).click();
    await malloryPage
      .getByRole("dialog", { name: "See All Notifications" })
      .getByText(
        "A moderator removed your post “Followers for sale, cheap”. Their reason: Selling followers breaks the rules",
      )
      .waitFor();
    expect(await seriousViolations(malloryPage)).toEqual([]);
  });

  test("the page is refused to everyone but moderators", async () => {
    const ada = await signUpViaApi(newTestUser(), server.baseUrl);
    const page = await newPage();
    await openSignedIn(page, ada, "/moderation");
    await page.getByText("Only moderators can see this page.").waitFor();
    await page.getByRole("banner").getByRole("button", { name: ada.username }).click();
    await page.getByRole("menuitem", { name: "Settings" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Moderation" }).count()).toBe(0);
  });
});
