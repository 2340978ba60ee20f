import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import { pngImage } from "../support/images.ts";
import { createTestServer, TEST_JWT_SECRET, type TestServer } from "../support/test-server.ts";
import { badTokens, signedToken } from "../support/tokens.ts";
import { ChangePassword, LogIn, SignUp, UpdateProfile, UserNode, Viewer } from "./auth-operations.ts";

let server: TestServer;
let token: string;
let userId: string;
let globalId: string;
const password = "first password";

beforeAll(async () => {
  server = await createTestServer();
  const res = await execute(server, SignUp, {
    input: { name: "Grace Hopper", username: "Grace", email: "grace@example.com", password },
  });
  const result = res.data!.signUp;
  if (result!.__typename !== "SignUpPayload") throw new Error("sign-up failed");
  token = result!.token;
  userId = result!.viewer.databaseId;
  globalId = result!.viewer.id;
});
afterAll(() => server.close());

describe("logIn", () => {
  it("accepts the username in any case and returns a working token", async () => {
    const res = await execute(server, LogIn, { input: { username: "gRACE", password } });
    const result = res.data!.logIn;
    if (result!.__typename !== "LogInPayload") throw new Error(result!.__typename);
    expect(result!.viewer).toEqual({ databaseId: userId, username: "Grace" });
    const viewer = await execute(server, Viewer, {}, { token: result!.token });
    expect(viewer.data!.viewer?.email).toBe("grace@example.com");
  });

  it("answers a wrong password and an unknown user the same way", async () => {
    for (const input of [
      { username: "Grace", password: "wrong password" },
      { username: "nobody", password },
    ]) {
      const res = await execute(server, LogIn, { input });
      expect(res.data!.logIn).toEqual({
        __typename: "InvalidCredentialsError",
        code: "INVALID_CREDENTIALS",
        message: "Invalid username or password.",
      });
    }
  });

  it("validates like the login form", async () => {
    const res = await execute(server, LogIn, { input: { username: "G", password: "short" } });
    expect(res.data!.logIn).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [
        { field: "username", code: "USERNAME_TOO_SHORT", message: "username must be at least 2 characters." },
        { field: "password", code: "PASSWORD_TOO_SHORT", message: "password must be at least 8 characters." },
      ],
    });
  });

  it("stops password guessing after ten failures", async () => {
    const other = await execute(server, SignUp, {
      input: { name: "Target", username: "target", email: "t@example.com", password },
    });
    expect(other.data!.signUp!.__typename).toBe("SignUpPayload");
    for (let i = 0; i < 10; i++)
      await execute(server, LogIn, { input: { username: "target", password: `guess ${i}xx` } });
    const blocked = await execute(server, LogIn, { input: { username: "target", password } });
    expect(blocked.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");
  });
});

describe("tokens", () => {
  it("viewer and node resolve for a valid token; email stays private to its owner", async () => {
    const viewer = await execute(server, Viewer, {}, { token });
    expect(viewer.data!.viewer).toMatchObject({ databaseId: userId, username: "Grace", name: "Grace Hopper" });
    const asAnonymous = await execute(server, UserNode, { id: globalId });
    expect(asAnonymous.data!.node).toEqual({ id: globalId, username: "Grace", email: null });
  });

  it("answers without a token as signed out", async () => {
    const viewer = await execute(server, Viewer, {});
    expect(viewer.status).toBe(200);
    expect(viewer.data!.viewer).toBeNull();
    const mutation = await execute(server, UpdateProfile, { input: { bio: "hacked" } });
    expect(mutation.errors?.[0]?.extensions).toEqual({ code: "UNAUTHENTICATED" });
  });

  it("refuses malformed, expired, wrongly signed and alg:none tokens, saying why, and changes nothing", async () => {
    const { expired, ...invalid } = await badTokens(userId);
    const reasons = Object.fromEntries(Object.keys(invalid).map((name) => [name, "TOKEN_INVALID"]));
    for (const [name, bad] of Object.entries({ expired, ...invalid })) {
      for (const answer of [
        await execute(server, Viewer, {}, { token: bad }),
        await execute(server, UpdateProfile, { input: { bio: "hacked" } }, { token: bad }),
      ]) {
        expect(answer.status, name).toBe(401);
        expect(answer.data, name).toBeUndefined();
        expect(answer.errors?.[0]?.extensions, name).toEqual({
          code: "UNAUTHENTICATED",
          reason: { expired: "TOKEN_EXPIRED", ...reasons }[name],
        });
      }
    }
    const user = await server.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user.bio).toBe("");
  });

  it("refuses a correctly signed token without an expiry: it would never expire", async () => {
    const forever = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await execute(server, Viewer, {}, { token: forever })).errors?.[0]?.extensions).toEqual({
      code: "UNAUTHENTICATED",
      reason: "TOKEN_INVALID",
    });
    // the same claims with an expiry: the user and token version are current
    expect((await execute(server, Viewer, {}, { token: await signedToken(userId, 0) })).data!.viewer?.databaseId).toBe(
      userId,
    );
  });

  it("refuses a correctly signed token for a user that no longer exists as revoked", async () => {
    const ghost = await signedToken("0190f0f0-0000-7000-8000-000000000000", 0);
    expect((await execute(server, Viewer, {}, { token: ghost })).errors?.[0]?.extensions).toEqual({
      code: "UNAUTHENTICATED",
      reason: "TOKEN_REVOKED",
    });
  });
});

