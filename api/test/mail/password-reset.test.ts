// A forgotten password, read from the mail a real SMTP server (in this process) received: the
// answer is the same, and so is the work, whether or not an account has the username or address;
// the link (1 hour, once) sets a new password under the rules, ends every session and connection
// of the account and brings a notice; rate limits per client, per name typed and per account; an
// operator's command sends a link, to the account's address or to another.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANGED_TEST_PASSWORD, createUser, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { eventually } from "../support/eventually.ts";
import { execute } from "../support/graphql-client.ts";
import { connectGraphQL } from "../support/graphql-ws.ts";
import { whenQuiet } from "../support/quiet.ts";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { LogIn, Viewer } from "../graphql/auth-operations.ts";
import { connectV1, listen, type V1Socket } from "../realtime/socket-client.ts";
import { AddressState, RequestPasswordReset, ResetPassword } from "./account-mail-operations.ts";
import { sendResetLinkArgs } from "../../scripts/admin/send-reset-link.ts";

const MAIL_FROM = "SkySocial <no-reply@skysocial.test>";
const RESET = "Set a new password for SkySocial";
const CHANGED = "Your SkySocial password was changed";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());

const emailOf = (user: TestUser) => `${user.username.toLowerCase()}@example.com`;
const mailsTo = (address: string, subject: string) => smtp.to(address).filter((m) => m.subject === subject);
const mailTo = (address: string, subject: string, n = 1): Promise<ParsedMail> =>
  eventually(() => {
    const mail = mailsTo(address, subject)[n - 1];
    expect(mail, `mail ${n} "${subject}" to ${address}`).toBeDefined();
    return mail!;
  });
const tokenIn = (mail: ParsedMail) => linkIn(mail, "/reset-password").searchParams.get("token")!;

