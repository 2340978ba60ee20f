// Passkeys: an account adds one (password again, then the authenticator's answer), after which the
// passkey alone signs in, with no username typed. An authenticator in software (support/
// software-authenticator.ts) answers as a phone would; what a server must refuse is tried too: a
// replayed answer, another site's, a removed passkey, a device that did not check its owner, an
// access token managing passkeys. With two-step sign-in on, a passkey answers the second step.
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { SoftwareAuthenticator } from "../support/software-authenticator.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { CreateAccessToken } from "./access-token-operations.ts";
import {
  FinishPasskeyRegistration,
  FinishPasskeySignIn,
  LogInWithPasskeyStep,
  RemovePasskey,
  RenamePasskey,
  StartPasskeyRegistration,
  StartPasskeySignIn,
  UserPasskeys,
} from "./passkey-operations.ts";
import { CompleteSecondFactor, ConfirmTotpEnrolment, StartTotpEnrolment } from "./two-step-operations.ts";

const ORIGIN = "http://skysocial.test"; // the test server's PUBLIC_URL

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function registrationOptions(user: TestUser, password = TEST_PASSWORD) {
  return (await execute(server, StartPasskeyRegistration, { input: { password } }, { token: user.token })).data!
    .startPasskeyRegistration!;
}

async function finishRegistration(user: TestUser, response: string, name = "Laptop") {
  return (await execute(server, FinishPasskeyRegistration, { input: { response, name } }, { token: user.token })).data!
    .finishPasskeyRegistration!;
}

/** A new account with a passkey on `device`. */
async function withPasskey(device = new SoftwareAuthenticator(ORIGIN)) {
  const user = await createUser(server);
  const started = await registrationOptions(user);
  if (started.__typename !== "StartPasskeyRegistrationPayload") throw new Error(started.__typename);
  const added = await finishRegistration(user, device.register(started.options));
  if (added.__typename !== "FinishPasskeyRegistrationPayload") throw new Error(added.__typename);
  return { user, device, passkeyId: added.passkey.id };
}

async function signInOptions(): Promise<string> {
  const started = (await execute(server, StartPasskeySignIn, {})).data!.startPasskeySignIn!;
  if (started.__typename !== "StartPasskeySignInPayload") throw new Error(started.__typename);
  return started.options;
}

async function signIn(response: string) {
  return (await execute(server, FinishPasskeySignIn, { input: { response } })).data!.finishPasskeySignIn!;
}

/** `user`'s passkeys as `token` (theirs by default; null: signed out) is shown them. */
const passkeysOf = async (user: TestUser, token: string | null = user.token) =>
  (await execute(server, UserPasskeys, { username: user.username }, token ? { token } : {})).data!.user!.passkeys;

