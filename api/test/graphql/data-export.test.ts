// Download my data: requestDataExport queues a job that a worker (any node's) writes in the
// background into a ZIP of the account's profile, posts and images, comments, likes, saves,
// follows and messages; its owner alone downloads it, by a link with a short-lived ticket, until
// it expires and its file is removed. One job per user at a time, three a day; a job whose node
// died, or that was queued before a restart, is taken up again.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHANGED_TEST_PASSWORD,
  createPost,
  createUser,
  createUsers,
  TEST_PASSWORD,
  type TestUser,
} from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { eventually } from "../support/eventually.ts";
import { unzip } from "../support/zip.ts";
import { DataExportNode, DataExportStatus, RequestDataExport } from "./account-operations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { background: ["dataExports"] });
});
afterAll(() => server.close());

async function request(user: TestUser) {
  return (await execute(server, RequestDataExport, {}, { token: user.token })).data!.requestDataExport!;
}

async function status(user: TestUser) {
  return (await execute(server, DataExportStatus, {}, { token: user.token })).data!.dataExport;
}

async function readyExport(user: TestUser) {
  const asked = await request(user);
  expect(asked.__typename).toBe("RequestDataExportPayload");
  await eventually(async () => expect((await status(user))?.status).toBe("READY"));
  return (await status(user))!;
}

/** GETs a download link through the server (in-process), as a browser following it would. */
function download(url: string) {
  return server.app.inject({ url: url.replace(server.config.publicUrl, "") });
}

const json = (entries: Map<string, Buffer>, name: string) => JSON.parse(entries.get(name)!.toString("utf8")) as unknown;

