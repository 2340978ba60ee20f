// Look-alike usernames: names are stored NFKC-normalized and unique by Unicode's skeleton, so with
// `cookieuser` taken neither `сookieuser` (Cyrillic с) nor fullwidth `ｃｏｏｋｉｅｕｓｅｒ` signs up,
// however many try at once; a rename follows the same rule. Names refuse every direction
// control, other text the overrides (U+202E). Accounts older than the rule get their skeleton at
// start, oldest first; one that already looked like an older name keeps it, without one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ValidationError } from "../../src/domain/errors.ts";
import { fillMissingUsernameSkeletons } from "../../src/domain/users/username-skeletons.ts";
import { createPost, createUser, TEST_PASSWORD } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { newAccount, signUp as signUpV1 } from "../rest/v1-client.ts";
import { LogIn, SignUp, UpdateProfile } from "./auth-operations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await createUser(server, "cookieuser");
});
afterAll(() => server.close());

let serial = 0;
const account = (username: string, name = "Look Alike") => ({
  name,
  username,
  email: `look.${++serial}.${Date.now() % 100000}@example.com`,
  password: TEST_PASSWORD,
});
const signUpAs = (username: string) => execute(server, SignUp, { input: account(username) });
const usernameFailure = async (username: string) => {
  const result = (await signUpAs(username)).data!.signUp!;
  return result.__typename === "ValidationError"
    ? result.fieldErrors.find((f) => f.field === "username")?.code
    : result.__typename;
};