describe("adding a passkey", () => {
  it("asks the password, then stores the authenticator's passkey under the name given", async () => {
    const ada = await createUser(server);
    const device = new SoftwareAuthenticator(ORIGIN);
    expect(await registrationOptions(ada, "not it")).toMatchObject({ code: "WRONG_PASSWORD" });

    const started = await registrationOptions(ada);
    if (started.__typename !== "StartPasskeyRegistrationPayload") throw new Error(started.__typename);
    const options = JSON.parse(started.options);
    expect(options).toMatchObject({
      rp: { id: "skysocial.test", name: "SkySocial" },
      user: { name: ada.username },
      authenticatorSelection: { residentKey: "required" },
    });

    const added = await finishRegistration(ada, device.register(started.options), "  Work laptop ");
    expect(added).toMatchObject({ __typename: "FinishPasskeyRegistrationPayload", passkey: { name: "Work laptop" } });
    expect(await passkeysOf(ada)).toEqual([
      expect.objectContaining({ name: "Work laptop", synced: false, lastUsedAt: null }),
    ]);
  });

  it("takes an answer once, only from this site, and only for the account that asked", async () => {
    const ada = await createUser(server);
    const bob = await createUser(server);
    const started = await registrationOptions(ada);
    if (started.__typename !== "StartPasskeyRegistrationPayload") throw new Error(started.__typename);

    const elsewhere = new SoftwareAuthenticator("https://phishing.example").register(started.options);
    expect(await finishRegistration(ada, elsewhere)).toMatchObject({ code: "PASSKEY_NOT_ACCEPTED" });
    // the answer above spent the challenge: the right site's answer to it comes too late
    const late = new SoftwareAuthenticator(ORIGIN).register(started.options);
    expect(await finishRegistration(ada, late)).toMatchObject({ code: "PASSKEY_NOT_ACCEPTED" });

    const again = await registrationOptions(ada);
    if (again.__typename !== "StartPasskeyRegistrationPayload") throw new Error(again.__typename);
    const answer = new SoftwareAuthenticator(ORIGIN).register(again.options);
    expect(await finishRegistration(bob, answer)).toMatchObject({ code: "PASSKEY_NOT_ACCEPTED" });
    expect(await finishRegistration(ada, answer)).toMatchObject({ __typename: "FinishPasskeyRegistrationPayload" });
    expect(await finishRegistration(ada, answer)).toMatchObject({ code: "PASSKEY_NOT_ACCEPTED" });
    expect(await passkeysOf(ada)).toHaveLength(1);
    expect(await passkeysOf(bob)).toEqual([]);
  });

  it("refuses garbage as an answer with a clear error, changing nothing", async () => {
    const ada = await createUser(server);
    for (const response of ["", "{", "null", '{"id":1}', "x".repeat(100_000)])
      expect(await finishRegistration(ada, response)).toMatchObject({ code: "PASSKEY_NOT_ACCEPTED" });
    expect(await finishRegistration(ada, "{}", "n".repeat(61))).toMatchObject({ code: "PASSKEY_NAME_TOO_LONG" });
    expect(await passkeysOf(ada)).toEqual([]);
  });

  it("is only for the account itself: others see no list, and an access token cannot add or remove one", async () => {
    const { user: ada, passkeyId } = await withPasskey();
    const bob = await createUser(server);
    expect(await passkeysOf(ada, bob.token)).toBeNull();
    expect(await passkeysOf(ada, null)).toBeNull();

    const created = (
      await execute(server, CreateAccessToken, { input: { name: "tool", scope: "READ_WRITE" } }, { token: ada.token })
    ).data!.createPersonalAccessToken!;
    if (created.__typename !== "CreatePersonalAccessTokenPayload") throw new Error(created.__typename);
    const tool = { ...ada, token: created.token };
    expect(await registrationOptions(tool)).toMatchObject({ code: "ACCESS_TOKEN_CANNOT_MANAGE_PASSKEYS" });
    const removed = await execute(
      server,
      RemovePasskey,
      { input: { passkeyId, password: TEST_PASSWORD } },
      { token: tool.token },
    );
    expect(removed.data!.removePasskey).toMatchObject({ code: "ACCESS_TOKEN_CANNOT_MANAGE_PASSKEYS" });
    const bobRemoves = await execute(
      server,
      RemovePasskey,
      { input: { passkeyId, password: TEST_PASSWORD } },
      { token: bob.token },
    );
    expect(bobRemoves.data!.removePasskey).toMatchObject({ code: "NOT_FOUND" });
    expect(await passkeysOf(ada)).toHaveLength(1);
  });
});

describe("signing in with a passkey alone", () => {
  it("makes a session for the passkey's account, with no username typed", async () => {
    const { user: ada, device } = await withPasskey();
    const signedIn = await signIn(device.answer(await signInOptions()));
    expect(signedIn).toMatchObject({ __typename: "FinishPasskeySignInPayload", viewer: { username: ada.username } });
    if (signedIn.__typename !== "FinishPasskeySignInPayload") return;
    // the new session works, is listed among the devices, and the passkey shows its use
    const listed = await passkeysOf(ada, signedIn.token);
    expect(listed?.[0]?.lastUsedAt).not.toBeNull();
    expect(await server.prisma.signInSession.count({ where: { userId: ada.id } })).toBe(2);
  });

  it("refuses a replayed answer, another site's, and one from a device that did not check its owner", async () => {
    const { device } = await withPasskey();
    const answer = device.answer(await signInOptions());
    expect(await signIn(answer)).toMatchObject({ __typename: "FinishPasskeySignInPayload" });
    expect(await signIn(answer)).toMatchObject({ code: "PASSKEY_NOT_ACCEPTED" });

    const unverified = device.answer(await signInOptions(), { userVerified: false });
    expect(await signIn(unverified)).toMatchObject({ code: "PASSKEY_NOT_ACCEPTED" });

    const phishing = new SoftwareAuthenticator("https://phishing.example");
    phishing.credentials.push(...device.credentials);
    expect(await signIn(phishing.answer(await signInOptions()))).toMatchObject({ code: "PASSKEY_NOT_ACCEPTED" });
  });

  it("lets exactly one of two sign-ins at once use one answer", async () => {
    const { device } = await withPasskey();
    const answer = device.answer(await signInOptions());
    const both = await Promise.all([signIn(answer), signIn(answer)]);
    expect(both.map((result) => result.__typename).sort()).toEqual(["FinishPasskeySignInPayload", "ValidationError"]);
  });

  it("refuses a cloned authenticator whose counter went back", async () => {
    const { device } = await withPasskey();
    const [credential] = device.credentials;
    expect(await signIn(device.answer(await signInOptions()))).toMatchObject({
      __typename: "FinishPasskeySignInPayload",
    });
    credential!.counter = 0; // the clone's counter starts where the original's did
    expect(await signIn(device.answer(await signInOptions()))).toMatchObject({ code: "PASSKEY_NOT_ACCEPTED" });
  });

  it("stops signing in once removed, and only with the password asked again", async () => {
    const { user: ada, device, passkeyId } = await withPasskey();
    const rename = await execute(
      server,
      RenamePasskey,
      { input: { passkeyId, name: "Old phone" } },
      { token: ada.token },
    );
    expect(rename.data!.renamePasskey).toMatchObject({ passkey: { name: "Old phone" } });

    const wrong = await execute(
      server,
      RemovePasskey,
      { input: { passkeyId, password: "not it" } },
      { token: ada.token },
    );
    expect(wrong.data!.removePasskey).toMatchObject({ code: "WRONG_PASSWORD" });
    const removed = await execute(
      server,
      RemovePasskey,
      { input: { passkeyId, password: TEST_PASSWORD } },
      { token: ada.token },
    );
    expect(removed.data!.removePasskey).toMatchObject({ removedPasskeyId: passkeyId, viewer: { passkeys: [] } });
    expect(await signIn(device.answer(await signInOptions()))).toMatchObject({ code: "PASSKEY_NOT_ACCEPTED" });
  });

  it("tells a suspended account it is suspended", async () => {
    const { user: ada, device } = await withPasskey();
    await server.prisma.user.update({
      where: { id: ada.id },
      data: { suspendedAt: new Date(), suspensionReason: "spam" },
    });
    expect(await signIn(device.answer(await signInOptions()))).toMatchObject({
      __typename: "AccountSuspendedError",
    });
  });
});

