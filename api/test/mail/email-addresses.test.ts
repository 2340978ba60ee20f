// Confirmed addresses, read from the mail a real SMTP server (in this process) received: sign-up
// mails a link that confirms the address once, within 24 hours; an unconfirmed account works and
// can have the link sent again, a few times an hour; changing the address asks for the password,
// mails the new address a link and the old one a notice, and takes effect only when confirmed.
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { eventually } from "../support/eventually.ts";
import { execute } from "../support/graphql-client.ts";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { CreateAccessToken } from "../graphql/access-token-operations.ts";
import { LogIn } from "../graphql/auth-operations.ts";
import { AddressState, ChangeEmail, SendVerificationEmail, VerifyEmail } from "./account-mail-operations.ts";

let smtp: TestSmtpServer;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await createTestServer(
    { SMTP_URL: smtp.url, MAIL_FROM: "SkySocial <no-reply@skysocial.test>" },
    { background: ["mail"] },
  );
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const emailOf = (user: TestUser) => `${user.username.toLowerCase()}@example.com`;

/** The `n`-th mail (1 = the first) to `address` with `subject`, once it has arrived. */
const mailTo = (address: string, subject: string, n = 1): Promise<ParsedMail> =>
  eventually(() => {
    const mail = smtp.to(address).filter((m) => m.subject === subject)[n - 1];
    expect(mail, `mail ${n} "${subject}" to ${address}`).toBeDefined();
    return mail!;
  });
const tokenIn = (mail: ParsedMail) => linkIn(mail, "/verify-email").searchParams.get("token")!;

const CONFIRM = "Confirm your email address for SkySocial";
const CONFIRM_NEW = "Confirm your new email address for SkySocial";
const ABOUT_TO_CHANGE = "Your SkySocial email address is about to change";

const state = async (user: TestUser) => (await execute(server, AddressState, {}, { token: user.token })).data!.viewer!;
const verify = async (token: string) => (await execute(server, VerifyEmail, { input: { token } })).data!.verifyEmail;
const sendAgain = (user: TestUser) => execute(server, SendVerificationEmail, {}, { token: user.token });
const changeEmail = async (user: TestUser, newEmail: string, password = TEST_PASSWORD, token = user.token) =>
  (await execute(server, ChangeEmail, { input: { newEmail, password } }, { token })).data!.changeEmail;