describe("sign-up", () => {
  it.each([
    ["сookieuser", "a Cyrillic с", "USERNAME_CONFUSABLE"],
    ["cооkiеusеr", "several Cyrillic letters", "USERNAME_CONFUSABLE"],
    ["ｃｏｏｋｉｅｕｓｅｒ", "fullwidth letters (NFKC: the same name)", "USERNAME_TAKEN"],
    ["CookieUser", "another case", "USERNAME_TAKEN"],
    ["c\u200Dookieuser", "a zero-width joiner inside", "USERNAME_INVALID"],
  ])("refuses %s (%s) with cookieuser taken", async (username, _what, code) => {
    expect(await usernameFailure(username)).toBe(code);
  });

  it("says why, and the v1 face says it too", async () => {
    const result = (await signUpAs("сookieuser")).data!.signUp!;
    expect(result).toMatchObject({
      fieldErrors: [
        {
          field: "username",
          code: "USERNAME_CONFUSABLE",
          message: "username looks too much like another account's username.",
        },
      ],
    });
    const v1 = await server.app.inject({
      method: "POST",
      url: "/api/v1/users/signup",
      payload: newAccount({ username: "сookieuser" }),
    });
    expect(v1.statusCode).toBe(400);
    expect(v1.json()).toEqual({ status: "error", message: "Username looks too much like another account's username." });
  });

  it("stores a fullwidth name as the letters it stands for, and logs it in typed either way", async () => {
    const result = (await signUpAs("ｗｉｄｅｎａｍｅ")).data!.signUp!;
    expect(result).toMatchObject({ __typename: "SignUpPayload", viewer: { username: "widename" } });
    for (const username of ["widename", "ｗｉｄｅｎａｍｅ"]) {
      const logIn = await execute(server, LogIn, { input: { username, password: TEST_PASSWORD } });
      expect(logIn.data!.logIn).toMatchObject({ __typename: "LogInPayload", viewer: { username: "widename" } });
    }
  });

  it("lets exactly one of many look-alikes sent at once through, and tells the others why", async () => {
    const names = ["paypal", "pаypal", "раураl", "ΡΑΥΡΑL", "ｐａｙｐａｌ", "рaypal"];
    const outcomes = await Promise.all(
      names.map((username) =>
        server.domain.accounts.signUp(account(username), "test-client").then(
          () => "created",
          (error: unknown) => (error instanceof ValidationError ? error.fieldErrors[0].reason : error),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "created")).toHaveLength(1);
    for (const outcome of outcomes) expect(["created", "USERNAME_CONFUSABLE", "USERNAME_TAKEN"]).toContain(outcome);
    expect(await server.prisma.user.count({ where: { usernameSkeleton: "paypal" } })).toBe(1);
  });

  it("still takes names of other scripts that look like no one's", async () => {
    for (const username of ["Παύλος", "Достоевский", "東京タワー", "José_99"])
      expect(await usernameFailure(username)).toBe("SignUpPayload");
  });
});

describe("renaming", () => {
  it("follows the same rule, and a change of case that makes a look-alike is refused as well", async () => {
    const me = await createUser(server, "renamer");
    const rename = (username: string) => execute(server, UpdateProfile, { input: { username } }, { token: me.token });
    expect((await rename("сookieuser")).data!.updateProfile).toMatchObject({
      fieldErrors: [{ field: "username", code: "USERNAME_CONFUSABLE" }],
    });
    await createUser(server, "lan");
    const ian = await createUser(server, "ian");
    // a capital I looks like a small l: "Ian" would read as "lan"
    const toIan = await execute(server, UpdateProfile, { input: { username: "Ian" } }, { token: ian.token });
    expect(toIan.data!.updateProfile).toMatchObject({
      fieldErrors: [{ field: "username", code: "USERNAME_CONFUSABLE" }],
    });
    expect((await rename("Renamer")).data!.updateProfile!.__typename).toBe("UpdateProfilePayload");
  });
});

describe("direction controls", () => {
  const RLO = "\u202E";
  const RLM = "\u200F";
  const RLI = "\u2067";
  const PDI = "\u2069";

  it("are refused in a display name, the marks and isolates included", async () => {
    for (const name of [`Ada ${RLO}ecalevol`, `Ada${RLM}`, `${RLI}Ada${PDI}`]) {
      const result = (await execute(server, SignUp, { input: account(`dir_${++serial}`, name) })).data!.signUp!;
      expect(result).toMatchObject({
        fieldErrors: [
          {
            field: "name",
            code: "TEXT_DIRECTION_CONTROL",
            message: "name may not contain text-direction controls (such as U+202E).",
          },
        ],
      });
    }
  });

  it("overrides are refused in bios, captions and comments; marks and isolates, which right-to-left text needs, are kept", async () => {
    const me = await createUser(server);
    const bio = (text: string) => execute(server, UpdateProfile, { input: { bio: text } }, { token: me.token });
    expect((await bio(`moc.elpmaxe ${RLO}`)).data!.updateProfile).toMatchObject({
      fieldErrors: [{ field: "bio", code: "TEXT_DIRECTION_CONTROL" }],
    });
    expect((await bio(`שלום ${RLI}SkySocial${PDI}${RLM}!`)).data!.updateProfile).toMatchObject({
      user: { bio: `שלום ${RLI}SkySocial${PDI}${RLM}!` },
    });
    await expect(createPost(server, me, `a caption ${RLO}txt.exe`)).rejects.toMatchObject({
      fieldErrors: [{ field: "caption", reason: "TEXT_DIRECTION_CONTROL" }],
    });
    const post = await createPost(server, me);
    await expect(server.domain.comments.add(me.viewer, post.id, `${RLO}olleh`)).rejects.toMatchObject({
      reason: "TEXT_DIRECTION_CONTROL",
    });
  });
});

describe("accounts older than the rule", () => {
  it("get their skeleton at start, oldest first; a look-alike of an older name keeps it and has none", async () => {
    const older = await signUpV1(server, newAccount({ username: "olduser" }));
    const newer = await signUpV1(server, newAccount({ username: "оlduser" })).catch(() => null);
    expect(newer).toBeNull(); // today's rule refuses it: make it as an account from before the rule would be
    const made = await server.prisma.user.create({
      data: {
        name: "Old Look-alike",
        username: "оlduser",
        usernameKey: "оlduser",
        email: "old.lookalike@example.com",
        passwordHash: "x",
        createdAt: new Date(),
      },
    });
    await server.prisma.user.updateMany({
      where: { id: { in: [older.id, made.id] } },
      data: { usernameSkeleton: null },
    });

    expect(await fillMissingUsernameSkeletons(server.prisma)).toBe(1);
    const rows = await server.prisma.user.findMany({
      where: { id: { in: [older.id, made.id] } },
      select: { id: true, username: true, usernameSkeleton: true },
    });
    expect(rows.find((r) => r.id === older.id)).toMatchObject({ username: "olduser", usernameSkeleton: "olduser" });
    expect(rows.find((r) => r.id === made.id)).toMatchObject({ username: "оlduser", usernameSkeleton: null });
    // a third look-alike is refused; running again changes nothing
    expect(await usernameFailure("oldusеr")).toBe("USERNAME_CONFUSABLE");
    expect(await fillMissingUsernameSkeletons(server.prisma)).toBe(1);
  });
});
