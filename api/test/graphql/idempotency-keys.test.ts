// A creating mutation sent again with its idempotency key (a client retrying after a lost answer)
// answers what the first one created and creates nothing more; the key binds one account's one
// action for a day.
import crypto from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { befriend } from "../support/games.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { eventually } from "../support/eventually.ts";
import { pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
let ada: TestUser;
let bob: TestUser;
let bobsPost: Awaited<ReturnType<typeof createPost>>;

beforeAll(async () => {
  server = await createTestServer();
  ada = await createUser(server);
  bob = await createUser(server);
  bobsPost = await createPost(server, bob, "Harbour at dawn");
});
afterAll(() => server.close());

const newKey = () => crypto.randomUUID();

/** POST /graphql as `user`, with `headers` (an Idempotency-Key, say); the JSON answer. */
async function send(
  user: TestUser,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", authorization: `Bearer ${user.token}`, ...headers },
    payload: JSON.stringify({ query, variables }),
  });
  return response.json() as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] };
}

const ADD_COMMENT = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) {
    __typename
    ... on AddCommentPayload { comment { id body } }
    ... on ValidationError { code fieldErrors { field code } }
  }
}`;

const comment = (user: TestUser, body: string, idempotencyKey?: string, headers?: Record<string, string>) =>
  send(user, ADD_COMMENT, { input: { postId: bobsPost.globalId, body, idempotencyKey } }, headers).then(
    (answer) => answer.data!.addComment!,
  );

const commentsOn = (postId: string) => server.prisma.comment.count({ where: { postId } });
const notificationsOf = (user: TestUser) => server.prisma.notification.count({ where: { recipientId: user.id } });

describe("a creating mutation sent again with its idempotency key", () => {
  it("answers the first comment again and stores no second one, nor a second notification", async () => {
    const key = newKey();
    const first = await comment(ada, "Lovely light", key);
    const [comments, notifications] = [await commentsOn(bobsPost.id), await notificationsOf(bob)];

    const retry = await comment(ada, "Lovely light", key);
    expect(retry).toEqual(first);
    expect(first).toMatchObject({ __typename: "AddCommentPayload", comment: { body: "Lovely light" } });
    expect(await commentsOn(bobsPost.id)).toBe(comments);
    expect(await notificationsOf(bob)).toBe(notifications);

    // a new action with a new key is a new comment
    const next = await comment(ada, "Lovely light", newKey());
    expect(next.comment).not.toEqual(first.comment);
    expect(await commentsOn(bobsPost.id)).toBe(comments + 1);
  });

  it("takes the key from the Idempotency-Key header as well as from the input", async () => {
    const key = newKey();
    const first = await comment(ada, "Via the header", undefined, { "idempotency-key": key });
    const byField = await comment(ada, "Via the header", key);
    expect(byField).toEqual(first);
    const both = await comment(ada, "Via the header", key, { "idempotency-key": key });
    expect(both).toEqual(first);
  });

  it("refuses the same key with other input (IDEMPOTENCY_KEY_REUSED), and changes nothing", async () => {
    const key = newKey();
    await comment(ada, "First words", key);
    const before = await commentsOn(bobsPost.id);
    const refused = await comment(ada, "Other words", key);
    expect(refused).toEqual({
      __typename: "ValidationError",
      code: "IDEMPOTENCY_KEY_REUSED",
      fieldErrors: [{ field: "idempotencyKey", code: "IDEMPOTENCY_KEY_REUSED" }],
    });
    expect(await commentsOn(bobsPost.id)).toBe(before);
  });

  it("refuses a key that is too long, has spaces, or differs between the field and the header", async () => {
    const before = await commentsOn(bobsPost.id);
    for (const [key, header] of [["x".repeat(256)], ["two words"], [newKey(), newKey()]] as const) {
      const refused = await comment(ada, "Keyed badly", key, header ? { "idempotency-key": header } : {});
      expect(refused).toMatchObject({ __typename: "ValidationError", code: "IDEMPOTENCY_KEY_INVALID" });
    }
    expect(await commentsOn(bobsPost.id)).toBe(before);
  });

  it("keeps each account's keys apart: another account's same key is its own action", async () => {
    const key = newKey();
    const adas = await comment(ada, "Same key, two people", key);
    const bobs = await comment(bob, "Same key, two people", key);
    expect(bobs.comment).not.toEqual(adas.comment);
    expect(await server.prisma.comment.count({ where: { body: "Same key, two people" } })).toBe(2);
  });

  it("forgets a key after a day: the prune deletes it, and the key makes a new comment then", async () => {
    const key = newKey();
    const first = await comment(ada, "A day ago", key);
    const fresh = newKey();
    await comment(ada, "Just now", fresh);
    await server.prisma.idempotencyKey.update({
      where: { accountId_key: { accountId: ada.id, key } },
      data: { createdAt: new Date(Date.now() - 24 * 3_600_000 - 60_000) },
    });

    expect(await server.domain.idempotencyKeys.prune()).toBeGreaterThanOrEqual(1);
    const kept = await server.prisma.idempotencyKey.findMany({
      where: { accountId: ada.id, key: { in: [key, fresh] } },
    });
    expect(kept.map((row) => row.key)).toEqual([fresh]);

    const again = await comment(ada, "A day ago", key);
    expect(again.comment).not.toEqual(first.comment);
    expect(await server.prisma.comment.count({ where: { body: "A day ago" } })).toBe(2);
  });

  it("does not answer an expired key even before the prune ran", async () => {
    const key = newKey();
    await comment(ada, "Expired, not pruned", key);
    await server.prisma.idempotencyKey.update({
      where: { accountId_key: { accountId: ada.id, key } },
      data: { createdAt: new Date(Date.now() - 25 * 3_600_000) },
    });
    await comment(ada, "Expired, not pruned", key);
    expect(await server.prisma.comment.count({ where: { body: "Expired, not pruned" } })).toBe(2);
  });

  it("stores no key for a refused action: its retry is judged again", async () => {
    const key = newKey();
    const empty = await comment(ada, "   ", key);
    expect(empty).toMatchObject({ __typename: "ValidationError", code: "COMMENT_EMPTY" });
    expect(await server.prisma.idempotencyKey.count({ where: { accountId: ada.id, key } })).toBe(0);
    expect(await comment(ada, "Now with words", key)).toMatchObject({ __typename: "AddCommentPayload" });
  });
});

describe("every creating mutation takes a key", () => {
  /** Sends `query` twice with one key; both answers, and how many rows `count` found after each. */
  async function twice(user: TestUser, query: string, input: Record<string, unknown>, count: () => Promise<number>) {
    const key = newKey();
    const before = await count();
    const first = await send(user, query, { input: { ...input, idempotencyKey: key } });
    const afterFirst = await count();
    const second = await send(user, query, { input: { ...input, idempotencyKey: key } });
    expect(afterFirst).toBe(before + 1);
    expect(await count()).toBe(afterFirst);
    expect(second).toEqual(first);
    expect(first.errors).toBeUndefined();
    return first.data!;
  }

  it("createPost", async () => {
    const query = `mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename ... on CreatePostPayload { post { id caption } } ... on ValidationError { fieldErrors { field code } } } }`;
    const key = newKey();
    const post = async () => {
      const form = new FormData();
      const variables = {
        input: { caption: "Keyed post", tags: ["boats", "harbour"], images: [{ file: null, altText: "A boat" }] },
      };
      form.append("operations", JSON.stringify({ query, variables }));
      form.append("map", JSON.stringify({ 0: ["variables.input.images.0.file"] }));
      form.append("0", new Blob([new Uint8Array(await pngImage(20, 20))], { type: "image/png" }), "boat.png");
      const request = new Request("http://local/graphql", { method: "POST", body: form });
      const response = await server.app.inject({
        method: "POST",
        url: "/graphql",
        headers: {
          "content-type": request.headers.get("content-type")!,
          "x-graphql-yoga-csrf": "1",
          authorization: `Bearer ${ada.token}`,
          "idempotency-key": key,
        },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      return response.json() as { data: { createPost: { post: { id: string } } } };
    };
    const posts = () => server.prisma.post.count({ where: { authorId: ada.id } });
    const before = await posts();
    const first = await post();
    expect(first.data.createPost.post.id).toBeTruthy();
    expect(await post()).toEqual(first);
    expect(await posts()).toBe(before + 1);
  });

  it("sendMessage", async () => {
    const query = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { __typename ... on SendMessagePayload { messageEdge { node { id text } } } } }`;
    const data = await twice(ada, query, { receiverId: bob.globalId, text: "See you at the harbour" }, () =>
      server.prisma.message.count({ where: { senderId: ada.id } }),
    );
    expect(data.sendMessage).toMatchObject({ messageEdge: { node: { text: "See you at the harbour" } } });
  });

  it("report", async () => {
    const query = `mutation ($input: ReportInput!) { report(input: $input) { __typename ... on ReportPayload { report { createdAt status } } } }`;
    const data = await twice(ada, query, { subjectId: bobsPost.globalId, reason: "SPAM" }, () =>
      server.prisma.report.count({ where: { reporterId: ada.id } }),
    );
    expect(data.report).toMatchObject({ __typename: "ReportPayload" });
  });

  it("requestDataExport", async () => {
    const query = `mutation ($input: RequestDataExportInput) { requestDataExport(input: $input) { __typename ... on RequestDataExportPayload { dataExport { id } } } }`;
    const data = await twice(bob, query, {}, () => server.prisma.dataExport.count({ where: { userId: bob.id } }));
    expect(data.requestDataExport).toMatchObject({ __typename: "RequestDataExportPayload" });
  });

  it("inviteToGame", async () => {
    const [inviter, invitee] = [await createUser(server), await createUser(server)];
    await befriend(server, inviter, invitee);
    const query = `mutation ($input: InviteToGameInput!) { inviteToGame(input: $input) { __typename ... on InviteToGamePayload { invitation { id } } } }`;
    const data = await twice(inviter, query, { inviteeId: invitee.globalId }, () =>
      server.prisma.gameInvitation.count({ where: { inviterId: inviter.id } }),
    );
    expect(data.inviteToGame).toMatchObject({ __typename: "InviteToGamePayload" });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two requests with one key at once (PostgreSQL)", () => {
  it("writes once: the second waits for the first's commit, then answers what it created", async () => {
    const key = newKey();
    const post = await createPost(server, bob, "Held for a moment");
    // another session holds the post's row, so the first request stops inside its transaction,
    // its key claimed but not committed; the second then has to wait for that key
    const url = new URL(server.config.databaseUrl);
    const schema = url.searchParams.get("schema");
    url.search = "";
    const [blocker, observer] = [url, url].map((at) => new pg.Client({ connectionString: at.toString() })) as [
      pg.Client,
      pg.Client,
    ];
    await Promise.all([blocker.connect(), observer.connect()]);
    if (schema) await blocker.query(`SET search_path TO "${schema}"`);
    try {
      await blocker.query("BEGIN");
      await blocker.query(`SELECT 1 FROM "Post" WHERE "id" = $1 FOR UPDATE`, [post.id]);
      const input = { postId: encodeGlobalID("Post", post.id), body: "Only once", idempotencyKey: key };
      const first = send(ada, ADD_COMMENT, { input });
      await eventually(async () => expect(await waitingOn(observer, "Post")).toBeGreaterThanOrEqual(1));
      const second = send(ada, ADD_COMMENT, { input });
      await eventually(async () => expect(await waitingOn(observer, "IdempotencyKey")).toBeGreaterThanOrEqual(1));
      await blocker.query("COMMIT");

      const [a, b] = await Promise.all([first, second]);
      expect(a.data!.addComment).toMatchObject({ __typename: "AddCommentPayload" });
      expect(b).toEqual(a);
      expect(await commentsOn(post.id)).toBe(1);
    } finally {
      await Promise.all([blocker.end(), observer.end()]);
    }
  });
});

/**
 * How many sessions wait for a lock while running a statement that names `table`. `client` must
 * not be in a transaction: pg_stat_activity is read once per transaction.
 */
async function waitingOn(client: pg.Client, table: string): Promise<number> {
  const { rows } = await client.query<{ waiting: number }>(
    `SELECT count(*)::int AS "waiting" FROM pg_stat_activity
     WHERE wait_event_type = 'Lock' AND query LIKE $1 AND pid <> pg_backend_pid()`,
    [`%"${table}"%`],
  );
  return rows[0]!.waiting;
}