describe("sign-up", () => {
  it("mails a link that confirms the address, once; the account works meanwhile", async () => {
    const ada = await createUser(server);
    expect(await state(ada)).toEqual({ email: emailOf(ada), emailVerified: false, pendingEmail: null });
    const mail = await mailTo(emailOf(ada), CONFIRM);
    expect(mail.text).toContain(
      `welcome to SkySocial! Please confirm that this is the address of your new account @${ada.username}`,
    );
    expect(mail.text).toContain("The link works once, for 24 hours.");
    expect(mail.text).toContain("You got this mail because this address was given for the SkySocial account");
    expect(linkIn(mail, "/verify-email").origin).toBe("http://skysocial.test");

    expect(await verify(tokenIn(mail))).toEqual({
      __typename: "VerifyEmailPayload",
      email: emailOf(ada),
      changed: false,
      // the link proves the address, not who holds it: the payload shows no address to a stranger
      user: { username: ada.username, email: null, emailVerified: null },
    });
    expect(await state(ada)).toMatchObject({ emailVerified: true });
    expect(await verify(tokenIn(mail))).toMatchObject({ __typename: "AccountLinkError", code: "LINK_USED" });
    expect((await sendAgain(ada)).data!.sendVerificationEmail).toMatchObject({
      __typename: "EmailAlreadyVerifiedError",
      code: "EMAIL_ALREADY_VERIFIED",
    });
  });

  it("refuses a link that is made up, cut short or overlong, changing nothing", async () => {
    const bob = await createUser(server);
    const token = tokenIn(await mailTo(emailOf(bob), CONFIRM));
    for (const wrong of ["", "made-up-token", token.slice(0, -1), `${token}x`, "x".repeat(10_000)])
      expect(await verify(wrong)).toMatchObject({ __typename: "AccountLinkError", code: "LINK_INVALID" });
    expect(await state(bob)).toMatchObject({ emailVerified: false });
    expect(await verify(token)).toMatchObject({ __typename: "VerifyEmailPayload" });
  });

  it("refuses a link past its 24 hours, changing nothing", async () => {
    const cyd = await createUser(server);
    const token = tokenIn(await mailTo(emailOf(cyd), CONFIRM));
    await server.prisma.accountLink.updateMany({
      where: { userId: cyd.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await verify(token)).toMatchObject({ __typename: "AccountLinkError", code: "LINK_EXPIRED" });
    expect(await state(cyd)).toMatchObject({ emailVerified: false });
  });
});

describe("sending the link again", () => {
  it("mails a new link, three times an hour; each works", async () => {
    const dee = await createUser(server);
    const first = await mailTo(emailOf(dee), CONFIRM);
    for (let i = 1; i <= 3; i++)
      expect((await sendAgain(dee)).data!.sendVerificationEmail).toEqual({
        __typename: "SendVerificationEmailPayload",
        email: emailOf(dee),
      });
    const refused = await sendAgain(dee);
    expect(refused.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");
    const again = await mailTo(emailOf(dee), CONFIRM, 4);
    expect(again.text).toContain("here is the new link you asked for");
    expect(smtp.to(emailOf(dee)).filter((m) => m.subject === CONFIRM)).toHaveLength(4);
    // the first link still works: a newer one does not end it
    expect(await verify(tokenIn(first))).toMatchObject({ __typename: "VerifyEmailPayload" });
    expect(await verify(tokenIn(again))).toMatchObject({ code: "LINK_USED" });
  });
});

describe("changing the address", () => {
  it("asks for the password, mails the new address a link and the old one a notice, and changes once confirmed", async () => {
    const eve = await createUser(server);
    const signUpLink = tokenIn(await mailTo(emailOf(eve), CONFIRM));
    const other = await createUser(server);
    const newEmail = `new.${eve.username.toLowerCase()}@example.org`;

    expect(await changeEmail(eve, newEmail, "not the password at all")).toMatchObject({
      __typename: "ValidationError",
      code: "WRONG_PASSWORD",
      fieldErrors: [{ field: "password" }],
    });
    expect(await changeEmail(eve, emailOf(other))).toMatchObject({
      code: "EMAIL_TAKEN",
      fieldErrors: [{ field: "newEmail" }],
    });
    expect(await changeEmail(eve, emailOf(eve).toUpperCase())).toMatchObject({ code: "EMAIL_UNCHANGED" });
    expect(await changeEmail(eve, "not an address")).toMatchObject({ code: "EMAIL_INVALID" });
    expect(await changeEmail(eve, newEmail, "")).toMatchObject({ code: "PASSWORD_REQUIRED" });
    expect(await state(eve)).toEqual({ email: emailOf(eve), emailVerified: false, pendingEmail: null });

    expect(await changeEmail(eve, newEmail.toUpperCase())).toEqual({
      __typename: "ChangeEmailPayload",
      pendingEmail: newEmail,
    });
    expect(await state(eve)).toEqual({ email: emailOf(eve), emailVerified: false, pendingEmail: newEmail });
    const notice = await mailTo(emailOf(eve), ABOUT_TO_CHANGE);
    expect(notice.text).toContain(`asked to change its address to n***@example.org`);
    expect(notice.text).not.toContain(newEmail);
    expect(linkIn(notice, "/forgot-password")).toBeDefined();
    const confirmation = await mailTo(newEmail, CONFIRM_NEW);
    expect(confirmation.text).toContain("Until it is followed, the account keeps its old address.");

    expect(await verify(tokenIn(confirmation))).toMatchObject({
      __typename: "VerifyEmailPayload",
      email: newEmail,
      changed: true,
    });
    expect(await state(eve)).toEqual({ email: newEmail, emailVerified: true, pendingEmail: null });
    // the old address's links confirm nothing any more
    expect(await verify(signUpLink)).toMatchObject({ code: "LINK_USED" });
    expect(await verify(tokenIn(confirmation))).toMatchObject({ code: "LINK_USED" });
    const logIn = await execute(server, LogIn, { input: { username: eve.username, password: TEST_PASSWORD } });
    expect(logIn.data!.logIn!.__typename).toBe("LogInPayload");
  });

  it("a newer request replaces the older one's link", async () => {
    const fay = await createUser(server);
    const [first, second] = [`first.${fay.username}@example.org`, `second.${fay.username}@example.org`];
    await changeEmail(fay, first);
    const firstLink = tokenIn(await mailTo(first, CONFIRM_NEW));
    await changeEmail(fay, second);
    expect(await state(fay)).toMatchObject({ pendingEmail: second });
    expect(await verify(firstLink)).toMatchObject({ code: "LINK_USED" });
    expect(await verify(tokenIn(await mailTo(second, CONFIRM_NEW)))).toMatchObject({ changed: true, email: second });
  });

  it("of two accounts confirming one new address, the second is told it is taken", async () => {
    const [gus, hal] = [await createUser(server), await createUser(server)];
    const wanted = `wanted.${gus.username}@example.org`;
    await changeEmail(gus, wanted);
    await changeEmail(hal, wanted);
    const [gusLink, halLink] = await Promise.all([
      eventually(() => {
        const mails = smtp.to(wanted).filter((m) => m.subject === CONFIRM_NEW && m.text!.includes(`@${gus.username}.`));
        expect(mails).toHaveLength(1);
        return tokenIn(mails[0]!);
      }),
      eventually(() => {
        const mails = smtp.to(wanted).filter((m) => m.subject === CONFIRM_NEW && m.text!.includes(`@${hal.username}.`));
        expect(mails).toHaveLength(1);
        return tokenIn(mails[0]!);
      }),
    ]);
    expect(await verify(gusLink)).toMatchObject({ changed: true });
    expect(await verify(halLink)).toMatchObject({ __typename: "ValidationError", code: "EMAIL_TAKEN" });
    expect(await state(hal)).toMatchObject({ email: emailOf(hal) });
  });

  it("is refused to an access token", async () => {
    const ida = await createUser(server);
    const created = await execute(
      server,
      CreateAccessToken,
      { input: { name: "tool", scope: "READ_WRITE" } },
      { token: ida.token },
    );
    const pat = created.data!.createPersonalAccessToken!;
    if (pat.__typename !== "CreatePersonalAccessTokenPayload") throw new Error(pat.__typename);
    expect(await changeEmail(ida, `x.${ida.username}@example.org`, TEST_PASSWORD, pat.token)).toMatchObject({
      __typename: "ForbiddenError",
      code: "ACCESS_TOKEN_CANNOT_CHANGE_EMAIL",
    });
    expect(await state(ida)).toMatchObject({ pendingEmail: null });
  });
});
