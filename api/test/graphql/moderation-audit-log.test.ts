// The audit log and the reports outlive the accounts they name: a moderator who deletes their
// account leaves every entry they made, named by the username they had (the suspensions they made
// stay, and say who made them); a reporter who leaves leaves their reports in the queue; reports
// about messages follow the messages to a deleted sender's stand-in. No statement deletes an entry.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setModerator } from "../../src/domain/moderation/moderators.ts";
import { createPost, createUser, createUsers, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { DeleteAccount } from "./account-operations.ts";
import {
  DismissReports,
  ModerationDesk,
  ModerationLog,
  RemoveReportedContent,
  Report,
  SuspendAccount,
} from "./moderation-operations.ts";

let server: TestServer;
let moderator: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  moderator = await newModerator();
});
afterAll(() => server.close());

async function newModerator(): Promise<TestUser> {
  const user = await createUser(server);
  await setModerator(server.prisma, user.username.toLowerCase(), true);
  return user;
}

const deleteAccount = (user: TestUser) =>
  execute(
    server,
    DeleteAccount,
    { input: { password: TEST_PASSWORD, username: user.username } },
    { token: user.token },
  );

async function logEntries(as: TestUser = moderator) {
  const answer = (await execute(server, ModerationLog, {}, { token: as.token })).data!.moderation!;
  if (answer.__typename !== "ModerationDesk") throw new Error(answer.__typename);
  return answer.log!.edges.map(({ node }) => node);
}

async function openCases(as: TestUser = moderator) {
  const answer = (await execute(server, ModerationDesk, {}, { token: as.token })).data!.moderation!;
  if (answer.__typename !== "ModerationDesk") throw new Error(answer.__typename);
  return { cases: answer.openCases!.edges.map(({ node }) => node), suspended: answer.suspendedAccounts!.edges };
}

describe("the audit log", () => {
  it("keeps a deleted moderator's entries, naming them by the username they had; their suspensions stay", async () => {
    const leaving = await newModerator();
    const [mallory, spammer] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const post = await createPost(server, spammer, "Spam");
    await execute(server, Report, { input: { subjectId: post.globalId, reason: "SPAM" } }, { token: mallory.token });
    const suspended = await execute(
      server,
      SuspendAccount,
      { input: { userId: mallory.globalId, reason: "silenced" } },
      { token: leaving.token },
    );
    expect(suspended.data!.suspendAccount?.__typename).toBe("SuspendAccountPayload");
    await execute(server, RemoveReportedContent, { input: { subjectId: post.globalId } }, { token: leaving.token });
    const before = (await logEntries()).filter((e) => e.moderator?.usernameThen === leaving.username);
    expect(before.map((e) => e.kind)).toEqual(["REMOVE_CONTENT", "SUSPEND"]);

    expect((await deleteAccount(leaving)).data!.deleteAccount?.__typename).toBe("DeleteAccountPayload");

    const after = (await logEntries()).filter((e) => before.some((b) => b.databaseId === e.databaseId));
    const byTheDeleted = (kind: string, account: TestUser) => ({
      kind,
      moderatorUsername: "Deleted account",
      accountUsername: account.username,
      moderator: { username: "Deleted account", usernameThen: leaving.username, deleted: true },
      account: { username: account.username, usernameThen: account.username, deleted: false },
    });
    expect(after).toEqual([
      {
        databaseId: before[0]!.databaseId,
        ...byTheDeleted("REMOVE_CONTENT", spammer),
        subject: "POST",
        closedReports: 1,
      },
      { databaseId: before[1]!.databaseId, ...byTheDeleted("SUSPEND", mallory), subject: null, closedReports: 0 },
    ]);
    // the suspension it made stays in force, on record
    expect((await openCases()).suspended.map(({ node }) => node.userId)).toContain(mallory.globalId);
  });

  it("keeps the entries about an account its owner deleted, by the username it had", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const post = await createPost(server, bob, "Borderline");
    await execute(server, Report, { input: { subjectId: post.globalId, reason: "SPAM" } }, { token: ada.token });
    await execute(server, DismissReports, { input: { subjectId: post.globalId } }, { token: moderator.token });
    await deleteAccount(bob);
    const entry = (await logEntries()).find((e) => e.account.usernameThen === bob.username);
    expect(entry).toMatchObject({
      kind: "DISMISS",
      accountUsername: "Deleted account",
      account: { username: "Deleted account", deleted: true },
      moderator: { username: moderator.username, deleted: false },
    });
  });

  it("is refused any deletion by the database itself", async () => {
    const [bob] = (await createUsers(server, 1)) as [TestUser];
    await execute(
      server,
      SuspendAccount,
      { input: { userId: bob.globalId, reason: "to be kept" } },
      { token: moderator.token },
    );
    const entries = await server.prisma.moderationAction.count();
    await expect(server.prisma.moderationAction.deleteMany({ where: { accountId: bob.id } })).rejects.toThrow(
      /audit log keeps every entry/,
    );
    expect(await server.prisma.moderationAction.count()).toBe(entries);
  });
});

