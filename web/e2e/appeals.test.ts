// Appeals, in browsers: a moderator removes a post, its author appeals from the removal's
// notification, the moderator finds the appeal on the desk and overturns it, and the author is
// told; a suspended person appeals from the log-in form with the password just typed, and the
// next log-in says the appeal is waiting, then the moderator's decision. The server is this
// file's own: a moderator is made with the admin command, which needs the server's database.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loginForm, newTestUser, pngImage, toast } from "./support/authPage";
import { repoRoot, startApiServer, type RunningApiServer } from "./support/apiServer";
import { seriousViolations } from "./support/axe";
import { launchBrowser, newAppContext } from "./support/browser";
import { shootBothSizes } from "./support/screenshots";
import { createPostViaApi, graphql, openSignedIn, signUpViaApi, type ApiUser } from "./support/socialApi";
import { notificationBell } from "./support/socialPage";

let dataDir: string;
let server: RunningApiServer;
let browser: Browser;
let moderator: ApiUser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "skysocial-appeals-"));
  browser = await launchBrowser();
  server = await startApiServer({ DATA_DIR: dataDir });
  moderator = await signUpViaApi(newTestUser(), server.baseUrl);
  await server.stop();
  const grant = spawnSync("npm", ["run", "--silent", "admin", "--", "grant", moderator.username], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  if (grant.status !== 0) throw new Error(`admin grant failed: ${grant.stderr}`);
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

const appealsOf = (page: Page) => page.getByRole("region", { name: "Appeals" });

describe("appeals", () => {
  test("a removed post's author appeals from the notice; the moderator overturns it; the author is told", async () => {
    const [ada, mallory] = await Promise.all([
      signUpViaApi(newTestUser(), server.baseUrl),
      signUpViaApi(newTestUser(), server.baseUrl),
    ]);
    const malloryPage = await newPage();
    await malloryPage.goto("/register");
    const post = await createPostViaApi(
      mallory,
      { caption: "Sunset over the harbour, shot on film", tags: "sunset,film" },
      await pngImage(malloryPage, "s.png", "#dd7722"),
      server.baseUrl,
    );
    await graphql(
      `mutation ($id: ID!) { report(input: {subjectId: $id, reason: SPAM}) { __typename } }`,
      { id: post.id },
      ada.auth.token,
      server.baseUrl,
    );

    // the moderator removes it from the desk
    const desk = await newPage();
    await openSignedIn(desk, moderator, "/moderation");
    await appealsOf(desk).getByText("No appeals waiting.").waitFor();
    const reported = desk.getByRole("article", { name: `Post by ${mallory.username}` });
    await reported.getByRole("button", { name: "Remove post" }).click();
    const remove = desk.getByRole("dialog", { name: `Remove this post by ${mallory.username}?` });
    await remove.getByLabel("Reason").fill("Looks like advertising");
    await remove.getByRole("button", { name: "Remove post" }).click();
    await toast(desk, "Removed. Those concerned are told.").waitFor();

    // the author appeals from the notice
    await openSignedIn(malloryPage, mallory);
    await notificationBell(malloryPage).click();
    const bell = malloryPage.getByRole("dialog", { name: "See All Notifications" });
    const notice = bell.getByRole("listitem").filter({ hasText: "A moderator removed your post" });
    await notice.getByText("Their reason: Looks like advertising").waitFor();
    await notice.getByRole("button", { name: "Appeal" }).click();
    const form = notice.getByRole("form", { name: "Appeal this removal" });
    await form.getByRole("button", { name: "Send appeal" }).click();
    await form.getByText("Please say why the moderator's decision was wrong.").waitFor();
    await form.getByLabel("Why was this removal wrong?").fill("It is my own photo of the harbour, not an advert.");
    await shootBothSizes(malloryPage, "appeal-removal-form", form);
    expect(await seriousViolations(malloryPage)).toEqual([]);
    await form.getByRole("button", { name: "Send appeal" }).click();
    await notice.getByText("Appeal sent. A moderator will answer here.").waitFor();
    expect(await notice.getByRole("button", { name: "Appeal" }).count()).toBe(0);
    await malloryPage.keyboard.press("Escape");

    // the moderator sees the case and overturns it, once confirmed with a note
    await desk.reload();
    const appeal = appealsOf(desk).getByRole("article", { name: `Appeal by ${mallory.username}` });
    await appeal.getByText("It is my own photo of the harbour, not an advert.").waitFor();
    await appeal.getByText("Sunset over the harbour, shot on film").waitFor();
    await appeal.getByText("Reason: “Looks like advertising”").waitFor();
    await shootBothSizes(desk, "appeal-desk", appeal);
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await desk.setViewportSize(size);
      expect(await seriousViolations(desk)).toEqual([]);
    }
    await desk.setViewportSize({ width: 1280, height: 800 });
    await appeal.getByRole("button", { name: "Overturn" }).click();
    const overturn = desk.getByRole("dialog", { name: "Overturn the removal of their post?" });
    await overturn.getByText("The post cannot be brought back", { exact: false }).waitFor();
    await overturn.getByLabel(`Note to ${mallory.username}`).fill("You are right, sorry. Please post it again.");
    await overturn.getByRole("button", { name: "Overturn" }).click();
    await toast(desk, "Appeal decided. The person who appealed is told, with your note.").waitFor();
    await appealsOf(desk).getByText("No appeals waiting.").waitFor();
    await desk
      .getByRole("region", { name: "Audit log" })
      .getByText(`overturned the removal appealed by ${mallory.username}`)
      .waitFor();

    // the author is told, live, quoting what went so it can be posted again
    await notificationBell(malloryPage).click();
    const decision = bell.getByRole("listitem").filter({ hasText: "should not have been removed" });
    await decision
      .getByText(
        "A moderator agreed with your appeal: your post “Sunset over the harbour, shot on film” should not have been removed. It cannot be restored, but you may post it again. Their note: You are right, sorry. Please post it again.",
      )
      .waitFor();
    await notice.getByText("Appeal answered: the removal was wrong.").waitFor();
    await shootBothSizes(malloryPage, "appeal-decision-notice", decision);
    expect(await seriousViolations(malloryPage)).toEqual([]);
  });

  test("a suspended person appeals from the log-in form, and the next log-ins say where it stands", async () => {
    const gus = await signUpViaApi(newTestUser(), server.baseUrl);
    await graphql(
      `mutation ($id: ID!) { suspendAccount(input: {userId: $id, reason: "Spam account"}) { __typename } }`,
      { id: gus.auth.viewer.id },
      moderator.auth.token,
      server.baseUrl,
    );
    const page = await newPage();
    await page.goto("/register");
    const login = loginForm(page);
    const logIn = async () => {
      await login.getByLabel("Username", { exact: true }).fill(gus.username);
      await login.getByLabel("Password", { exact: true }).fill(gus.password);
      await login.getByRole("button", { name: "Login" }).click();
      return login.getByRole("alert").filter({ hasText: "This account has been suspended since" });
    };
    const told = await logIn();
    await told.getByText("Spam account").waitFor();
    await told.getByRole("button", { name: "Appeal this suspension" }).click();
    await told.getByLabel("Why was this suspension wrong?").fill("I only post photos of my own garden.");
    await shootBothSizes(page, "appeal-suspension-form", told);
    expect(await seriousViolations(page)).toEqual([]);
    await told.getByRole("button", { name: "Send appeal" }).click();
    await told.getByText("Appeal sent. A moderator will answer here: try logging in again later to see it.").waitFor();

    await page.reload();
    const waiting = await logIn();
    await waiting.getByText("Your appeal is waiting for a moderator.", { exact: false }).waitFor();
    expect(await waiting.getByRole("button", { name: "Appeal this suspension" }).count()).toBe(0);

    // the moderator upholds it from the desk
    const desk = await newPage();
    await openSignedIn(desk, moderator, "/moderation");
    const appeal = appealsOf(desk).getByRole("article", { name: `Appeal by ${gus.username}` });
    await appeal.getByText("I only post photos of my own garden.").waitFor();
    await appeal.getByText("Reason: “Spam account”").waitFor();
    await appeal.getByRole("button", { name: "Uphold" }).click();
    const uphold = desk.getByRole("dialog", { name: "Uphold the suspension?" });
    await uphold.getByLabel(`Note to ${gus.username}`).fill("The account sent the same link to 200 people.");
    await uphold.getByRole("button", { name: "Uphold" }).click();
    await toast(desk, "Appeal decided. The person who appealed is told, with your note.").waitFor();

    await page.reload();
    const decided = await logIn();
    await decided.getByText("A moderator looked at your appeal and kept the suspension.", { exact: false }).waitFor();
    await decided.getByText("The account sent the same link to 200 people.").waitFor();
    await shootBothSizes(page, "appeal-suspension-decided", decided);
  });
});
