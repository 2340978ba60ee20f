// A moderator's account is the server's admin command's alone: a moderator cannot suspend another
// or lift another's suspension (one moderator could otherwise silence the rest), while
// `npm run admin` lists the moderators and lifts any suspension, logged as its own. The database
// is an embedded one in a folder, so the command, run as an operator runs it, opens it once the
// server has let go of it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { setModerator } from "../../src/domain/moderation/moderators.ts";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { runOperatorScript } from "../support/operator-script.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { LiftSuspension, ModerationLog, SuspendAccount } from "./moderation-operations.ts";

let folder: string;
let databaseUrl: string;
let server: TestServer | undefined;
let ada: TestUser;
let bob: TestUser;
let mallory: TestUser;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-admin-"));
  databaseUrl = `pglite:${path.join(folder, "pglite")}`;
  server = await createTestServer({ DATABASE_URL: databaseUrl });
  [ada, bob, mallory] = [await createUser(server), await createUser(server), await createUser(server)];
  for (const moderator of [ada, bob]) await setModerator(server.prisma, moderator.username.toLowerCase(), true);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** `npm run admin -- <args>` in a folder without .env; its exit code and output. */
const admin = (...args: string[]) =>
  runOperatorScript("admin", args, { env: { DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" }, cwd: folder });

const suspendedAt = async (user: TestUser) =>
  (await server!.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { suspendedAt: true } })).suspendedAt;

it("refuses a moderator's suspension, or lifting it, to another moderator, changing nothing", async () => {
  const entries = await server!.prisma.moderationAction.count();
  const suspend = await execute(
    server!,
    SuspendAccount,
    { input: { userId: bob.globalId, reason: "in my way" } },
    { token: ada.token },
  );
  expect(suspend.data!.suspendAccount).toMatchObject({
    __typename: "ForbiddenError",
    code: "CANNOT_MODERATE_MODERATOR",
  });
  expect(await suspendedAt(bob)).toBeNull();

  // a moderator suspended before the rule (or while not yet one) stays suspended for moderators
  await server!.prisma.user.update({
    where: { id: bob.id },
    data: { suspendedAt: new Date(), suspensionReason: "old" },
  });
  const lift = await execute(server!, LiftSuspension, { input: { userId: bob.globalId } }, { token: ada.token });
  expect(lift.data!.liftSuspension).toMatchObject({ __typename: "ForbiddenError", code: "CANNOT_MODERATE_MODERATOR" });
  expect(await suspendedAt(bob)).not.toBeNull();
  expect(await server!.prisma.moderationAction.count()).toBe(entries);

  // an ordinary account is still theirs to suspend
  const member = await execute(
    server!,
    SuspendAccount,
    { input: { userId: mallory.globalId, reason: "spam" } },
    { token: ada.token },
  );
  expect(member.data!.suspendAccount?.__typename).toBe("SuspendAccountPayload");
});

// six runs of the command and a server's start: seconds each on a loaded machine
it(
  "npm run admin lists the moderators and lifts any suspension, logged as the admin command's",
  { timeout: 180_000 },
  async () => {
    await server!.close(); // the embedded database is one process's at a time
    server = undefined;

    const usage = await admin("lift");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("grant <username> | revoke <username> | lift <username> [reason] | moderators");
    const listed = await admin("moderators");
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines).toContain(ada.username);
    expect(lines.find((line) => line.startsWith(`${bob.username} `))).toMatch(/ \(suspended since \d{4}-/);
    expect(await admin("lift", bob.username, "appeal", "upheld")).toMatchObject({
      code: 0,
      stdout: `${bob.username}'s suspension is lifted.\n`,
    });
    expect(await admin("lift", bob.username)).toMatchObject({
      code: 0,
      stdout: `${bob.username} is not suspended: nothing changed.\n`,
    });
    expect(await admin("lift", "nobody_here_at_all")).toMatchObject({
      code: 1,
      stderr: 'No account has the username "nobody_here_at_all".\n',
    });
    expect((await admin("lift", mallory.username, "x".repeat(501))).code).toBe(1);

    server = await createTestServer({ DATABASE_URL: databaseUrl });
    expect(await suspendedAt(bob)).toBeNull();
    expect(await suspendedAt(mallory)).not.toBeNull();
    const answer = (await execute(server, ModerationLog, {}, { token: ada.token })).data!.moderation!;
    if (answer.__typename !== "ModerationDesk") throw new Error(answer.__typename);
    expect(answer.log!.edges[0]!.node).toMatchObject({
      kind: "LIFT_SUSPENSION",
      moderator: null,
      moderatorUsername: "Server admin",
      account: { username: bob.username },
    });
  },
);
