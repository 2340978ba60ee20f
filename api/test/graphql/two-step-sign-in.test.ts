// Two-step sign-in: an account sets up an authenticator app (codes computed here with otpauth, as
// the app would), after which logIn answers a challenge instead of a session and the challenge
// with a code (or a single-use recovery code) signs in. Personal access tokens keep working; the
// v1 log-in, which has no second step, is refused with why.
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { execute } from "../support/graphql-client.ts";
import { CreateAccessToken } from "./access-token-operations.ts";
import {
  CompleteSecondFactor,
  ConfirmTotpEnrolment,
  DisableTotp,
  LogInTwoStep,
  RegenerateRecoveryCodes,
  StartTotpEnrolment,
  ViewerTwoStep,
} from "./two-step-operations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** The app's code `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

interface TwoStepUser extends TestUser {
  secret: string;
  recoveryCodes: string[];
}

/** A new account with an authenticator app set up; the current step's code is used by then. */
async function withApp(): Promise<TwoStepUser> {
  const user = await createUser(server);
  const started = (
    await execute(server, StartTotpEnrolment, { input: { password: TEST_PASSWORD } }, { token: user.token })
  ).data!.startTotpEnrolment!;
  if (started.__typename !== "StartTotpEnrolmentPayload") throw new Error(started.__typename);
  const confirmed = (
    await execute(server, ConfirmTotpEnrolment, { input: { code: codeOf(started.secret) } }, { token: user.token })
  ).data!.confirmTotpEnrolment!;
  if (confirmed.__typename !== "ConfirmTotpEnrolmentPayload") throw new Error(confirmed.__typename);
  return { ...user, secret: started.secret, recoveryCodes: confirmed.recoveryCodes };
}

async function logIn(user: TestUser) {
  const answer = await execute(server, LogInTwoStep, { input: { username: user.username, password: TEST_PASSWORD } });
  return answer.data!.logIn!;
}

async function challengeFor(user: TestUser): Promise<string> {
  const answer = await logIn(user);
  if (answer.__typename !== "SecondFactorRequired") throw new Error(`no challenge: ${answer.__typename}`);
  return answer.challenge;
}

async function complete(input: { challenge: string; code?: string; recoveryCode?: string }) {
  return (await execute(server, CompleteSecondFactor, { input })).data!.completeSecondFactor!;
}

const sessionCount = (user: TestUser) => server.prisma.signInSession.count({ where: { userId: user.id } });

