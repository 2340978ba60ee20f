// Appeals: the author of removed content appeals it from its notice, once; a suspended person
// appeals with their password, checked exactly as a log-in checks it; moderators see the open
// appeals on the desk and decide them, and the appellant is told (in the bell, at the next
// log-in, and by mail to a verified address for a suspension). Overturning a suspension lifts it.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setModerator } from "../../src/domain/moderation/moderators.ts";
import { createPost, createUser, createUsers, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { subscribeLive } from "../support/graphql-ws.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import {
  AppealModerationAction,
  AppealNotices,
  AppealSuspension,
  DecideAppeal,
  OpenAppeals,
  SuspendedLogIn,
} from "./appeal-operations.ts";
import { RemoveReportedContent, SuspendAccount } from "./moderation-operations.ts";

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

const notices = async (as: TestUser) =>
  (await execute(server, AppealNotices, {}, { token: as.token })).data!.notifications!.edges.map((e) => e.node);
const appeal = (as: TestUser, actionId: string, text: string) =>
  execute(server, AppealModerationAction, { input: { actionId, text } }, { token: as.token });
const appealSuspension = (username: string, password: string, text: string) =>
  execute(server, AppealSuspension, { input: { username, password, text } });
const decide = (appealId: string, decision: "UPHOLD" | "OVERTURN", note: string, as = moderator) =>
  execute(server, DecideAppeal, { input: { appealId, decision, note } }, { token: as.token });
async function desk() {
  const answer = (await execute(server, OpenAppeals, {}, { token: moderator.token })).data!.moderation!;
  if (answer.__typename !== "ModerationDesk") throw new Error(answer.__typename);
  return { appeals: answer.openAppeals!.edges.map((e) => e.node), log: answer.log!.edges.map((e) => e.node) };
}

/** A moderator removes `author`'s post; resolves to the removal's action id, as its notice names it. */
async function removedPost(author: TestUser, caption: string, reason = "spam") {
  const post = await createPost(server, author, caption);
  await execute(
    server,
    RemoveReportedContent,
    { input: { subjectId: post.globalId, reason } },
    { token: moderator.token },
  );
  const notice = (await notices(author)).find((n) => n.kind === "CONTENT_REMOVED")!;
  return notice.appealStanding!.actionId;
}

async function suspend(user: TestUser, reason = "spam account") {
  await execute(server, SuspendAccount, { input: { userId: user.globalId, reason } }, { token: moderator.token });
}