describe("on one node", () => {
  let server: TestServer;
  let baseUrl: string;
  const sockets: V1Socket[] = [];
  beforeAll(async () => {
    server = await createTestServer({ SMTP_URL: smtp.url, MAIL_FROM }, { background: ["mail"] });
    baseUrl = await listen(server);
  });
  afterAll(async () => {
    for (const { socket } of sockets) socket.close();
    await server?.close();
  });

  const request = async (usernameOrEmail: string) =>
    (await execute(server, RequestPasswordReset, { input: { usernameOrEmail } })).data!.requestPasswordReset;
  const reset = async (token: string, newPassword = CHANGED_TEST_PASSWORD) =>
    (await execute(server, ResetPassword, { input: { token, newPassword } })).data!.resetPassword;
  const logIn = async (username: string, password: string) =>
    (await execute(server, LogIn, { input: { username, password } })).data!.logIn!.__typename;

  it("mails a link to the account's address; it sets a new password once, ends every session and brings a notice", async () => {
    const ada = await createUser(server);
    const socket = await connectV1(baseUrl, { auth: { token: ada.token } });
    sockets.push(socket);
    const subscriptions = await connectGraphQL(baseUrl, ada.token);
    const closed: number[] = [];
    subscriptions.on("closed", (event) => closed.push((event as { code: number }).code));

    expect(await request(ada.username.toUpperCase())).toEqual({
      __typename: "RequestPasswordResetPayload",
      accepted: true,
    });
    const mail = await mailTo(emailOf(ada), RESET);
    expect(mail.text).toContain(`someone asked to set a new password for your SkySocial account @${ada.username}`);
    expect(mail.text).toContain("The link works once, for 1 hour.");
    expect(mail.text).toContain("You got this mail because someone asked for a new password");
    const token = tokenIn(mail);

    // a password against the rules changes nothing, and the link keeps working
    expect(await reset(token, "short")).toMatchObject({ __typename: "ValidationError", code: "PASSWORD_TOO_SHORT" });
    expect(await reset(token, "password1234")).toMatchObject({ code: "PASSWORD_TOO_COMMON" });
    expect(await logIn(ada.username, TEST_PASSWORD)).toBe("LogInPayload");

    expect(await reset(token)).toEqual({ __typename: "ResetPasswordPayload", username: ada.username });
    // every session ends: the token is refused, the socket and the graphql-ws connection close
    const viewer = await execute(server, Viewer, {}, { token: ada.token });
    expect(viewer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    await eventually(() => expect(socket.socket.connected).toBe(false));
    await eventually(() => expect(closed).toEqual([4403]));
    await subscriptions.dispose();
    expect(await logIn(ada.username, TEST_PASSWORD)).toBe("InvalidCredentialsError");
    expect(await logIn(ada.username, CHANGED_TEST_PASSWORD)).toBe("LogInPayload");
    // once only
    expect(await reset(token, "yet another passphrase 9")).toMatchObject({
      __typename: "AccountLinkError",
      code: "LINK_USED",
    });
    expect(await logIn(ada.username, CHANGED_TEST_PASSWORD)).toBe("LogInPayload");

    const notice = await mailTo(emailOf(ada), CHANGED);
    expect(notice.text).toContain(
      "was just set anew with a reset link, and every device signed in to the account was signed out",
    );
    // the link came to the account's address: it counts as confirmed
    const { token: fresh } = await server.domain.accounts.logIn(
      { username: ada.username, password: CHANGED_TEST_PASSWORD },
      "test",
    );
    expect((await execute(server, AddressState, {}, { token: fresh })).data!.viewer!.emailVerified).toBe(true);
  });

  it("finds the account by its address too, and a link past its hour opens nothing", async () => {
    const bob = await createUser(server);
    await request(emailOf(bob).toUpperCase());
    const token = tokenIn(await mailTo(emailOf(bob), RESET));
    await server.prisma.accountLink.updateMany({
      where: { userId: bob.id, purpose: "RESET_PASSWORD" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await reset(token)).toMatchObject({ __typename: "AccountLinkError", code: "LINK_EXPIRED" });
    for (const wrong of ["", "made-up", token.slice(1), "y".repeat(5000)])
      expect(await reset(wrong)).toMatchObject({ __typename: "AccountLinkError", code: "LINK_INVALID" });
    expect(await logIn(bob.username, TEST_PASSWORD)).toBe("LogInPayload");
  });

  it("answers the same whether or not an account has the name, doing the same work; only an account gets mail", async () => {
    const people = [await createUser(server), await createUser(server), await createUser(server)];
    const nobody = ["nobody_here_1", "nobody_here_2", "nobody.here@example.com"];
    /**
     * The statements a request sends until it answers, the fewest of its tries (each once the node
     * is quiet: a poller's statement may fall in a try). What follows it is the worker's.
     */
    const workOf = async (names: string[]) => {
      const counts: number[] = [];
      for (const name of names) {
        const before = await whenQuiet(server);
        await server.domain.passwordResets.request({ usernameOrEmail: name }, `client-${name}`);
        counts.push(server.db.statementCount - before);
      }
      return Math.min(...counts);
    };
    const answers = await Promise.all([request("nobody_at_all"), request(people[0]!.username)]);
    expect(answers[0]).toEqual(answers[1]);
    const known = await workOf(people.map((p) => p.username));
    const unknown = await workOf(nobody);
    expect(known).toBeGreaterThan(0);
    expect(unknown).toBe(known);
    for (const person of people) await mailTo(emailOf(person), RESET);
    await eventually(async () => expect(await server.prisma.mailJob.count()).toBe(0));
    for (const name of nobody) expect(smtp.to(name.includes("@") ? name : `${name}@example.com`)).toEqual([]);
  });

  it("limits requests per client address and per name typed (TOO_MANY_REQUESTS), and mails per account", async () => {
    const cyd = await createUser(server);
    const resets = server.domain.passwordResets;
    // per name: three an hour, from any client
    for (let i = 0; i < 3; i++) await resets.request({ usernameOrEmail: cyd.username }, `client-a${i}`);
    await expect(resets.request({ usernameOrEmail: cyd.username.toUpperCase() }, "client-a9")).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    // per account: three mails an hour however it is named (the address's requests are counted apart)
    await resets.request({ usernameOrEmail: emailOf(cyd) }, "client-b1");
    await mailTo(emailOf(cyd), RESET, 3);
    await eventually(async () => expect(await server.prisma.mailJob.count()).toBe(0));
    expect(mailsTo(emailOf(cyd), RESET)).toHaveLength(3);
    // per client: ten an hour, whatever the names
    for (let i = 0; i < 10; i++) await resets.request({ usernameOrEmail: `someone_${i}` }, "client-c");
    await expect(resets.request({ usernameOrEmail: "someone_else" }, "client-c")).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    // the API's answer, and bad input
    const empty = await execute(server, RequestPasswordReset, { input: { usernameOrEmail: "  " } });
    expect(empty.data!.requestPasswordReset).toMatchObject({ code: "USERNAME_OR_EMAIL_REQUIRED" });
    const long = await execute(server, RequestPasswordReset, { input: { usernameOrEmail: "x".repeat(255) } });
    expect(long.data!.requestPasswordReset).toMatchObject({ code: "USERNAME_OR_EMAIL_TOO_LONG" });
  });

  it("an operator's link goes to another address when asked, and does not confirm the account's", async () => {
    const dee = await createUser(server);
    const elsewhere = `${dee.username}@new-mailbox.example`;
    const link = await server.domain.passwordResets.sendLinkFor(dee.username.toUpperCase(), elsewhere);
    expect(link).toMatchObject({ username: dee.username, to: elsewhere, expiresInHours: 1 });
    const mail = await mailTo(elsewhere, RESET);
    expect(mail.text).toContain("a SkySocial administrator sent you this link at your request");
    expect(await reset(tokenIn(mail))).toMatchObject({ username: dee.username });
    expect(await server.domain.passwordResets.sendLinkFor("no_such_user")).toBeNull();
    const user = await server.prisma.user.findUniqueOrThrow({ where: { id: dee.id } });
    expect(user.emailVerifiedAt).toBeNull();
  });
});

describe("npm run admin -- send-reset-link", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-admin-"));
  const databaseUrl = `pglite:${path.join(dataDir, "pglite")}`;
  let username: string;
  // the embedded database belongs to one process: the account is made, then the server stops
  // (a database on disk, migrated from nothing: slow on a busy machine)
  beforeAll(async () => {
    const server = await createTestServer({ DATABASE_URL: databaseUrl });
    username = (await createUser(server)).username;
    await server.close();
  }, 180_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const admin = (...args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const script = path.resolve(import.meta.dirname, "..", "..", "scripts", "admin.ts");
      const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          SMTP_URL: smtp.url,
          MAIL_FROM,
          PUBLIC_URL: "http://skysocial.test",
          // one embedded node: the run's Redis is no business of the command's
          REDIS_URL: "",
        },
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("exit", (code) => resolve({ code, stdout, stderr }));
    });

  // a child process opening the embedded database: seconds on a quiet machine, far more on a busy one
  it("sends the link at once and says what it did", { timeout: 180_000 }, async () => {
    const sent = await admin("send-reset-link", username, "--to", "Helper@Example.org");
    expect(sent).toMatchObject({ code: 0, stderr: "" });
    expect(sent.stdout.trim()).toBe(
      `Sent a password reset link for ${username} (valid for 1 hour, once) to helper@example.org, through ${smtp.url}.`,
    );
    const mail = mailsTo("helper@example.org", RESET)[0]!;
    expect(linkIn(mail, "/reset-password").origin).toBe("http://skysocial.test");
  });

  it("takes a username and, with --to, an address: nothing else", () => {
    expect(sendResetLinkArgs(["ada"])).toEqual({ username: "ada" });
    expect(sendResetLinkArgs(["ada", "--to", "a@b.example"])).toEqual({ username: "ada", to: "a@b.example" });
    for (const wrong of [[], ["--to", "a@b.example"], ["ada", "--to"], ["ada", "--cc", "a@b.example"], ["ada", "bob"]])
      expect(sendResetLinkArgs(wrong)).toBeNull();
  });
});