describe("setting up an authenticator app", () => {
  it("asks the password, shows the secret as text and an otpauth URI, and turns on with a code", async () => {
    const ada = await createUser(server);
    const wrong = await execute(server, StartTotpEnrolment, { input: { password: "not it" } }, { token: ada.token });
    expect(wrong.data!.startTotpEnrolment).toMatchObject({ __typename: "ValidationError", code: "WRONG_PASSWORD" });

    const started = (
      await execute(server, StartTotpEnrolment, { input: { password: TEST_PASSWORD } }, { token: ada.token })
    ).data!.startTotpEnrolment!;
    if (started.__typename !== "StartTotpEnrolmentPayload") throw new Error(started.__typename);
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUri).toBe(
      `otpauth://totp/SkySocial:${ada.username}?issuer=SkySocial&secret=${started.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // not on until a code confirms it
    expect((await logIn(ada)).__typename).toBe("LogInPayload");
    // the secret is stored encrypted: never as the text shown
    const row = await server.prisma.totpFactor.findUniqueOrThrow({ where: { userId: ada.id } });
    expect(row.encryptedSecret).not.toContain(started.secret);

    const badCode = await execute(server, ConfirmTotpEnrolment, { input: { code: "000000" } }, { token: ada.token });
    expect(badCode.data!.confirmTotpEnrolment).toMatchObject({ code: "WRONG_CODE" });
    const confirmed = (
      await execute(server, ConfirmTotpEnrolment, { input: { code: codeOf(started.secret) } }, { token: ada.token })
    ).data!.confirmTotpEnrolment!;
    if (confirmed.__typename !== "ConfirmTotpEnrolmentPayload") throw new Error(confirmed.__typename);
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    expect(confirmed.viewer.twoStepSignIn).toEqual({ totpEnabled: true, recoveryCodesLeft: 10 });
  });
});

describe("logging in with two-step sign-in on", () => {
  it("answers a challenge and no session; the app's code then signs in", async () => {
    const bo = await withApp();
    const before = await sessionCount(bo);
    const answer = await logIn(bo);
    expect(answer).toMatchObject({
      __typename: "SecondFactorRequired",
      code: "SECOND_FACTOR_REQUIRED",
      factors: ["TOTP", "RECOVERY_CODE"],
    });
    if (answer.__typename !== "SecondFactorRequired") throw new Error();
    expect(new Date(answer.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(await sessionCount(bo)).toBe(before);

    const signedIn = await complete({ challenge: answer.challenge, code: codeOf(bo.secret, 1) });
    expect(signedIn).toMatchObject({ __typename: "CompleteSecondFactorPayload", viewer: { username: bo.username } });
    if (signedIn.__typename !== "CompleteSecondFactorPayload") throw new Error();
    expect((await execute(server, ViewerTwoStep, {}, { token: signedIn.token })).data!.viewer!.username).toBe(
      bo.username,
    );
    expect(await sessionCount(bo)).toBe(before + 1);
    // the challenge was spent
    expect(await complete({ challenge: answer.challenge, code: codeOf(bo.secret, 1) })).toMatchObject({
      code: "SECOND_FACTOR_CHALLENGE_INVALID",
    });
  });

  it("refuses a code already used in its step, and a code from far off", async () => {
    const cy = await withApp();
    const challenge = await challengeFor(cy);
    // the current step's code confirmed the set-up
    expect(await complete({ challenge, code: codeOf(cy.secret) })).toMatchObject({ code: "WRONG_CODE" });
    expect(await complete({ challenge, code: codeOf(cy.secret, 10) })).toMatchObject({ code: "WRONG_CODE" });
    expect(await complete({ challenge, code: codeOf(cy.secret, 1) })).toMatchObject({
      __typename: "CompleteSecondFactorPayload",
    });
  });

  it("ends the challenge after five wrong codes", async () => {
    const di = await withApp();
    const challenge = await challengeFor(di);
    for (let i = 0; i < 5; i++)
      expect(
        await complete({ challenge, code: "123456" === codeOf(di.secret, 1) ? "654321" : "123456" }),
      ).toMatchObject({ code: "WRONG_CODE" });
    expect(await complete({ challenge, code: codeOf(di.secret, 1) })).toMatchObject({
      code: "SECOND_FACTOR_CHALLENGE_INVALID",
    });
    // a fresh log-in gets a fresh challenge
    expect(await complete({ challenge: await challengeFor(di), code: codeOf(di.secret, 1) })).toMatchObject({
      __typename: "CompleteSecondFactorPayload",
    });
  });

  it("takes a recovery code once, typed in any case and without its dash", async () => {
    const ed = await withApp();
    const code = ed.recoveryCodes[3]!;
    const typed = code.replace("-", "").toUpperCase();
    expect(await complete({ challenge: await challengeFor(ed), recoveryCode: typed })).toMatchObject({
      __typename: "CompleteSecondFactorPayload",
    });
    expect(await complete({ challenge: await challengeFor(ed), recoveryCode: code })).toMatchObject({
      code: "WRONG_RECOVERY_CODE",
    });
    const left = await execute(server, ViewerTwoStep, {}, { token: ed.token });
    expect(left.data!.viewer!.twoStepSignIn).toEqual({ totpEnabled: true, recoveryCodesLeft: 9 });
  });

  it("lets exactly one of two sign-ins at once use one recovery code", async () => {
    const fi = await withApp();
    const [first, second] = [await challengeFor(fi), await challengeFor(fi)];
    const code = fi.recoveryCodes[0]!;
    const answers = await Promise.all([
      complete({ challenge: first, recoveryCode: code }),
      complete({ challenge: second, recoveryCode: code }),
    ]);
    expect(answers.map((answer) => answer.__typename).sort()).toEqual([
      "CompleteSecondFactorPayload",
      "ValidationError",
    ]);
  });

  it("slows down guessing like passwords: the account's guesses run out", async () => {
    const gu = await withApp();
    const wrong = codeOf(gu.secret, 1) === "111111" ? "222222" : "111111";
    for (let i = 0; i < 2; i++) {
      const challenge = await challengeFor(gu);
      for (let j = 0; j < 5; j++) await complete({ challenge, code: wrong });
    }
    const refused = await execute(server, CompleteSecondFactor, {
      input: { challenge: await challengeFor(gu), code: codeOf(gu.secret, 1) },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");
  });
});

describe("with two-step sign-in on", () => {
  it("keeps personal access tokens working, and they cannot turn it off", async () => {
    const ha = await withApp();
    const created = (
      await execute(server, CreateAccessToken, { input: { name: "script", scope: "READ_WRITE" } }, { token: ha.token })
    ).data!.createPersonalAccessToken!;
    if (created.__typename !== "CreatePersonalAccessTokenPayload") throw new Error(created.__typename);
    const viewer = await execute(server, ViewerTwoStep, {}, { token: created.token });
    expect(viewer.data!.viewer!.username).toBe(ha.username);
    const off = await execute(server, DisableTotp, { input: { password: TEST_PASSWORD } }, { token: created.token });
    expect(off.data!.disableTotp).toMatchObject({ code: "ACCESS_TOKEN_CANNOT_MANAGE_TWO_STEP" });
  });

  it("refuses the v1 log-in, v1-shaped, saying why", async () => {
    const io = await withApp();
    const response = await server.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ username: io.username, password: TEST_PASSWORD }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: "failed",
      message:
        "This account has two-step sign-in on, which this app cannot ask for. Please log in on the SkySocial website.",
    });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("new recovery codes replace the old ones; turning it off asks the password and lets the password alone in", async () => {
    const jo = await withApp();
    const wrong = await execute(server, RegenerateRecoveryCodes, { input: { password: "nope" } }, { token: jo.token });
    expect(wrong.data!.regenerateRecoveryCodes).toMatchObject({ code: "WRONG_PASSWORD" });
    const renewed = (
      await execute(server, RegenerateRecoveryCodes, { input: { password: TEST_PASSWORD } }, { token: jo.token })
    ).data!.regenerateRecoveryCodes!;
    if (renewed.__typename !== "RegenerateRecoveryCodesPayload") throw new Error(renewed.__typename);
    expect(await complete({ challenge: await challengeFor(jo), recoveryCode: jo.recoveryCodes[0]! })).toMatchObject({
      code: "WRONG_RECOVERY_CODE",
    });
    expect(
      await complete({ challenge: await challengeFor(jo), recoveryCode: renewed.recoveryCodes[0]! }),
    ).toMatchObject({ __typename: "CompleteSecondFactorPayload" });

    const badOff = await execute(server, DisableTotp, { input: { password: "nope" } }, { token: jo.token });
    expect(badOff.data!.disableTotp).toMatchObject({ code: "WRONG_PASSWORD" });
    const off = await execute(server, DisableTotp, { input: { password: TEST_PASSWORD } }, { token: jo.token });
    expect(off.data!.disableTotp).toMatchObject({ viewer: { twoStepSignIn: { totpEnabled: false } } });
    expect((await logIn(jo)).__typename).toBe("LogInPayload");
  });
});
