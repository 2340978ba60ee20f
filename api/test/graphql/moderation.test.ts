// Reports and moderation through GraphQL and the v1 faces: a report is acknowledged and counted
// once per person and thing; only moderators see the desk or act (everyone else is refused and
// changes nothing); removing content and suspending close the reports and tell the reporters; a
// suspended account is logged out everywhere (old tokens, live sockets, subscriptions), cannot log
// in, and it and its content are hidden from everyone but moderators until the suspension is lifted.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setModerator } from "../../src/domain/moderation/moderators.ts";
import { createPost, createUser, createUsers, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { connectV1 } from "../realtime/socket-client.ts";
import { eventually } from "../support/eventually.ts";
import { bearer } from "../rest/v1-client.ts";
import { CreateAccessToken } from "./access-token-operations.ts";
import {
  DismissReports,
  LiftSuspension,
  LogIn,
  ModerationDesk,
  ModerationPages,
  RemoveReportedContent,
  Report,
  ReportOutcomes,
  SeenByOthers,
  SuspendAccount,
} from "./moderation-operations.ts";

let server: TestServer;
let baseUrl: string;
let moderator: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
  moderator = await createUser(server);
  await setModerator(server.prisma, moderator.username.toLowerCase(), true);
});
afterAll(() => server.close());

const report = (by: TestUser, subjectId: string, reason = "SPAM", details?: string) =>
  execute(server, Report, { input: { subjectId, reason: reason as "SPAM", details } }, { token: by.token });
const desk = (as: TestUser) => execute(server, ModerationDesk, {}, { token: as.token });
/** The desk's first page of each list (50: every case and entry these tests make), as plain lists. */
async function openCases(as: TestUser = moderator) {
  const answer = (await desk(as)).data!.moderation!;
  if (answer.__typename !== "ModerationDesk") throw new Error(answer.__typename);
  return {
    ...answer,
    openCases: answer.openCases!.edges.map(({ node }) => node),
    log: answer.log!.edges.map(({ node }) => node),
    suspendedAccounts: answer.suspendedAccounts!.edges.map(({ node }) => node),
  };
}