describe("a passkey as the second step", () => {
  async function withTwoStep() {
    const { user, device } = await withPasskey();
    const started = (
      await execute(server, StartTotpEnrolment, { input: { password: TEST_PASSWORD } }, { token: user.token })
    ).data!.startTotpEnrolment!;
    if (started.__typename !== "StartTotpEnrolmentPayload") throw new Error(started.__typename);
    const code = new TOTP({ secret: Secret.fromBase32(started.secret) }).generate();
    await execute(server, ConfirmTotpEnrolment, { input: { code } }, { token: user.token });
    return { user, device };
  }

  async function challengeFor(user: TestUser) {
    const step = (
      await execute(server, LogInWithPasskeyStep, { input: { username: user.username, password: TEST_PASSWORD } })
    ).data!.logIn!;
    if (step.__typename !== "SecondFactorRequired") throw new Error(step.__typename);
    return step;
  }

  const complete = async (challenge: string, passkey: string) =>
    (await execute(server, CompleteSecondFactor, { input: { challenge, passkey } })).data!.completeSecondFactor!;

  it("is offered with the options for the account's passkeys, and signs in once", async () => {
    const { user: ada, device } = await withTwoStep();
    const step = await challengeFor(ada);
    expect(step.factors).toEqual(["PASSKEY", "TOTP", "RECOVERY_CODE"]);
    const options = JSON.parse(step.passkeyOptions!);
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: expect.any(String) })]);

    const answer = device.answer(step.passkeyOptions!, { userVerified: false });
    expect(await complete(step.challenge, answer)).toMatchObject({ viewer: { username: ada.username } });
    expect(await complete(step.challenge, answer)).toMatchObject({ code: "SECOND_FACTOR_CHALLENGE_INVALID" });
  });

  it("refuses another account's passkey, and an answer to another step", async () => {
    const { user: ada, device } = await withTwoStep();
    const { device: bobsDevice } = await withTwoStep();
    const step = await challengeFor(ada);
    // Bob's device signs Ada's step (a browser would offer only Ada's passkeys)
    const anyPasskey = JSON.stringify({ ...JSON.parse(step.passkeyOptions!), allowCredentials: [] });
    const bobs = bobsDevice.answer(anyPasskey);
    expect(await complete(step.challenge, bobs)).toMatchObject({ code: "PASSKEY_NOT_ACCEPTED" });

    const other = await challengeFor(ada);
    expect(await complete(step.challenge, device.answer(other.passkeyOptions!))).toMatchObject({
      code: "PASSKEY_NOT_ACCEPTED",
    });
    expect(await complete(step.challenge, device.answer(step.passkeyOptions!))).toMatchObject({
      __typename: "CompleteSecondFactorPayload",
    });
  });

  it("is not asked for when two-step sign-in is off: the password alone signs in", async () => {
    const { user: ada } = await withPasskey();
    const answer = (
      await execute(server, LogInWithPasskeyStep, { input: { username: ada.username, password: TEST_PASSWORD } })
    ).data!.logIn!;
    expect(answer.__typename).toBe("LogInPayload");
  });
});
