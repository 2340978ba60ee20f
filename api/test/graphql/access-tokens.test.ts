// Personal access tokens: a third-party tool's credential instead of the user's password. Created
// from a log-in session (the secret shown once, only its hash stored), listed, revoked; a READ
// token is refused on mutations; revoked and expired ones are reported as such, on HTTP and
// graphql-ws; the v1 face does not take them.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, TEST_PASSWORD, CHANGED_TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { connectGraphQL } from "../support/graphql-ws.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { eventually } from "../support/eventually.ts";
import {
  CreateAccessToken,
  EditBio,
  ListAccessTokens,
  LogOutNow,
  RevokeAccessToken,
  ViewerName,
} from "./access-token-operations.ts";
import { ChangePassword } from "./auth-operations.ts";

let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => server.close());

type Scope = "READ" | "READ_WRITE";

/** `years` calendar years from now, and `shiftMs` more, as the API writes a DateTime. */
function yearsAhead(years: number, shiftMs: number): string {
  const date = new Date(Date.now() + shiftMs);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

async function create(
  user: TestUser,
  input: { name?: string; scope?: Scope; expiresAt?: string | null } = {},
  token = user.token,
) {
  const result = await execute(
    server,
    CreateAccessToken,
    { input: { name: input.name ?? "My script", scope: input.scope ?? "READ_WRITE", expiresAt: input.expiresAt } },
    { token },
  );
  return result.data!.createPersonalAccessToken!;
}

async function tokenFor(user: TestUser, scope: Scope = "READ_WRITE") {
  const created = await create(user, { scope });
  if (created.__typename !== "CreatePersonalAccessTokenPayload") throw new Error(`no token: ${created.__typename}`);
  return created;
}

const refusal = (response: { errors?: { extensions?: Record<string, unknown> }[] }) => response.errors?.[0]?.extensions;

describe("creating a personal access token", () => {
  it("answers the secret once and stores only its hash; the token acts for its user, reads and writes", async () => {
    const ada = await createUser(server);
    const created = await tokenFor(ada);

    expect(created.token).toMatch(/^sky_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.personalAccessToken).toMatchObject({
      name: "My script",
      scope: "READ_WRITE",
      expiresAt: null,
      lastUsedAt: null,
    });
    const row = await server.prisma.personalAccessToken.findUniqueOrThrow({
      where: { id: created.personalAccessToken!.databaseId },
    });
    expect(row.tokenHash).toBe(createHash("sha256").update(created.token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.token.slice("sky_pat_".length));

    expect((await execute(server, ViewerName, {}, { token: created.token })).data).toEqual({
      viewer: { username: ada.username },
    });
    const edited = await execute(server, EditBio, { input: { bio: "written by a script" } }, { token: created.token });
    expect(edited.data!.updateProfile).toEqual({
      __typename: "UpdateProfilePayload",
      user: { bio: "written by a script" },
    });
    await eventually(async () =>
      expect(
        (await server.prisma.personalAccessToken.findUniqueOrThrow({ where: { id: row.id } })).lastUsedAt,
      ).not.toBeNull(),
    );
  });

  it("lists the viewer's working tokens newest first with their count, and nobody else's", async () => {
    const [bob, eve] = [await createUser(server), await createUser(server)];
    for (const name of ["first", "second", "third"]) await create(bob, { name });
    await tokenFor(eve);

    const page = await execute(server, ListAccessTokens, { first: 2 }, { token: bob.token });
    expect(page.data!.personalAccessTokens).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(page.data!.personalAccessTokens!.edges.map((e) => e.node!.name)).toEqual(["third", "second"]);
    const rest = await execute(
      server,
      ListAccessTokens,
      { first: 2, after: page.data!.personalAccessTokens!.pageInfo.endCursor },
      { token: bob.token },
    );
    expect(rest.data!.personalAccessTokens!.edges.map((e) => e.node!.name)).toEqual(["first"]);
  });

  it.each([
    ["an empty name", { name: "   " }, "name", "ACCESS_TOKEN_NAME_REQUIRED"],
    ["a name over 100 characters", { name: "x".repeat(101) }, "name", "ACCESS_TOKEN_NAME_TOO_LONG"],
    ["an expiry in the past", { expiresAt: "2020-01-01T00:00:00Z" }, "expiresAt", "ACCESS_TOKEN_EXPIRY_PAST"],
    [
      "an expiry more than 5 years ahead",
      { expiresAt: yearsAhead(5, 60_000) },
      "expiresAt",
      "ACCESS_TOKEN_EXPIRY_TOO_FAR",
    ],
    [
      "an expiry in the year 9999",
      { expiresAt: "9999-12-31T23:59:59.999Z" },
      "expiresAt",
      "ACCESS_TOKEN_EXPIRY_TOO_FAR",
    ],
    ["a name with a NUL", { name: "a\u0000b" }, "name", "TEXT_INVALID_CHARACTERS"],
  ])("refuses %s and creates nothing", async (_case, input, field, code) => {
    const cy = await createUser(server);
    expect(await create(cy, input)).toEqual({ __typename: "ValidationError", fieldErrors: [{ field, code }], code });
    expect(await server.prisma.personalAccessToken.count({ where: { userId: cy.id } })).toBe(0);
  });

  it("takes an expiry just within 5 years", async () => {
    const eve = await createUser(server);
    const expiresAt = yearsAhead(5, -60_000);
    expect(await create(eve, { expiresAt })).toMatchObject({
      __typename: "CreatePersonalAccessTokenPayload",
      personalAccessToken: { expiresAt },
    });
  });

  it.each([
    ["30 February", "2027-02-30T12:00:00Z"],
    ["29 February of a common year", "2027-02-29T12:00:00Z"],
    ["31 April", "2027-04-31T12:00:00Z"],
    ["month 13", "2027-13-01T12:00:00Z"],
    ["hour 24", "2027-01-01T24:00:00Z"],
    ["JavaScript's last date, the year 275760", "+275760-09-13T00:00:00.000Z"],
    ["a date without a time", "2027-01-01"],
    ["a date in words", "Jan 1 2027"],
  ])(
    "refuses an expiry that is no RFC 3339 date-time (%s) with BAD_USER_INPUT, creating nothing",
    async (_case, expiresAt) => {
      const fay = await createUser(server);
      const answer = await execute(
        server,
        CreateAccessToken,
        { input: { name: "My script", scope: "READ", expiresAt } },
        { token: fay.token },
      );
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        message: expect.stringContaining("DateTime must be an RFC 3339 date-time such as 2026-11-23T21:04:05.123Z"),
        extensions: { code: "BAD_USER_INPUT" },
      });
      expect(await server.prisma.personalAccessToken.count({ where: { userId: fay.id } })).toBe(0);
    },
  );

  it("reads an expiry with an offset, or on 29 February of a leap year, as the instant it names", async () => {
    const gil = await createUser(server);
    expect(await create(gil, { expiresAt: "2028-02-29T23:30:00.5+01:00" })).toMatchObject({
      personalAccessToken: { expiresAt: "2028-02-29T22:30:00.500Z" },
    });
  });

  it("holds a user to 50 working tokens, also when creations race", async () => {
    const dee = await createUser(server);
    for (let i = 0; i < 48; i++) await create(dee, { name: `token ${i}` });
    const raced = await Promise.all([1, 2, 3, 4].map((i) => create(dee, { name: `raced ${i}` })));
    expect(raced.map((r) => r.__typename).sort()).toEqual([
      "CreatePersonalAccessTokenPayload",
      "CreatePersonalAccessTokenPayload",
      "ValidationError",
      "ValidationError",
    ]);
    expect(raced.find((r) => r.__typename === "ValidationError")).toMatchObject({ code: "TOO_MANY_ACCESS_TOKENS" });
    expect(await server.prisma.personalAccessToken.count({ where: { userId: dee.id } })).toBe(50);
  });

  it("is refused to an access token: tokens are created and revoked by a log-in", async () => {
    const fay = await createUser(server);
    const { token, personalAccessToken } = await tokenFor(fay);
    expect(await create(fay, {}, token)).toEqual({
      __typename: "ForbiddenError",
      code: "ACCESS_TOKEN_CANNOT_MANAGE_TOKENS",
    });
    const revoked = await execute(
      server,
      RevokeAccessToken,
      { input: { personalAccessTokenId: personalAccessToken!.id } },
      { token },
    );
    expect(revoked.data!.revokePersonalAccessToken).toEqual({
      __typename: "ForbiddenError",
      code: "ACCESS_TOKEN_CANNOT_MANAGE_TOKENS",
    });
    expect(await server.prisma.personalAccessToken.count({ where: { userId: fay.id, revokedAt: null } })).toBe(1);
  });
});