describe("updateProfile", () => {
  it("changes the bio and images, and leaves the bio when none is given", async () => {
    const res = await execute(
      server,
      UpdateProfile,
      { input: { bio: "  Rear admiral  ", profileImage: null } },
      { token, files: { "input.profileImage": { content: await pngImage(90, 60), name: "p.png" } } },
    );
    expect(res.data!.updateProfile).toMatchObject({
      __typename: "UpdateProfilePayload",
      user: { bio: "Rear admiral", profileImage: { width: 90, height: 60 } },
    });
    const again = await execute(server, UpdateProfile, { input: { bio: "" } }, { token });
    expect(again.data!.updateProfile).toMatchObject({ user: { bio: "Rear admiral" } });
  });

  it("refuses a bio over 160 characters", async () => {
    const res = await execute(server, UpdateProfile, { input: { bio: "x".repeat(161) } }, { token });
    expect(res.data!.updateProfile).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "bio", code: "BIO_TOO_LONG", message: "bio must be at most 160 characters." }],
    });
  });
});

describe("changePassword", () => {
  it("names each missing or mismatched field", async () => {
    const empty = await execute(
      server,
      ChangePassword,
      { input: { oldPassword: "", newPassword: "", confirmPassword: "" } },
      { token },
    );
    expect(empty.data!.changePassword).toMatchObject({
      fieldErrors: [
        { field: "oldPassword", code: "OLD_PASSWORD_REQUIRED", message: "oldPassword must not be empty." },
        { field: "newPassword", code: "NEW_PASSWORD_REQUIRED", message: "newPassword must not be empty." },
        { field: "confirmPassword", code: "CONFIRM_PASSWORD_REQUIRED", message: "confirmPassword must not be empty." },
      ],
    });
    const mismatch = await execute(
      server,
      ChangePassword,
      { input: { oldPassword: password, newPassword: "second password", confirmPassword: "other password" } },
      { token },
    );
    expect(mismatch.data!.changePassword).toMatchObject({
      fieldErrors: [
        {
          field: "confirmPassword",
          code: "PASSWORD_CONFIRMATION_MISMATCH",
          message: "confirmPassword must be equal to newPassword.",
        },
      ],
    });
    const wrongOld = await execute(
      server,
      ChangePassword,
      { input: { oldPassword: "not my password", newPassword: "second password", confirmPassword: "second password" } },
      { token },
    );
    expect(wrongOld.data!.changePassword).toMatchObject({
      code: "WRONG_PASSWORD",
      fieldErrors: [
        { field: "oldPassword", code: "WRONG_PASSWORD", message: "oldPassword is not the account's current password." },
      ],
    });
  });

  it("revokes every older token and issues a new one", async () => {
    const second = await execute(server, LogIn, { input: { username: "grace", password } });
    const secondToken = second.data!.logIn!.__typename === "LogInPayload" ? second.data!.logIn!.token : "";
    const res = await execute(
      server,
      ChangePassword,
      { input: { oldPassword: password, newPassword: "second password", confirmPassword: "second password" } },
      { token },
    );
    const result = res.data!.changePassword;
    if (result!.__typename !== "ChangePasswordPayload") throw new Error(result!.__typename);
    for (const old of [token, secondToken])
      expect((await execute(server, Viewer, {}, { token: old })).errors?.[0]?.extensions).toEqual({
        code: "UNAUTHENTICATED",
        reason: "TOKEN_REVOKED",
      });
    expect((await execute(server, Viewer, {}, { token: result!.token })).data!.viewer?.databaseId).toBe(userId);
    const relogin = await execute(server, LogIn, { input: { username: "Grace", password: "second password" } });
    expect(relogin.data!.logIn!.__typename).toBe("LogInPayload");
    token = result!.token;
  });
});