describe("appealing a removal", () => {
  it("is offered on the notice, sent once, listed on the desk, and an overturn tells what went", async () => {
    const bob = await createUser(server);
    const actionId = await removedPost(bob, "My holiday photos from Lisbon", "looked like spam");
    const [removal] = await notices(bob);
    expect(removal).toMatchObject({ kind: "CONTENT_REMOVED", appealStanding: { actionId, appeal: null } });
    const until = Date.parse(removal!.appealStanding!.appealableUntil!);
    expect(until - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);

    const sent = (await appeal(bob, actionId, "  These are my own photos, not spam.  ")).data!.appealModerationAction;
    expect(sent).toMatchObject({
      __typename: "AppealModerationActionPayload",
      appealStanding: {
        actionId,
        appealableUntil: null,
        appeal: { text: "These are my own photos, not spam.", status: "OPEN" },
      },
    });
    // the notice now says it was sent, and a second appeal is refused, changing nothing
    expect((await notices(bob))[0]!.appealStanding).toMatchObject({
      appealableUntil: null,
      appeal: { status: "OPEN" },
    });
    expect((await appeal(bob, actionId, "Please look again")).data!.appealModerationAction).toMatchObject({
      __typename: "ForbiddenError",
      code: "ALREADY_APPEALED",
    });
    expect(await server.prisma.appeal.count({ where: { actionId } })).toBe(1);

    // the desk lists it with what the action was
    const listed = (await desk()).appeals.find((a) => a.appeal.text === "These are my own photos, not spam.")!;
    expect(listed).toMatchObject({
      appellant: { username: bob.username, suspendedAt: null },
      action: {
        kind: "REMOVE_CONTENT",
        reason: "looked like spam",
        excerpt: "My holiday photos from Lisbon",
        subject: "POST",
        moderatorUsername: moderator.username,
      },
    });

    const decided = await decide(listed.appeal.databaseId, "OVERTURN", "Sorry, our mistake.");
    expect(decided.data!.decideAppeal).toMatchObject({
      __typename: "DecideAppealPayload",
      appeal: { status: "OVERTURNED", decisionNote: "Sorry, our mistake." },
    });
    // told in the bell, quoting what went so it can be posted again; the removal's notice shows the decision
    const [told, notice] = await notices(bob);
    expect(told).toMatchObject({
      kind: "APPEAL_DECIDED",
      message:
        "A moderator agreed with your appeal: your post “My holiday photos from Lisbon” should not have been removed. It cannot be restored, but you may post it again. Their note: Sorry, our mistake.",
      appealStanding: { actionId, appeal: { status: "OVERTURNED", decisionNote: "Sorry, our mistake." } },
    });
    expect(notice!.appealStanding!.appeal!.status).toBe("OVERTURNED");
    // off the desk, on the log with who decided
    const after = await desk();
    expect(after.appeals.map((a) => a.appeal.databaseId)).not.toContain(listed.appeal.databaseId);
    expect(after.log[0]).toMatchObject({
      kind: "OVERTURN_APPEAL",
      moderatorUsername: moderator.username,
      accountUsername: bob.username,
      subject: "POST",
      reason: "Sorry, our mistake.",
      excerpt: "My holiday photos from Lisbon",
    });
    // decided once
    expect((await decide(listed.appeal.databaseId, "UPHOLD", "Changed my mind")).data!.decideAppeal).toMatchObject({
      __typename: "ForbiddenError",
      code: "APPEAL_ALREADY_DECIDED",
    });
  });

  it("reaches the bell live, saying where the appeal stands", async () => {
    const kim = await createUser(server);
    const actionId = await removedPost(kim, "Street art on Rua Augusta");
    await appeal(kim, actionId, "It is art, not vandalism");
    const live = await subscribeLive(
      baseUrl,
      kim.token,
      `subscription { notificationGroupChanged { group { latestNotification { kind appealStanding { actionId appeal { status } } } } } }`,
    );
    try {
      const { databaseId } = (await desk()).appeals.find((a) => a.appellant.username === kim.username)!.appeal;
      await decide(databaseId, "OVERTURN", "Fair enough.");
      type Heard = { group: { latestNotification: { kind: string; appealStanding: unknown } } };
      await vi.waitFor(() => expect(live.values<Heard>("notificationGroupChanged")).toHaveLength(1));
      expect(live.values<Heard>("notificationGroupChanged")[0]!.group.latestNotification).toEqual({
        kind: "APPEAL_DECIDED",
        appealStanding: { actionId, appeal: { status: "OVERTURNED" } },
      });
    } finally {
      await live.close();
    }
  });

  it("upheld: the appellant is told the removal stands, with the note", async () => {
    const carol = await createUser(server);
    const actionId = await removedPost(carol, "Buy cheap followers now");
    await appeal(carol, actionId, "It was a joke");
    const [open] = (await desk()).appeals.filter((a) => a.appellant.username === carol.username);
    await decide(open!.appeal.databaseId, "UPHOLD", "Selling followers breaks the rules.");
    expect((await notices(carol))[0]).toMatchObject({
      kind: "APPEAL_DECIDED",
      message:
        "A moderator looked at your appeal and kept the removal of your post “Buy cheap followers now”. Their note: Selling followers breaks the rules.",
    });
    expect((await desk()).log[0]).toMatchObject({
      kind: "UPHOLD_APPEAL",
      reason: "Selling followers breaks the rules.",
    });
  });

  it("refuses someone else's action, bad input and malformed ids, storing nothing", async () => {
    const [dan, eve] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const actionId = await removedPost(dan, "Dan's post");
    expect((await appeal(eve, actionId, "Not mine but still")).data!.appealModerationAction).toMatchObject({
      __typename: "NotFoundError",
    });
    expect((await appeal(dan, actionId, "   ")).data!.appealModerationAction).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "text", code: "APPEAL_TEXT_REQUIRED" }],
    });
    expect((await appeal(dan, actionId, "x".repeat(2001))).data!.appealModerationAction).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "text", code: "APPEAL_TEXT_TOO_LONG" }],
    });
    expect((await appeal(dan, "not-an-id", "Please")).data!.appealModerationAction).toMatchObject({
      __typename: "NotFoundError",
    });
    expect(
      (await appeal(dan, "00000000-0000-7000-8000-000000000000", "Please")).data!.appealModerationAction,
    ).toMatchObject({
      __typename: "NotFoundError",
    });
    expect(await server.prisma.appeal.count({ where: { appellantId: { in: [dan.id, eve.id] } } })).toBe(0);
    // a moderator's decision needs a note and an appeal that exists
    expect((await decide("not-an-id", "UPHOLD", "fine")).data!.decideAppeal).toMatchObject({
      __typename: "NotFoundError",
    });
    await appeal(dan, actionId, "Please look again");
    const { databaseId } = (await desk()).appeals.find((a) => a.appellant.username === dan.username)!.appeal;
    expect((await decide(databaseId, "UPHOLD", "  ")).data!.decideAppeal).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "note", code: "MODERATION_REASON_REQUIRED" }],
    });
    // nor is it anyone's but a moderator's to decide
    expect((await decide(databaseId, "OVERTURN", "I say so", dan)).data!.decideAppeal).toMatchObject({
      __typename: "ForbiddenError",
      code: "NOT_A_MODERATOR",
    });
    expect((await server.prisma.appeal.findUniqueOrThrow({ where: { id: databaseId } })).status).toBe("OPEN");
  });

  it("closes after the window, and only removals are appealed this way", async () => {
    const fay = await createUser(server);
    const actionId = await removedPost(fay, "An old post");
    await server.prisma
      .$executeRaw`UPDATE "ModerationAction" SET "createdAt" = now() - interval '31 days' WHERE id = ${actionId}::uuid`;
    expect((await notices(fay))[0]!.appealStanding!.appealableUntil).toBeNull();
    expect((await appeal(fay, actionId, "Please")).data!.appealModerationAction).toMatchObject({
      __typename: "ForbiddenError",
      code: "APPEAL_WINDOW_CLOSED",
    });
    // a lifted suspension of her own is no removal
    await suspend(fay);
    await server.domain.moderatorActions.lift(moderator.viewer, fay.id, {});
    const suspension = await server.prisma.moderationAction.findFirstOrThrow({
      where: { accountId: fay.id, kind: "SUSPEND" },
    });
    expect((await appeal(fay, suspension.id, "Please")).data!.appealModerationAction).toMatchObject({
      __typename: "ForbiddenError",
      code: "NOT_APPEALABLE",
    });
  });
});