describe("a READ token", () => {
  it("reads, and is refused a mutation whole: 403 FORBIDDEN with reason TOKEN_SCOPE, nothing changed", async () => {
    const gus = await createUser(server);
    const { token } = await tokenFor(gus, "READ");
    expect((await execute(server, ViewerName, {}, { token })).data).toEqual({ viewer: { username: gus.username } });

    const refused = await execute(server, EditBio, { input: { bio: "should not be written" } }, { token });
    expect(refused.status).toBe(403);
    expect(refused.data ?? null).toBeNull();
    expect(refusal(refused)).toEqual({ code: "FORBIDDEN", reason: "TOKEN_SCOPE" });
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: gus.id } })).bio).toBe("");
  });

  it("subscribes over graphql-ws, and is refused a mutation there too", async () => {
    const hal = await createUser(server);
    const { token } = await tokenFor(hal, "READ");
    const client = await connectGraphQL(baseUrl, token);
    const answer = await new Promise<unknown>((resolve) =>
      client.subscribe(
        { query: 'mutation { updateProfile(input: { bio: "x" }) { __typename } }' },
        { next: resolve, error: resolve, complete: () => {} },
      ),
    );
    expect(answer).toMatchObject({ errors: [{ extensions: { code: "FORBIDDEN", reason: "TOKEN_SCOPE" } }] });
    await client.dispose();
  });
});

