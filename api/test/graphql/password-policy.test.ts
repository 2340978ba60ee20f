// New passwords (sign-up and password change, GraphQL and v1): at least 12 characters and none
// of the most common ones, whatever their case, with a message saying why. Log-in applies no
// policy: an account whose password predates it keeps signing in.
import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { ChangePassword, LogIn, SignUp } from "./auth-operations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

let serial = 0;
const account = (password: string) => {
  const username = `policy_${++serial}_${Date.now() % 100000}`;
  return { name: "Pat Policy", username, email: `${username}@example.com`, password };
};

const TOO_SHORT = { code: "PASSWORD_TOO_SHORT", message: "password must be at least 12 characters." };
const tooCommon = (field: string) => ({
  code: "PASSWORD_TOO_COMMON",
  message: `${field} is one of the most common passwords, which attackers try first: choose another.`,
});

describe("signUp", () => {
  it.each([
    ["an 8-character password, the old minimum", "12345678", TOO_SHORT],
    ["11 characters", "elevenchars", TOO_SHORT],
    ["a common password", "qwerty123456", tooCommon("password")],
    ["a common password in capitals", "QWERTY123456", tooCommon("password")],
    ["another common one", "password1234", tooCommon("password")],
  ])("refuses %s, saying why, and creates nothing", async (_what, password, failure) => {
    const before = await server.prisma.user.count();
    const res = await execute(server, SignUp, { input: account(password) });
    expect(res.data!.signUp).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "password", ...failure }],
    });
    expect(await server.prisma.user.count()).toBe(before);
  });

  it("takes 12 characters that are not a common password", async () => {
    const res = await execute(server, SignUp, { input: account("iloveyou1234") });
    expect(res.data!.signUp!.__typename).toBe("SignUpPayload");
  });
});

describe("changePassword", () => {
  let me: TestUser;
  beforeAll(async () => {
    me = await createUser(server);
  });

  it.each([
    ["11 characters", "elevenchars", { ...TOO_SHORT, message: "newPassword must be at least 12 characters." }],
    ["a common password", "1q2w3e4r5t6y", tooCommon("newPassword")],
  ])("refuses %s and keeps the password", async (_what, newPassword, failure) => {
    const res = await execute(
      server,
      ChangePassword,
      { input: { oldPassword: TEST_PASSWORD, newPassword, confirmPassword: newPassword } },
      { token: me.token },
    );
    expect(res.data!.changePassword).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "newPassword", ...failure }],
    });
    const logIn = await execute(server, LogIn, { input: { username: me.username, password: TEST_PASSWORD } });
    expect(logIn.data!.logIn!.__typename).toBe("LogInPayload");
  });
});

describe("logIn", () => {
  it("signs in an account whose password predates the policy (8 characters, and common)", async () => {
    const old = await createUser(server);
    await server.prisma.user.update({ where: { id: old.id }, data: { passwordHash: bcrypt.hashSync("password", 4) } });
    const res = await execute(server, LogIn, { input: { username: old.username, password: "password" } });
    expect(res.data!.logIn).toMatchObject({ __typename: "LogInPayload", viewer: { username: old.username } });
    const v1 = await server.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      payload: { username: old.username, password: "password" },
    });
    expect(v1.statusCode).toBe(200);
  });
});