describe("appealing a suspension", () => {
  it("with the password: told at log-in and by mail, and overturning lifts it", async () => {
    const gus = await createUser(server);
    await server.prisma.user.update({ where: { id: gus.id }, data: { emailVerifiedAt: new Date() } });
    await suspend(gus, "spam account");
    const logIn = async () =>
      (await execute(server, SuspendedLogIn, { input: { username: gus.username, password: TEST_PASSWORD } })).data!
        .logIn;
    expect(await logIn()).toMatchObject({
      __typename: "AccountSuspendedError",
      suspensionReason: "spam account",
      appealStanding: { appeal: null },
    });

    const sent = (await appealSuspension(gus.username, TEST_PASSWORD, "I only posted my own art.")).data!
      .appealSuspension;
    expect(sent).toMatchObject({
      __typename: "AppealSuspensionPayload",
      decisionByMail: true,
      appealStanding: { appealableUntil: null, appeal: { status: "OPEN", text: "I only posted my own art." } },
    });
    expect(await logIn()).toMatchObject({ appealStanding: { appealableUntil: null, appeal: { status: "OPEN" } } });
    expect((await appealSuspension(gus.username, TEST_PASSWORD, "Again")).data!.appealSuspension).toMatchObject({
      code: "ALREADY_APPEALED",
    });

    const listed = (await desk()).appeals.find((a) => a.appellant.username === gus.username)!;
    expect(listed).toMatchObject({
      appeal: { text: "I only posted my own art." },
      appellant: { suspendedAt: expect.any(String) },
      action: { kind: "SUSPEND", reason: "spam account", subject: null },
    });
    await decide(listed.appeal.databaseId, "OVERTURN", "We checked: it is your art.");
    // lifted: the log-in works again, the bell tells, and a mail went to the verified address
    const back = (await execute(server, SuspendedLogIn, { input: { username: gus.username, password: TEST_PASSWORD } }))
      .data!.logIn;
    expect(back!.__typename).toBe("LogInPayload");
    expect((await notices(gus))[0]).toMatchObject({
      kind: "APPEAL_DECIDED",
      message:
        "A moderator agreed with your appeal and lifted your account's suspension. Their note: We checked: it is your art.",
    });
    const mails = await server.prisma.mailJob.findMany({ where: { userId: gus.id, kind: "appealDecided" } });
    expect(mails.map((m) => m.data)).toEqual([
      { name: expect.any(String), username: gus.username, overturned: true, note: "We checked: it is your art." },
    ]);
    expect((await desk()).log.slice(0, 2).map((e) => e.kind)).toEqual(["OVERTURN_APPEAL", "LIFT_SUSPENSION"]);
  });

  it("upheld: the next log-in says so; no mail without a verified address", async () => {
    const hal = await createUser(server);
    await suspend(hal);
    const sent = (await appealSuspension(hal.username, TEST_PASSWORD, "Why?")).data!.appealSuspension;
    expect(sent).toMatchObject({ decisionByMail: false });
    const listed = (await desk()).appeals.find((a) => a.appellant.username === hal.username)!;
    await decide(listed.appeal.databaseId, "UPHOLD", "The spam was clear.");
    const refused = (
      await execute(server, SuspendedLogIn, { input: { username: hal.username, password: TEST_PASSWORD } })
    ).data!.logIn;
    expect(refused).toMatchObject({
      __typename: "AccountSuspendedError",
      appealStanding: { appealableUntil: null, appeal: { status: "UPHELD", decisionNote: "The spam was clear." } },
    });
    expect(await server.prisma.mailJob.count({ where: { userId: hal.id, kind: "appealDecided" } })).toBe(0);
    expect(await server.prisma.user.findUniqueOrThrow({ where: { id: hal.id } })).toMatchObject({
      suspendedAt: expect.any(Date),
    });
  });

  it("never tells whether the account exists, and is throttled as log-ins are", async () => {
    const ida = await createUser(server);
    await suspend(ida);
    const wrong = (await appealSuspension(ida.username, "not the password", "Please")).data!.appealSuspension;
    const unknown = (await appealSuspension("nobody_by_that_name", "not the password", "Please")).data!
      .appealSuspension;
    expect(wrong).toEqual({
      __typename: "InvalidCredentialsError",
      code: "INVALID_CREDENTIALS",
      message: expect.any(String),
    });
    expect(unknown).toEqual(wrong);
    // bad text is refused before the password is looked at: no guess spent, nothing stored
    expect((await appealSuspension(ida.username, TEST_PASSWORD, "")).data!.appealSuspension).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "text", code: "APPEAL_TEXT_REQUIRED" }],
    });
    // an account that is not suspended has nothing to appeal (its owner may log in)
    const jo = await createUser(server);
    expect((await appealSuspension(jo.username, TEST_PASSWORD, "Please")).data!.appealSuspension).toMatchObject({
      code: "NOT_SUSPENDED",
    });
    // wrong passwords count with the log-in's: ten failures in all, then even the right one waits
    for (let i = 0; i < 9; i++) await appealSuspension(ida.username, `wrong guess ${i}`, "Please");
    const throttled = await appealSuspension(ida.username, TEST_PASSWORD, "Please");
    expect(throttled.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");
    const logIn = await execute(server, SuspendedLogIn, { input: { username: ida.username, password: TEST_PASSWORD } });
    expect(logIn.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");
    expect(await server.prisma.appeal.count({ where: { appellantId: ida.id } })).toBe(0);
  });
});