describe("report", () => {
  it("is acknowledged, and the same person reporting the same thing twice is one report", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const post = await createPost(server, bob, "Buy followers at example.test");
    const first = await report(ada, post.globalId, "SPAM");
    expect(first.data!.report).toEqual({
      __typename: "ReportPayload",
      report: { subject: "POST", reason: "SPAM", details: "", status: "OPEN" },
    });
    const again = await report(ada, post.globalId, "HARASSMENT", "  and again  ");
    expect(again.data!.report).toMatchObject({ report: { reason: "HARASSMENT", details: "and again" } });
    expect(await server.prisma.report.count({ where: { subjectId: post.id } })).toBe(1);

    const theCase = (await openCases()).openCases.find((c) => c.subjectId === post.globalId)!;
    expect(theCase).toMatchObject({
      subject: "POST",
      excerpt: "Buy followers at example.test",
      contentExists: true,
      account: { username: bob.username },
      post: { caption: "Buy followers at example.test" },
    });
    expect(theCase.reports).toEqual([{ reason: "HARASSMENT", details: "and again", reporterUsername: ada.username }]);
  });

  it("shows a reported profile with its counts, worded for one and for many", async () => {
    const [ada, bob, carol] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    await createPost(server, bob);
    await server.domain.follows.follow(ada.viewer, bob.id);
    await report(carol, bob.globalId, "SPAM");
    const one = (await openCases()).openCases.find((c) => c.subjectId === bob.globalId)!;
    expect(one).toMatchObject({ subject: "USER", context: ["1 post, 1 follower"] });
    await createPost(server, bob);
    await server.domain.follows.follow(carol.viewer, bob.id);
    const two = (await openCases()).openCases.find((c) => c.subjectId === bob.globalId)!;
    expect(two.context).toEqual(["2 posts, 2 followers"]);
  });

  it("refuses the reporter's own things, what they cannot see, and details past the limit, storing nothing", async () => {
    const [ada, bob, carol] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    const own = await createPost(server, ada);
    expect((await report(ada, own.globalId)).data!.report).toMatchObject({
      __typename: "ForbiddenError",
      code: "CANNOT_REPORT_SELF",
    });
    expect((await report(ada, ada.globalId)).data!.report).toMatchObject({
      __typename: "ForbiddenError",
      code: "CANNOT_REPORT_SELF",
    });
    // a message between two other people is not ada's to report
    const message = await server.domain.messages.send(bob.viewer, carol.id, "between us");
    expect((await report(ada, encodeGlobalID("Message", message.id))).data!.report).toMatchObject({
      __typename: "NotFoundError",
    });
    expect((await report(carol, encodeGlobalID("Message", message.id))).data!.report?.__typename).toBe("ReportPayload");
    expect(
      (await report(ada, encodeGlobalID("Post", "00000000-0000-7000-8000-000000000000"))).data!.report,
    ).toMatchObject({ __typename: "NotFoundError" });
    expect((await report(ada, encodeGlobalID("Notification", own.id))).data!.report).toMatchObject({
      __typename: "NotFoundError",
    });
    const long = await report(ada, bob.globalId, "OTHER", "x".repeat(1001));
    expect(long.data!.report).toMatchObject({
      __typename: "ValidationError",
      code: "REPORT_DETAILS_TOO_LONG",
      fieldErrors: [{ field: "details" }],
    });
    expect(await server.prisma.report.count({ where: { reporterId: ada.id } })).toBe(0);
  });

  it("reopens a dismissed report once: after a second dismissal it stays closed, changing nothing", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const post = await createPost(server, bob, "Borderline");
    const dismiss = () =>
      execute(server, DismissReports, { input: { subjectId: post.globalId } }, { token: moderator.token });
    const isOpen = async () => (await openCases()).openCases.some((c) => c.subjectId === post.globalId);

    await report(ada, post.globalId, "SPAM");
    expect((await dismiss()).data!.dismissReports).toMatchObject({ closedReports: 1 });
    const reopened = await report(ada, post.globalId, "HATE", "please look again");
    expect(reopened.data!.report).toMatchObject({ report: { status: "OPEN", reason: "HATE" } });
    expect(await isOpen()).toBe(true);
    // while open, it may still be edited
    expect((await report(ada, post.globalId, "HATE", "it is worse")).data!.report?.__typename).toBe("ReportPayload");

    expect((await dismiss()).data!.dismissReports).toMatchObject({ closedReports: 1 });
    const refused = await report(ada, post.globalId, "VIOLENCE", "third time");
    expect(refused.data!.report).toMatchObject({ __typename: "ForbiddenError", code: "REPORT_ALREADY_REOPENED" });
    expect(await isOpen()).toBe(false);
    expect(
      await server.prisma.report.findFirstOrThrow({
        where: { reporterId: ada.id, subjectId: post.id },
        select: { status: true, reason: true, details: true },
      }),
    ).toEqual({ status: "DISMISSED", reason: "HATE", details: "it is worse" });
  });

  it("reopens a dismissed report once even when the reporter sends it many times at once", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const post = await createPost(server, bob, "Borderline too");
    await report(ada, post.globalId);
    await execute(server, DismissReports, { input: { subjectId: post.globalId } }, { token: moderator.token });
    const answers = await Promise.all(Array.from({ length: 5 }, () => report(ada, post.globalId)));
    for (const answer of answers) expect(answer.data!.report?.__typename).toBe("ReportPayload");
    await execute(server, DismissReports, { input: { subjectId: post.globalId } }, { token: moderator.token });
    expect((await report(ada, post.globalId)).data!.report).toMatchObject({ code: "REPORT_ALREADY_REOPENED" });
  });

  it("finds nothing the privacy and block rules hide from the reporter: NOT_FOUND, as for nothing at all", async () => {
    const [ada, bob, carol, dan] = (await createUsers(server, 4)) as [TestUser, TestUser, TestUser, TestUser];
    const missing = (kind: string) => encodeGlobalID(kind, "00000000-0000-7000-8000-000000000000");
    const answerFor = async (by: TestUser, subjectId: string) => (await report(by, subjectId)).data!.report;

    // carol's account is private: dan follows her, ada does not
    await server.domain.follows.follow(dan.viewer, carol.id);
    await server.prisma.user.update({ where: { id: carol.id }, data: { isPrivate: true } });
    const hidden = await createPost(server, carol, "For my followers");
    const commentOnHidden = await server.domain.comments.add(dan.viewer, hidden.id, "Nice one");
    expect(await answerFor(ada, hidden.globalId)).toEqual(await answerFor(ada, missing("Post")));
    expect(await answerFor(ada, encodeGlobalID("Comment", commentOnHidden.id))).toEqual(
      await answerFor(ada, missing("Comment")),
    );
    // her header is public, so her profile can be reported; her follower may report her posts
    expect((await answerFor(ada, carol.globalId))?.__typename).toBe("ReportPayload");
    expect((await answerFor(dan, hidden.globalId))?.__typename).toBe("ReportPayload");

    // bob blocks ada: to ada, bob and all he wrote do not exist
    const bobsPost = await createPost(server, bob, "Bob's");
    const bobsComment = await server.domain.comments.add(bob.viewer, bobsPost.id, "Bob again");
    const fromBob = await server.domain.messages.send(bob.viewer, ada.id, "before the block");
    const fromAda = await server.domain.messages.send(ada.viewer, bob.id, "and back");
    await server.domain.blocks.block(bob.viewer, ada.id);
    expect(await answerFor(ada, bob.globalId)).toEqual(await answerFor(ada, missing("User")));
    expect(await answerFor(ada, bobsPost.globalId)).toEqual(await answerFor(ada, missing("Post")));
    expect(await answerFor(ada, encodeGlobalID("Comment", bobsComment.id))).toEqual(
      await answerFor(ada, missing("Comment")),
    );
    expect(await answerFor(ada, encodeGlobalID("Message", fromBob.id))).toEqual(
      await answerFor(ada, missing("Message")),
    );
    // the blocker still finds ada's profile and keeps the conversation: both are his to report
    expect((await answerFor(bob, ada.globalId))?.__typename).toBe("ReportPayload");
    expect((await answerFor(bob, encodeGlobalID("Message", fromAda.id)))?.__typename).toBe("ReportPayload");
    expect(await server.prisma.report.count({ where: { reporterId: ada.id } })).toBe(1);
  });
});

