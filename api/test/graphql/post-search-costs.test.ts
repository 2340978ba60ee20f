// What a post search may cost, whoever asks: it ranks the newest SEARCH_CANDIDATES matches, never
// every match (a common word matched 30,000 posts and ranking them all outlasted the statement
// timeout); a list keeps the candidates of its first page; searches are counted per user or per
// visitor's address; a node runs a few at once and refuses more at once; and a search that runs
// long is stopped by its own statement timeout, long before the pool's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServiceUnavailableError } from "../../src/domain/errors.ts";
import { inMemoryRateLimits } from "../../src/domain/limits/rate-limit-store.ts";
import {
  PostSearch,
  SEARCH_CANDIDATES,
  SEARCHES_AT_ONCE,
  searchStatement,
  type PostSearchOptions,
} from "../../src/domain/posts/post-search.ts";
import { Prisma } from "../../src/generated/prisma/client.ts";
import { eventually } from "../support/eventually.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { SearchPosts } from "./discovery-operations.ts";

const SEARCHES_PER_MINUTE = 3;

let server: TestServer;
let author: TestUser;
beforeAll(async () => {
  server = await createTestServer({ SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCHES_PER_MINUTE) });
  author = await createUser(server);
});
afterAll(() => server.close());

let wordCounter = 0;
/** A word no other test's post holds (letters only: digits would be words of their own). */
const freshWord = () => `cq${++wordCounter}x${Date.now() % 100000}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);

/**
 * `count` posts whose caption holds `word`, the newest `minutesAgo` minutes old and each one a
 * second older than the one before, inserted in one statement (the API would take minutes).
 */
async function insertMatches(word: string, count: number, minutesAgo = 0) {
  await server.prisma.$executeRaw`
    INSERT INTO "Post" (id, "authorId", caption, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${author.id}::uuid, ${word} || ' at the harbour, number ' || n,
           now() - ${minutesAgo} * interval '1 minute' - n * interval '1 second', now()
    FROM generate_series(1, ${count}::int) n`;
}

/** A matching post older than all of those, a better match (the word is its tag: weight A). */
async function insertOlderTaggedMatch(word: string, minutesAgo: number) {
  await server.prisma.$executeRaw`
    INSERT INTO "Post" (id, "authorId", caption, "tagsText", "createdAt", "updatedAt")
    VALUES (gen_random_uuid(), ${author.id}::uuid, 'The oldest and best match', ${word}, now() - ${minutesAgo} * interval '1 minute', now())`;
}

/** A search of this node's posts outside the server's budget and gate, with other bounds. */
const searchWith = (options: PostSearchOptions) =>
  new PostSearch(
    {
      prisma: server.prisma,
      searches: inMemoryRateLimits().limit({ name: "searches", limit: 1e6, windowSeconds: 60 }),
    },
    options,
  );

/**
 * Locks the posts in a transaction of the test's own until `release()`: a search then waits for
 * the lock (PGlite: for its one connection, which the transaction holds).
 */
async function lockPosts(): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  let locked!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holding = new Promise<void>((resolve) => (locked = resolve));
  const lock = server.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`LOCK TABLE "Post" IN ACCESS EXCLUSIVE MODE`;
    locked();
    await released;
  });
  await holding;
  return {
    async release() {
      release();
      await lock;
    },
  };
}

interface PlanNode {
  "Node Type": string;
  "Subplan Name"?: string;
  "Actual Rows": number;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe("what a search ranks", () => {
  it(`lists the best of the newest ${SEARCH_CANDIDATES} matches, and says that more match`, async () => {
    const word = freshWord();
    await insertOlderTaggedMatch(word, 60);
    await insertMatches(word, SEARCH_CANDIDATES + 50);

    const found = (await execute(server, SearchPosts, { query: word, first: 5 }, { token: author.token })).data!
      .searchPosts!;
    expect(found.totalCount).toBe(SEARCH_CANDIDATES);
    expect(found.moreMatches).toBe(true);
    expect(found.edges.map((edge) => edge.node.caption)).not.toContain("The oldest and best match");

    // the statement ranks its candidates only, however many posts match
    const [explained] = await server.prisma.$queryRaw<{ "QUERY PLAN": [{ Plan: PlanNode }] }[]>`
      EXPLAIN (ANALYZE, FORMAT JSON) ${searchStatement({ query: word, viewerId: author.id, size: 5 })}`;
    const candidates = nodes(explained!["QUERY PLAN"][0].Plan).find(
      (node) => node["Subplan Name"] === "CTE candidates",
    );
    expect(candidates).toMatchObject({ "Node Type": "Limit", "Actual Rows": SEARCH_CANDIDATES + 1 });
  });

  it("counts every match while there are fewer, the older better match first", async () => {
    const word = freshWord();
    await insertOlderTaggedMatch(word, 60);
    await insertMatches(word, 3);
    const found = (await execute(server, SearchPosts, { query: word }, { token: author.token })).data!.searchPosts!;
    expect(found).toMatchObject({ totalCount: 4, moreMatches: false });
    expect(found.edges[0]!.node.caption).toBe("The oldest and best match");
  });

  it("keeps a list's candidates: a post shared after its first page pushes none out, nor repeats", async () => {
    const word = freshWord();
    await insertMatches(word, 9, 10);
    const search = searchWith({ candidates: 6 });
    const first = await search.search(author.viewer, "local", word, { first: 4 });
    expect(first).toMatchObject({ totalCount: 6, moreMatches: true, hasNextPage: true });
    await createPost(server, author, `${word} fresh`);

    const second = await search.search(author.viewer, "local", word, { first: 4, after: first.nodes.at(-1)!.cursor });
    const listed = [...first.nodes, ...second.nodes].map((hit) => hit.post.caption);
    expect(second.hasNextPage).toBe(false);
    expect(listed).toEqual(Array.from({ length: 6 }, (_, i) => `${word} at the harbour, number ${i + 1}`));
    // a new list (no cursor) takes the new posts in
    expect((await search.search(author.viewer, "local", word, { first: 2 })).nodes[0]!.post.caption).toContain("fresh");
  });
});

describe("how many searches", () => {
  const visitorSearch = (query: string, remoteAddress: string, token?: string) =>
    execute(server, SearchPosts, { query, first: 1 }, { remoteAddress, ...(token && { token }) });

  it(`counts ${SEARCHES_PER_MINUTE} a minute per visitor's address, and per signed-in user apart`, async () => {
    const word = freshWord();
    await insertMatches(word, 2);
    // an empty search and a refused one run nothing, and count nothing
    expect((await visitorSearch("   ", "10.8.0.1")).errors).toBeUndefined();
    expect((await visitorSearch("x".repeat(500), "10.8.0.1")).errors).toMatchObject([
      { extensions: { code: "BAD_USER_INPUT" } },
    ]);
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++)
      expect((await visitorSearch(word, "10.8.0.1")).data!.searchPosts!.totalCount).toBe(2);
    const refused = await visitorSearch(word, "10.8.0.1");
    expect(refused.errors).toMatchObject([
      { path: ["searchPosts"], extensions: { code: "TOO_MANY_REQUESTS", retryAfter: expect.any(Number) } },
    ]);
    // another address, and a signed-in user at the same address, have budgets of their own
    expect((await visitorSearch(word, "10.8.0.2")).errors).toBeUndefined();
    const user = await createUser(server);
    expect((await visitorSearch(word, "10.8.0.1", user.token)).errors).toBeUndefined();

    const budgets = await server.app.inject({
      method: "POST",
      url: "/graphql",
      remoteAddress: "10.8.0.1",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
      payload: { query: "{ rateLimits { name limit remaining } }" },
    });
    expect(budgets.json().data.rateLimits).toContainEqual({
      name: "SEARCHES",
      limit: SEARCHES_PER_MINUTE,
      remaining: SEARCHES_PER_MINUTE - 1,
    });
  });

  it(`runs ${SEARCHES_AT_ONCE} at once on a node and refuses more at once, uncounted`, async () => {
    const word = freshWord();
    await insertMatches(word, 2);
    const search = server.domain.postSearch;
    const users = await Promise.all(Array.from({ length: SEARCHES_AT_ONCE + 1 }, () => createUser(server)));
    const lock = await lockPosts();
    const running = users
      .slice(0, SEARCHES_AT_ONCE)
      .map((user) => search.search(user.viewer, "local", word, { first: 1 }));
    await eventually(() => expect(search.inFlight).toBe(SEARCHES_AT_ONCE));
    const last = users.at(-1)!;
    await expect(search.search(last.viewer, "local", word, { first: 1 })).rejects.toThrow(
      new ServiceUnavailableError("Too many searches are running right now. Please try again in a moment."),
    );
    await lock.release();
    for (const page of await Promise.all(running)) expect(page.totalCount).toBe(2);
    // the refused one spent nothing of its user's budget
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++)
      await expect(search.search(last.viewer, "local", word, { first: 1 })).resolves.toMatchObject({ totalCount: 2 });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a search's own statement timeout (PostgreSQL)", () => {
  it("stops a search that runs long with its own timeout, well before the pool's", async () => {
    const word = freshWord();
    await insertMatches(word, 2);
    const lock = await lockPosts();
    try {
      await expect(searchWith({ statementTimeoutMs: 100 }).search(null, "local", word, {})).rejects.toThrow(
        new ServiceUnavailableError("The search took too long. Please try again in a moment."),
      );
    } finally {
      await lock.release();
    }
    // the timeout was the search's transaction's alone
    const [setting] = await server.prisma.$queryRaw<{ statement_timeout: string }[]>(
      Prisma.sql`SHOW statement_timeout`,
    );
    expect(setting!.statement_timeout).toBe("5s");
  });
});