describe("a token that proves nobody", () => {
  it("is reported: unknown or malformed TOKEN_INVALID, revoked TOKEN_REVOKED, expired TOKEN_EXPIRED", async () => {
    const ivy = await createUser(server);
    const { token, personalAccessToken } = await tokenFor(ivy);
    const unknown = `sky_pat_${"A".repeat(43)}`;
    for (const [sent, reason] of [
      [unknown, "TOKEN_INVALID"],
      ["sky_pat_short", "TOKEN_INVALID"],
    ] as const) {
      const response = await execute(server, ViewerName, {}, { token: sent });
      expect([response.status, refusal(response)]).toEqual([401, { code: "UNAUTHENTICATED", reason }]);
    }

    await server.prisma.personalAccessToken.update({
      where: { id: personalAccessToken!.databaseId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(refusal(await execute(server, ViewerName, {}, { token }))).toEqual({
      code: "UNAUTHENTICATED",
      reason: "TOKEN_EXPIRED",
    });

    const second = await tokenFor(ivy);
    const revoked = await execute(
      server,
      RevokeAccessToken,
      { input: { personalAccessTokenId: second.personalAccessToken!.id } },
      { token: ivy.token },
    );
    expect(revoked.data!.revokePersonalAccessToken).toEqual({
      __typename: "RevokePersonalAccessTokenPayload",
      revokedPersonalAccessTokenId: second.personalAccessToken!.id,
    });
    expect(refusal(await execute(server, ViewerName, {}, { token: second.token }))).toEqual({
      code: "UNAUTHENTICATED",
      reason: "TOKEN_REVOKED",
    });
    expect(
      (await execute(server, ListAccessTokens, {}, { token: ivy.token })).data!.personalAccessTokens!.totalCount,
    ).toBe(0);
  });

  it("revoking closes the graphql-ws connection it opened; another token's stays", async () => {
    const jo = await createUser(server);
    const [doomed, kept] = [await tokenFor(jo), await tokenFor(jo)];
    const closes: Record<string, number[]> = { doomed: [], kept: [] };
    for (const [name, { token }] of Object.entries({ doomed, kept })) {
      const client = await connectGraphQL(baseUrl, token);
      client.on("closed", (event) => closes[name]!.push((event as { code: number }).code));
    }
    await execute(
      server,
      RevokeAccessToken,
      { input: { personalAccessTokenId: doomed.personalAccessToken!.id } },
      { token: jo.token },
    );
    await eventually(() => expect(closes.doomed).toEqual([4403]));
    expect(closes.kept).toEqual([]);
  });

  it("someone else's token is NOT_FOUND to revoke, and revoking twice changes nothing", async () => {
    const [kim, lou] = [await createUser(server), await createUser(server)];
    const { personalAccessToken } = await tokenFor(kim);
    const input = { personalAccessTokenId: personalAccessToken!.id };
    expect(
      (await execute(server, RevokeAccessToken, { input }, { token: lou.token })).data!.revokePersonalAccessToken,
    ).toEqual({ __typename: "NotFoundError", code: "NOT_FOUND" });
    for (let i = 0; i < 2; i++)
      expect(
        (await execute(server, RevokeAccessToken, { input }, { token: kim.token })).data!.revokePersonalAccessToken!
          .__typename,
      ).toBe("RevokePersonalAccessTokenPayload");
  });
});

describe("the token and the rest of the account", () => {
  it("outlives a password change, and logOut with it revokes it", async () => {
    const max = await createUser(server);
    const { token } = await tokenFor(max);
    const changed = await execute(
      server,
      ChangePassword,
      {
        input: {
          oldPassword: TEST_PASSWORD,
          newPassword: CHANGED_TEST_PASSWORD,
          confirmPassword: CHANGED_TEST_PASSWORD,
        },
      },
      { token: max.token },
    );
    expect(changed.data!.changePassword!.__typename).toBe("ChangePasswordPayload");
    expect((await execute(server, ViewerName, {}, { token })).data).toEqual({ viewer: { username: max.username } });

    expect((await execute(server, LogOutNow, {}, { token })).data).toEqual({ logOut: { tokenRevoked: true } });
    expect(refusal(await execute(server, ViewerName, {}, { token }))).toEqual({
      code: "UNAUTHENTICATED",
      reason: "TOKEN_REVOKED",
    });
  });

  it("is not taken by the v1 REST face", async () => {
    const ned = await createUser(server);
    const { token } = await tokenFor(ned);
    const v1 = await server.app.inject({
      url: "/api/v1/users/suggested-people",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(v1.statusCode).toBe(401);
  });
});