describe("the desk's pages", () => {
  type Pages = { first?: number; casesAfter?: string | null; logAfter?: string | null; suspendedAfter?: string | null };
  const pages = (variables: Pages, as: TestUser = moderator) =>
    execute(server, ModerationPages, variables, { token: as.token });
  async function desk2(variables: Pages) {
    const answer = (await pages(variables)).data!.moderation!;
    if (answer.__typename !== "ModerationDesk") throw new Error(answer.__typename);
    return answer;
  }

  it("reach every case, oldest waiting first, and every audit log entry, newest first, a page at a time", async () => {
    const [ada, bob, ...authors] = (await createUsers(server, 7)) as [TestUser, TestUser, ...TestUser[]];
    const posts = [];
    for (const author of authors) posts.push(await createPost(server, author));
    for (const post of posts) await report(ada, post.globalId);
    await report(bob, posts[0]!.globalId); // a second report joins its case: it keeps its place
    for (const post of posts.slice(0, 3))
      await execute(server, DismissReports, { input: { subjectId: post.globalId } }, { token: moderator.token });

    const cases: { subjectId: string; reporters: string[] }[] = [];
    const entries: string[] = [];
    let casesAfter: string | null | undefined = null;
    let logAfter: string | null | undefined = null;
    for (let more = true; more;) {
      const answer = await desk2({ first: 2, casesAfter, logAfter });
      const [c, l] = [answer.openCases!, answer.log!];
      cases.push(
        ...c.edges.map(({ node }) => ({
          subjectId: node.subjectId,
          reporters: node.reports.map((r) => r.reporterUsername),
        })),
      );
      entries.push(...l.edges.map(({ node }) => node.databaseId));
      [casesAfter, logAfter] = [c.pageInfo.endCursor ?? casesAfter, l.pageInfo.endCursor ?? logAfter];
      more = c.pageInfo.hasNextPage || l.pageInfo.hasNextPage;
    }
    const openSubjects = await server.prisma.report.groupBy({
      by: ["subject", "subjectId"],
      where: { status: "OPEN" },
    });
    expect(cases).toHaveLength(openSubjects.length);
    // this test's open cases, in the order they were first reported
    const mine = posts.slice(3).map((p) => p.globalId);
    expect(cases.map((c) => c.subjectId).filter((id) => mine.includes(id))).toEqual(mine);
    const logged = await server.prisma.moderationAction.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    expect(entries).toEqual(logged.map((entry) => entry.id));
  });

  it("reach every suspended account, the latest suspension first", async () => {
    const accounts = (await createUsers(server, 5)) as TestUser[];
    for (const account of accounts)
      await execute(
        server,
        SuspendAccount,
        { input: { userId: account.globalId, reason: "paging" } },
        { token: moderator.token },
      );
    const seen: string[] = [];
    let suspendedAfter: string | null | undefined = null;
    for (let more = true; more;) {
      const answer = await desk2({ first: 2, suspendedAfter });
      const page = answer.suspendedAccounts!;
      seen.push(...page.edges.map(({ node }) => node.userId));
      [suspendedAfter, more] = [page.pageInfo.endCursor, page.pageInfo.hasNextPage];
    }
    const suspended = await server.prisma.user.findMany({
      where: { suspendedAt: { not: null }, deletedAt: null },
      orderBy: [{ suspendedAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    expect(seen).toEqual(suspended.map(({ id }) => encodeGlobalID("User", id)));
    expect(seen.slice(0, 5)).toEqual(accounts.map((a) => a.globalId).reverse());
  });

  it("refuse a page size past 50 and a made-up cursor, and refuse non-moderators", async () => {
    const huge = await pages({ first: 100_000 });
    expect(huge.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const forged = await pages({ casesAfter: "bm9uc2Vuc2U" });
    expect(forged.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const [ada] = (await createUsers(server, 1)) as [TestUser];
    expect((await pages({ first: 2 }, ada)).data!.moderation).toMatchObject({
      __typename: "ForbiddenError",
      code: "NOT_A_MODERATOR",
    });
  });
});

describe("moderation operations", () => {
  it("refuse everyone but moderators, changing nothing", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const post = await createPost(server, bob);
    await report(ada, post.globalId);
    expect((await desk(ada)).data!.moderation).toMatchObject({ __typename: "ForbiddenError", code: "NOT_A_MODERATOR" });
    const attempts = [
      await execute(
        server,
        SuspendAccount,
        { input: { userId: bob.globalId, reason: "I do not like him" } },
        { token: ada.token },
      ),
      await execute(server, DismissReports, { input: { subjectId: post.globalId } }, { token: ada.token }),
      await execute(server, RemoveReportedContent, { input: { subjectId: post.globalId } }, { token: ada.token }),
      await execute(server, LiftSuspension, { input: { userId: ada.globalId } }, { token: ada.token }),
    ];
    for (const attempt of attempts)
      expect(Object.values(attempt.data!)[0]).toMatchObject({ __typename: "ForbiddenError", code: "NOT_A_MODERATOR" });
    expect((await execute(server, ModerationDesk, {})).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(
      await server.prisma.user.findUniqueOrThrow({ where: { id: bob.id }, select: { suspendedAt: true } }),
    ).toEqual({ suspendedAt: null });
    expect(await server.prisma.post.count({ where: { id: post.id } })).toBe(1);
    expect(await server.prisma.report.count({ where: { subjectId: post.id, status: "OPEN" } })).toBe(1);
  });

  it("remove the content and dismiss reports, closing them once, telling the reporters, and keeping the audit log", async () => {
    const [ada, bob, carol] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    const post = await createPost(server, bob, "Something nasty");
    const fine = await createPost(server, bob, "Something fine");
    await report(ada, post.globalId, "HATE");
    await report(carol, post.globalId, "HATE");
    await report(ada, fine.globalId, "OTHER");

    const removed = await execute(
      server,
      RemoveReportedContent,
      { input: { subjectId: post.globalId, reason: "hate speech" } },
      { token: moderator.token },
    );
    expect(removed.data!.removeReportedContent).toEqual({
      __typename: "RemoveReportedContentPayload",
      closedReports: 2,
    });
    expect(await server.prisma.post.count({ where: { id: post.id } })).toBe(0);
    const twice = await execute(
      server,
      DismissReports,
      { input: { subjectId: post.globalId } },
      { token: moderator.token },
    );
    expect(twice.data!.dismissReports).toMatchObject({ __typename: "NotFoundError" });
    const dismissed = await execute(
      server,
      DismissReports,
      { input: { subjectId: fine.globalId } },
      { token: moderator.token },
    );
    expect(dismissed.data!.dismissReports).toMatchObject({ closedReports: 1 });
    const profile = await execute(
      server,
      RemoveReportedContent,
      { input: { subjectId: bob.globalId } },
      { token: moderator.token },
    );
    expect(profile.data!.removeReportedContent).toMatchObject({ __typename: "ForbiddenError", code: "NOT_REMOVABLE" });

    const adaHears = (await execute(server, ReportOutcomes, {}, { token: ada.token })).data!.notifications!.edges.map(
      (e) => e.node,
    );
    expect(adaHears).toEqual([
      {
        kind: "REPORT_OUTCOME",
        reportStatus: "DISMISSED",
        message: `Your report about ${bob.username}: a moderator found no rule broken`,
        actor: { username: bob.username },
      },
      {
        kind: "REPORT_OUTCOME",
        reportStatus: "CONTENT_REMOVED",
        message: `Your report about ${bob.username}: a moderator removed what you reported`,
        actor: { username: bob.username },
      },
    ]);
    expect(
      (await execute(server, ReportOutcomes, {}, { token: carol.token })).data!.notifications!.edges.map(
        (e) => e.node.reportStatus,
      ),
    ).toEqual(["CONTENT_REMOVED"]);
    // the author is told what went and why, and not who removed it
    const bobHears = (await execute(server, ReportOutcomes, {}, { token: bob.token })).data!.notifications!.edges.map(
      (e) => e.node,
    );
    expect(bobHears).toEqual([
      {
        kind: "CONTENT_REMOVED",
        reportStatus: null,
        message: "A moderator removed your post “Something nasty”. Their reason: hate speech",
        actor: { username: bob.username },
      },
    ]);

    const { openCases: open, log } = await openCases();
    expect(open.map((c) => c.subjectId)).not.toContain(post.globalId);
    expect(log.slice(0, 2)).toEqual([
      {
        kind: "DISMISS",
        moderatorUsername: moderator.username,
        accountUsername: bob.username,
        subject: "POST",
        reason: "",
      },
      {
        kind: "REMOVE_CONTENT",
        moderatorUsername: moderator.username,
        accountUsername: bob.username,
        subject: "POST",
        reason: "hate speech",
      },
    ]);
  });
});

describe("suspension", () => {
  it("logs the account out on every face, refuses its log-ins, and hides it and its content from all but moderators until lifted", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const mallory = await createUser(server, `mallory${Date.now() % 100000}`);
    await server.domain.follows.follow(ada.viewer, mallory.id);
    const post = await createPost(server, mallory, "Spam spam spam");
    const adaPost = await createPost(server, ada, "Ada's");
    await server.domain.comments.add(mallory.viewer, adaPost.id, "spam comment");
    await report(ada, mallory.globalId, "SPAM");
    await report(bob, post.globalId, "SPAM");

    const laptop = (
      await server.domain.accounts.logIn({ username: mallory.username, password: TEST_PASSWORD }, "laptop")
    ).token;
    const created = await execute(
      server,
      CreateAccessToken,
      { input: { name: "bot", scope: "READ_WRITE" } },
      { token: mallory.token },
    );
    const pat = created.data!.createPersonalAccessToken!;
    if (pat.__typename !== "CreatePersonalAccessTokenPayload") throw new Error(pat.__typename);
    const closed: number[] = [];
    const client = createClient({
      url: `${baseUrl.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authToken: laptop },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => {},
    });
    client.on("closed", (event) => closed.push((event as { code: number }).code));
    await new Promise((resolve) => client.on("connected", resolve));
    const socket = await connectV1(baseUrl, { auth: { token: mallory.token } });

    const seen = () =>
      execute(
        server,
        SeenByOthers,
        { userId: mallory.globalId, username: mallory.username, postId: post.globalId, commentPostId: adaPost.id },
        { token: ada.token },
      );
    const before = (await seen()).data!;
    expect(before.user).toEqual({ username: mallory.username });
    expect(before.feed!.edges.map((e) => e.node.databaseId)).toContain(post.id);

    const suspended = await execute(
      server,
      SuspendAccount,
      { input: { userId: mallory.globalId, reason: "spam account" } },
      { token: moderator.token },
    );
    expect(suspended.data!.suspendAccount).toMatchObject({
      __typename: "SuspendAccountPayload",
      account: { username: mallory.username, suspensionReason: "spam account" },
    });

    // every session ends
    await eventually(() => expect(closed).toEqual([4403]));
    await eventually(() => expect(socket.socket.connected).toBe(false));
    for (const token of [mallory.token, laptop, pat.token]) {
      const refused = await execute(
        server,
        SeenByOthers,
        { userId: ada.globalId, username: ada.username, postId: adaPost.globalId, commentPostId: adaPost.id },
        { token },
      );
      expect(refused.status).toBe(401);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "TOKEN_REVOKED" });
    }
    expect(
      (await server.app.inject({ url: "/api/v1/users/suggested-people", headers: bearer(laptop) })).statusCode,
    ).toBe(401);

    // no log-in on either face, told only with the right password; GraphQL says why and since when
    const logIn = (password: string) => execute(server, LogIn, { input: { username: mallory.username, password } });
    const refusedLogIn = (await logIn(TEST_PASSWORD)).data!.logIn;
    expect(refusedLogIn).toMatchObject({
      __typename: "AccountSuspendedError",
      code: "ACCOUNT_SUSPENDED",
      suspensionReason: "spam account",
    });
    const since = refusedLogIn?.__typename === "AccountSuspendedError" ? Date.parse(refusedLogIn.suspendedSince) : 0;
    expect(since).toBeGreaterThan(Date.now() - 60_000);
    expect((await logIn("not the password at all")).data!.logIn).toMatchObject({
      __typename: "InvalidCredentialsError",
    });
    const v1LogIn = await server.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      payload: { username: mallory.username, password: TEST_PASSWORD },
    });
    expect(v1LogIn.statusCode).toBe(403);
    expect(v1LogIn.json()).toEqual({ status: "failed", message: "Your account has been suspended." });

    // hidden from others, on GraphQL and v1
    const after = (await seen()).data!;
    expect(after).toMatchObject({ user: null, userNode: null, postNode: null, searchUsers: [] });
    expect(after.feed!.edges.map((e) => e.node.databaseId)).not.toContain(post.id);
    expect(after.commented!.comments!.edges).toEqual([]);
    expect(
      (await server.app.inject({ url: `/api/v1/users/${mallory.id}`, headers: bearer(ada.token) })).statusCode,
    ).toBe(404);
    const v1Feed = await server.app.inject({ url: "/api/v1/posts", headers: bearer(ada.token) });
    expect(v1Feed.body).not.toContain(post.id);

    // moderators still see it; the reports are closed and the reporters told
    const moderatorsView = await openCases();
    expect(moderatorsView.suspendedAccounts).toContainEqual({
      userId: mallory.globalId,
      username: mallory.username,
      suspensionReason: "spam account",
    });
    expect(moderatorsView.openCases.map((c) => c.account.username)).not.toContain(mallory.username);
    expect(moderatorsView.log[0]).toMatchObject({
      kind: "SUSPEND",
      accountUsername: mallory.username,
      reason: "spam account",
    });
    expect(
      (await execute(server, ReportOutcomes, {}, { token: bob.token })).data!.notifications!.edges.map(
        (e) => e.node.reportStatus,
      ),
    ).toEqual(["ACCOUNT_SUSPENDED"]);

    // lifting restores it all
    const lifted = await execute(
      server,
      LiftSuspension,
      { input: { userId: mallory.globalId, reason: "appealed" } },
      { token: moderator.token },
    );
    expect(lifted.data!.liftSuspension).toMatchObject({ account: { suspendedAt: null } });
    const restored = (await seen()).data!;
    expect(restored).toMatchObject({ user: { username: mallory.username }, postNode: { __typename: "Post" } });
    expect(restored.commented!.comments!.edges.map((e) => e.node.body)).toEqual(["spam comment"]);
    expect((await logIn(TEST_PASSWORD)).data!.logIn?.__typename).toBe("LogInPayload");
    expect((await openCases()).log[0]).toMatchObject({ kind: "LIFT_SUSPENSION", reason: "appealed" });
    await client.dispose();
    socket.close();
  });

  it("needs a reason and is not for the moderator's own account", async () => {
    const bob = await createUser(server);
    const noReason = await execute(
      server,
      SuspendAccount,
      { input: { userId: bob.globalId, reason: "   " } },
      { token: moderator.token },
    );
    expect(noReason.data!.suspendAccount).toMatchObject({
      __typename: "ValidationError",
      code: "MODERATION_REASON_REQUIRED",
    });
    const self = await execute(
      server,
      SuspendAccount,
      { input: { userId: moderator.globalId, reason: "oops" } },
      { token: moderator.token },
    );
    expect(self.data!.suspendAccount).toMatchObject({ __typename: "ForbiddenError", code: "CANNOT_SUSPEND_SELF" });
    expect(
      await server.prisma.user.count({ where: { id: { in: [bob.id, moderator.id] }, suspendedAt: { not: null } } }),
    ).toBe(0);
  });
});