describe("an export's contents", () => {
  it("holds the profile, posts with their image files, comments, likes, saves, follows and messages, and a README", async () => {
    const [ada, bob, carol] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    const adaPost = await createPost(server, ada, "Ada's sunset ✨", "sunset,sky", "#ff8800");
    const bobPost = await createPost(server, bob, "Bob's", "bob,post", "#0088ff");
    await server.domain.comments.add(ada.viewer, bobPost.id, "Lovely");
    await server.domain.comments.add(bob.viewer, adaPost.id, "Thanks"); // Bob's: not in Ada's export
    await server.domain.likes.like(ada.viewer, bobPost.id);
    await server.domain.saves.save(ada.viewer, bobPost.id);
    await server.domain.follows.follow(ada.viewer, bob.id);
    await server.domain.follows.follow(carol.viewer, ada.id);
    await server.domain.messages.send(ada.viewer, bob.id, "Hello Bob");
    await server.domain.messages.send(bob.viewer, ada.id, "Hello Ada");

    const ready = await readyExport(ada);
    expect(ready).toMatchObject({
      progress: 1,
      downloadUrl: expect.stringContaining(`${server.config.publicUrl}/data-exports/`),
    });
    expect(ready.itemsDone).toBe(ready.itemsTotal);
    const response = await download(ready.downloadUrl!);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-disposition"]).toContain(`skysocial-${ada.username}-`);
    expect(Number(response.headers["content-length"])).toBe(ready.byteSize);
    const entries = await unzip(response.rawPayload);

    expect(entries.get("README.txt")!.toString()).toContain("posts.json");
    const profile = json(entries, "profile.json") as Record<string, unknown>;
    expect(profile).toMatchObject({
      id: ada.id,
      username: ada.username,
      email: `${ada.username.toLowerCase()}@example.com`,
    });
    expect(entries.has(profile.profileImage as string)).toBe(true);
    expect(entries.has(profile.coverImage as string)).toBe(true);

    const posts = json(entries, "posts.json") as { caption: string; tags: string[]; images: { file: string }[] }[];
    expect(posts).toEqual([
      expect.objectContaining({
        caption: "Ada's sunset ✨",
        tags: ["sunset", "sky"],
        images: [expect.objectContaining({ file: expect.stringMatching(/^images\/[0-9a-f]{64}\.webp$/) })],
      }),
    ]);
    const image = entries.get(posts[0]!.images[0]!.file)!;
    expect(image.subarray(8, 12).toString("ascii")).toBe("WEBP");

    expect(json(entries, "comments.json")).toEqual([
      expect.objectContaining({
        text: "Lovely",
        post: { id: bobPost.id, author: expect.objectContaining({ username: bob.username }) },
      }),
    ]);
    expect(json(entries, "likes.json")).toEqual([
      expect.objectContaining({ post: expect.objectContaining({ id: bobPost.id }) }),
    ]);
    expect(json(entries, "saves.json")).toEqual([
      expect.objectContaining({ post: expect.objectContaining({ id: bobPost.id }) }),
    ]);
    expect(json(entries, "following.json")).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ username: bob.username }) }),
    ]);
    expect(json(entries, "followers.json")).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ username: carol.username }) }),
    ]);
    expect(json(entries, "messages.json")).toEqual([
      expect.objectContaining({
        with: expect.objectContaining({ username: bob.username }),
        messages: [
          expect.objectContaining({ text: "Hello Bob", fromYou: true }),
          expect.objectContaining({ text: "Hello Ada", fromYou: false }),
        ],
      }),
    ]);
  });

  it("shows other people only as the app shows them today: a blocker, a suspended and a deleted account alike", async () => {
    const [ada, blocker, suspended, leaving] = (await createUsers(server, 4)) as TestUser[];
    const others = [blocker!, suspended!, leaving!];
    for (const [index, other] of others.entries()) {
      await server.domain.messages.send(other.viewer, ada!.id, `Hello number ${index}`);
      await server.domain.likes.like(ada!.viewer, (await createPost(server, other, "Mine")).id);
    }
    await server.domain.follows.follow(ada!.viewer, suspended!.id);
    await server.domain.blocks.block(blocker!.viewer, ada!.id);
    await server.prisma.user.update({ where: { id: suspended!.id }, data: { suspendedAt: new Date() } });
    const { username, password } = { username: leaving!.username, password: TEST_PASSWORD };
    await server.domain.accountDeletion.delete(
      {
        viewer: leaving!.viewer,
        credential: "LOG_IN",
        scope: "READ_WRITE",
        tokenVersion: 0,
        tokenId: "a-session-of-leaving",
        expiresAt: null,
      },
      { password, username },
    );

    const entries = await unzip((await download((await readyExport(ada!)).downloadUrl!)).rawPayload);
    const unavailable = { id: null, username: null, unavailable: true };
    const conversations = json(entries, "messages.json") as { with: unknown; messages: { text: string }[] }[];
    expect(conversations.map((c) => c.with)).toEqual([unavailable, unavailable, unavailable]);
    // what was said stays: it is ada's history
    expect(conversations.map((c) => c.messages[0]!.text)).toEqual([
      "Hello number 0",
      "Hello number 1",
      "Hello number 2",
    ]);
    // the deleted account's posts (and ada's likes of them) are gone; the others' show no author
    expect((json(entries, "likes.json") as { post: { author: unknown } }[]).map((l) => l.post.author)).toEqual([
      unavailable,
      unavailable,
    ]);
    expect(json(entries, "following.json")).toEqual([expect.objectContaining({ user: unavailable })]);
    const everything = [...entries.values()].map((file) => file.toString("utf8")).join("\n");
    for (const other of [blocker!, suspended!]) {
      expect(everything).not.toContain(other.username);
      expect(everything).not.toContain(other.id);
    }

    // the blocker still finds ada's profile, so his export names her
    const blockers = await unzip((await download((await readyExport(blocker!)).downloadUrl!)).rawPayload);
    expect(json(blockers, "messages.json")).toEqual([
      expect.objectContaining({ with: { id: ada!.id, username: ada!.username, unavailable: false } }),
    ]);
  });

  it("of an account with nothing yet is whole too: empty lists", async () => {
    const ada = await createUser(server);
    const entries = await unzip((await download((await readyExport(ada)).downloadUrl!)).rawPayload);
    for (const name of [
      "posts.json",
      "comments.json",
      "likes.json",
      "saves.json",
      "following.json",
      "followers.json",
      "messages.json",
    ])
      expect(json(entries, name)).toEqual([]);
  });
});