describe("an entry", () => {
  it("says how many open reports the action closed: none for content nobody reported", async () => {
    const [ada, carol, bob] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    const reported = await createPost(server, bob, "Reported twice");
    const unreported = await createPost(server, bob, "Nobody reported this");
    for (const by of [ada, carol])
      await execute(server, Report, { input: { subjectId: reported.globalId, reason: "SPAM" } }, { token: by.token });
    for (const post of [reported, unreported]) {
      const removed = await execute(
        server,
        RemoveReportedContent,
        { input: { subjectId: post.globalId } },
        { token: moderator.token },
      );
      expect(removed.data!.removeReportedContent?.__typename).toBe("RemoveReportedContentPayload");
    }
    // an account suspended without a report, too
    await execute(
      server,
      SuspendAccount,
      { input: { userId: ada.globalId, reason: "seen" } },
      { token: moderator.token },
    );
    expect(await server.prisma.post.count({ where: { id: { in: [reported.id, unreported.id] } } })).toBe(0);
    const [suspension, second, first] = await logEntries();
    expect([first, second, suspension].map((e) => [e!.kind, e!.account.usernameThen, e!.closedReports])).toEqual([
      ["REMOVE_CONTENT", bob.username, 2],
      ["REMOVE_CONTENT", bob.username, 0],
      ["SUSPEND", ada.username, 0],
    ]);
  });
});

describe("reports", () => {
  it("stay in the queue when their reporter deletes their account, and close telling nobody", async () => {
    const [ada, carol, bob] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    const post = await createPost(server, bob, "Harassing caption");
    for (const by of [ada, carol])
      await execute(server, Report, { input: { subjectId: post.globalId, reason: "HARASSMENT" } }, { token: by.token });
    await deleteAccount(ada);
    const theCase = (await openCases()).cases.find((c) => c.subjectId === post.globalId);
    expect(theCase?.reports.map((r) => r.reporterUsername)).toEqual(["Deleted account", carol.username]);
    const removed = await execute(
      server,
      RemoveReportedContent,
      { input: { subjectId: post.globalId } },
      { token: moderator.token },
    );
    expect(removed.data!.removeReportedContent).toMatchObject({ closedReports: 2 });
    expect(await server.prisma.notification.count({ where: { kind: "REPORT_OUTCOME", recipientId: carol.id } })).toBe(
      1,
    );
  });

  it("about a message stay when its sender deletes their account: the message is still there to remove", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const message = await server.domain.messages.send(bob.viewer, ada.id, "a threat");
    const messageId = encodeGlobalID("Message", message.id);
    await execute(server, Report, { input: { subjectId: messageId, reason: "VIOLENCE" } }, { token: ada.token });
    await deleteAccount(bob);
    const theCase = (await openCases()).cases.find((c) => c.subjectId === messageId);
    expect(theCase).toMatchObject({ contentExists: true, account: { username: "Deleted account" } });
    const removed = await execute(
      server,
      RemoveReportedContent,
      { input: { subjectId: messageId } },
      { token: moderator.token },
    );
    expect(removed.data!.removeReportedContent).toMatchObject({ closedReports: 1 });
    expect(await server.prisma.message.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
      text: "",
      deletedAt: expect.any(Date),
    });
  });
});