describe("who downloads an export", () => {
  it("its owner only: another user cannot read it, and a link without its owner's ticket is a 404", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const ready = await readyExport(ada);
    const url = new URL(ready.downloadUrl!);
    expect((await execute(server, DataExportNode, { id: ready.id }, { token: bob.token })).data!.node).toBeNull();
    expect(await status(bob)).toBeNull();

    const bobsExport = await readyExport(bob);
    const bobsTicket = new URL(bobsExport.downloadUrl!).searchParams.get("ticket")!;
    const [adaFile] = url.pathname.split("/").slice(-1);
    for (const path of [
      `/data-exports/${adaFile}?ticket=${encodeURIComponent(bobsTicket)}`,
      `/data-exports/${adaFile}`,
      `/data-exports/${adaFile}?ticket=${url.searchParams.get("ticket")!.slice(0, -2)}xx`,
    ]) {
      const refused = await server.app.inject({ url: path });
      expect(refused.statusCode).toBe(404);
    }
    // an access token is no ticket
    expect((await server.app.inject({ url: `/data-exports/${adaFile}?ticket=${ada.token}` })).statusCode).toBe(404);
    expect((await download(ready.downloadUrl!)).statusCode).toBe(200);
  });

  describe("while the session that made the link lasts, and the account is not suspended", () => {
    const sessionOf = async (token: string) => (await server.domain.sessions.sessionFromToken(token))!;
    /** the export's link as a request with `token` gets it */
    const linkWith = async (token: string) =>
      (await execute(server, DataExportStatus, {}, { token })).data!.dataExport!.downloadUrl!;

    it("a link of a session logged out is a 404; one of the owner's other sessions still works", async () => {
      const ada = await createUser(server);
      await readyExport(ada);
      const otherDevice = await server.domain.tokens.issue(ada.id, 0);
      const [loggedOut, kept] = [await linkWith(ada.token), await linkWith(otherDevice)];
      expect((await download(loggedOut)).statusCode).toBe(200);
      await server.domain.accounts.logOut(await sessionOf(ada.token));
      expect((await download(loggedOut)).statusCode).toBe(404);
      expect((await download(kept)).statusCode).toBe(200);
    });

    it("a link made before a password change is a 404; one made after works", async () => {
      const ada = await createUser(server);
      await readyExport(ada);
      const before = await linkWith(ada.token);
      const { token } = await server.domain.accounts.changePassword(ada.viewer, {
        oldPassword: TEST_PASSWORD,
        newPassword: CHANGED_TEST_PASSWORD,
        confirmPassword: CHANGED_TEST_PASSWORD,
      });
      expect((await download(before)).statusCode).toBe(404);
      expect((await download(await linkWith(token))).statusCode).toBe(200);
    });

    it("a link of a personal access token revoked since is a 404", async () => {
      const ada = await createUser(server);
      await readyExport(ada);
      const { secret, accessToken } = await server.domain.accessTokens.create(await sessionOf(ada.token), {
        name: "a backup tool",
        scope: "READ",
      });
      const link = await linkWith(secret);
      expect((await download(link)).statusCode).toBe(200);
      await server.domain.accessTokens.revoke(await sessionOf(ada.token), accessToken.id);
      expect((await download(link)).statusCode).toBe(404);
    });

    it("every link of a suspended account is a 404, until the suspension is lifted", async () => {
      const [ada, moderator] = (await createUsers(server, 2)) as [TestUser, TestUser];
      await server.prisma.user.update({ where: { id: moderator.id }, data: { role: "MODERATOR" } });
      await readyExport(ada);
      const link = await linkWith(ada.token);
      await server.domain.moderatorActions.suspend(moderator.viewer, ada.id, { reason: "spam" });
      expect((await download(link)).statusCode).toBe(404);
      await server.domain.moderatorActions.lift(moderator.viewer, ada.id, {});
      expect((await download(link)).statusCode).toBe(200);
    });
  });

  it("until it expires: then its file is removed and its link answers 404", async () => {
    const ada = await createUser(server);
    const ready = await readyExport(ada);
    const row = await server.prisma.dataExport.findFirstOrThrow({ where: { userId: ada.id } });
    const file = `${server.config.dataDir}/exports/${row.id}.${row.attempts}.zip`;
    expect(fs.existsSync(file)).toBe(true);
    await server.prisma
      .$executeRaw`UPDATE "DataExport" SET "expiresAt" = clock_timestamp() - interval '1 second' WHERE "id" = ${row.id}::uuid`;
    expect((await download(ready.downloadUrl!)).statusCode).toBe(404);
    await server.domain.dataExportWorker.wake();
    expect(await status(ada)).toMatchObject({ status: "EXPIRED", downloadUrl: null });
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe("one export at a time, a few a day", () => {
  it("refuses a second request while one is being prepared (on any node), changing nothing", async () => {
    const ada = await createUser(server);
    // as if another node were writing one right now
    await server.prisma.$executeRaw`
      INSERT INTO "DataExport" ("id", "userId", "status", "attempts", "leaseUntil") VALUES (gen_random_uuid(), ${ada.id}::uuid, 'RUNNING', 1, clock_timestamp() + interval '1 hour')`;
    const refused = await request(ada);
    expect(refused).toMatchObject({ __typename: "DataExportInProgressError", code: "DATA_EXPORT_IN_PROGRESS" });
    expect(await server.prisma.dataExport.count({ where: { userId: ada.id } })).toBe(1);
  });

  it("two requests at once: each answers the export or DATA_EXPORT_IN_PROGRESS, never an error, and one job is open", async () => {
    const ada = await createUser(server);
    const answers = await Promise.all([request(ada), request(ada)]);
    for (const answer of answers)
      expect(["RequestDataExportPayload", "DataExportInProgressError"]).toContain(answer.__typename);
    expect(answers.some((answer) => answer.__typename === "RequestDataExportPayload")).toBe(true);
    expect(
      await server.prisma.dataExport.count({ where: { userId: ada.id, status: { in: ["QUEUED", "RUNNING"] } } }),
    ).toBeLessThanOrEqual(1);
  });

  it("three a day: the fourth is refused TOO_MANY_REQUESTS; a new one replaces the last", async () => {
    const ada = await createUser(server);
    const first = await readyExport(ada);
    await readyExport(ada);
    await readyExport(ada);
    const firstRow = await server.prisma.dataExport.findMany({ where: { userId: ada.id } });
    expect(firstRow).toHaveLength(1);
    expect((await download(first.downloadUrl!)).statusCode).toBe(404);
    const refused = await execute(server, RequestDataExport, {}, { token: ada.token });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("needs sign-in", async () => {
    const anonymous = await execute(server, RequestDataExport, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("a job outlives its node", () => {
  it("a job queued before a restart, and one whose node died mid-way, are written by the next worker that looks", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    await createPost(server, bob, "Bob's", "bob,post");
    const queued = await server.prisma.dataExport.create({ data: { userId: ada.id } });
    const abandoned = await server.prisma.dataExport.create({
      data: {
        userId: bob.id,
        status: "RUNNING",
        attempts: 1,
        itemsDone: 3,
        itemsTotal: 9,
        leaseUntil: new Date(Date.now() - 1000),
      },
    });
    fs.mkdirSync(`${server.config.dataDir}/exports`, { recursive: true });
    // its node died after storing the archive, before marking it READY
    fs.writeFileSync(`${server.config.dataDir}/exports/${abandoned.id}.1.zip`, "an archive nobody marked READY");

    await server.domain.dataExportWorker.wake();

    expect(await server.prisma.dataExport.findUniqueOrThrow({ where: { id: queued.id } })).toMatchObject({
      status: "READY",
      attempts: 1,
    });
    expect(await server.prisma.dataExport.findUniqueOrThrow({ where: { id: abandoned.id } })).toMatchObject({
      status: "READY",
      attempts: 2,
    });
    expect(fs.existsSync(`${server.config.dataDir}/exports/${abandoned.id}.1.zip`)).toBe(false);
    const entries = await unzip((await download((await status(bob))!.downloadUrl!)).rawPayload);
    expect(json(entries, "posts.json")).toHaveLength(1);
  });

  it("a job out of attempts fails, and a new one may be asked for", async () => {
    const ada = await createUser(server);
    const dead = await server.prisma.dataExport.create({
      data: { userId: ada.id, status: "RUNNING", attempts: 3, leaseUntil: new Date(Date.now() - 1000) },
    });
    await server.domain.dataExportWorker.wake();
    expect(await server.prisma.dataExport.findUniqueOrThrow({ where: { id: dead.id } })).toMatchObject({
      status: "FAILED",
    });
    expect((await request(ada)).__typename).toBe("RequestDataExportPayload");
  });

  it("deleting the account removes its exports and their files", async () => {
    const ada = await createUser(server);
    await readyExport(ada);
    const row = await server.prisma.dataExport.findFirstOrThrow({ where: { userId: ada.id } });
    await server.domain.accountDeletion.delete(
      {
        viewer: ada.viewer,
        credential: "LOG_IN",
        scope: "READ_WRITE",
        tokenVersion: 0,
        tokenId: crypto.randomUUID(),
        expiresAt: null,
      },
      { password: TEST_PASSWORD, username: ada.username },
    );
    expect(await server.prisma.dataExport.count({ where: { id: row.id } })).toBe(0);
    expect(fs.existsSync(`${server.config.dataDir}/exports/${row.id}.${row.attempts}.zip`)).toBe(false);
  });
});
