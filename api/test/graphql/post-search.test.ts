// Post search: Query.searchPosts finds posts by words of their caption or tags (stemmed), tags
// ranking above captions, in pages that neither repeat nor skip; anything a person may type
// (%, ', quotes, operators, 5,000 characters, nothing) is an empty answer or a clear refusal; a
// page costs the same statements however many posts it holds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchStatement } from "../../src/domain/posts/post-search.ts";
import { statementsOf } from "../rest/v1-client.ts";
import { createPost, createUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import type { SearchPostsQuery } from "./__generated__/graphql.ts";
import { SearchPosts, SearchPostsPage } from "./discovery-operations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** A word no other test's post holds, so each test sees its own posts only. */
let wordCounter = 0;
const freshWord = () => `zq${++wordCounter}w${Date.now() % 100000}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);

async function search(query: string, first?: number, after?: string | null) {
  return execute(server, SearchPosts, { query, first, after });
}

describe("Query.searchPosts", () => {
  it("matches caption words in any form and tags, tags first, with totalCount", async () => {
    const author = await createUser(server);
    const word = freshWord();
    const boats = `Boats in the harbours of ${word} at dawn`;
    await createPost(server, author, boats, "sea,boats");
    await createPost(server, author, "Nothing to see here", `${word},quiet`);
    await createPost(server, author, "Unrelated caption", "other,things");

    const found = (await search(word)).data!.searchPosts!;
    expect(found.totalCount).toBe(2);
    // the tagged post first: tags weigh more than the caption
    expect(found.edges.map((edge) => edge.node.caption)).toEqual(["Nothing to see here", boats]);
    // another form of a word ("harbours" for "harbour"), any case, and a phrase of the caption
    expect(
      (await search(`${word.toUpperCase()} harbour`)).data!.searchPosts!.edges.map((edge) => edge.node.caption),
    ).toEqual([boats]);
    expect((await search(`"${word} at dawn"`)).data!.searchPosts!.edges.map((edge) => edge.node.caption)).toEqual([
      boats,
    ]);
    // web-search operators: a word excluded
    const without = (await search(`${word} -boats`)).data!.searchPosts!;
    expect(without.edges.map((edge) => edge.node.caption)).toEqual(["Nothing to see here"]);
  });

  it("pages through equal ranks without repeating or skipping, and refuses a foreign cursor", async () => {
    const author = await createUser(server);
    const word = freshWord();
    const captions = Array.from({ length: 7 }, (_, i) => `${word} number ${i}`);
    for (const caption of captions) await createPost(server, author, caption, "x,y");

    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: SearchPostsQuery["searchPosts"] = (await search(word, 3, after)).data!.searchPosts;
      seen.push(...page!.edges.map((edge) => edge.node.caption));
      if (!page!.pageInfo.hasNextPage) break;
      after = page!.pageInfo.endCursor ?? null;
    }
    // equal ranks: newest first
    expect(seen).toEqual([...captions].reverse());

    const tagCursor = Buffer.from(
      JSON.stringify([new Date().toISOString(), "0190a0b0-0000-7000-8000-000000000000"]),
    ).toString("base64url");
    // dates JavaScript reads but no database stores
    const farOff = (asOf: string, createdAt: string) =>
      Buffer.from(JSON.stringify(["search", asOf, "0.1", createdAt, "0190a0b0-0000-7000-8000-000000000000"])).toString(
        "base64url",
      );
    const now = new Date().toISOString();
    for (const cursor of [
      tagCursor,
      "nope",
      Buffer.from('["search","1e9","x","y"]').toString("base64url"),
      farOff("-200000-01-01T00:00:00.000Z", now),
      farOff(now, "+275760-09-13T00:00:00.000Z"),
    ]) {
      const refused = await search(word, 3, cursor);
      expect(refused.errors).toEqual([expect.objectContaining({ message: "Invalid cursor.", path: ["searchPosts"] })]);
    }
  });

  it("answers anything a person may type with posts, nothing, or a clear refusal", async () => {
    const author = await createUser(server);
    await createPost(server, author, "100% sure it's O'Brien's boat", "quotes,percent");
    for (const query of ["", "   ", "%", "'", "''", "\\", "&&&", "!(", "the", "a:*", "<->", '"', "-", "or or or"]) {
      const result = await search(query);
      expect(result.errors, query).toBeUndefined();
      expect(Array.isArray(result.data!.searchPosts!.edges), query).toBe(true);
    }
    expect((await search("%")).data!.searchPosts!.edges).toEqual([]);
    expect((await search("")).data!.searchPosts).toMatchObject({
      totalCount: 0,
      edges: [],
      pageInfo: { hasNextPage: false },
    });
    // an apostrophe inside a word is just part of the text
    const obrien = (await search("O'Brien's")).data!.searchPosts!;
    expect(obrien.edges.map((edge) => edge.node.caption)).toContain("100% sure it's O'Brien's boat");

    const long = await search("boat ".repeat(1000));
    expect(long.errors).toEqual([
      expect.objectContaining({
        message: "query must be at most 200 characters.",
        path: ["searchPosts"],
        extensions: expect.objectContaining({ code: "BAD_USER_INPUT" }),
      }),
    ]);
    const nul = await search("boat\u0000");
    expect(nul.errors).toEqual([expect.objectContaining({ path: ["searchPosts"] })]);
    expect((await search("boat", 51)).errors).toEqual([
      expect.objectContaining({ message: "first must be between 1 and 50." }),
    ]);
  });

  it("finds a post by its tags as edited, and no longer finds a deleted one", async () => {
    const author = await createUser(server);
    const [before, after] = [freshWord(), freshWord()];
    const post = await createPost(server, author, "Edited tags", `${before},x`);
    await server.domain.posts.update(author.viewer, post.id, { tags: `${after},x` });
    expect((await search(before)).data!.searchPosts!.totalCount).toBe(0);
    expect((await search(after)).data!.searchPosts!.totalCount).toBe(1);
    await server.domain.posts.delete(author.viewer, post.id);
    expect((await search(after)).data!.searchPosts!.edges).toEqual([]);
  });

  it("reads the search index", async () => {
    // with sequential scans priced out, a plan that still scans means the index cannot serve the search
    const plan = await server.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      return tx.$queryRaw<
        { "QUERY PLAN": string }[]
      >`EXPLAIN ${searchStatement({ query: "harbour", viewerId: undefined, size: 20 })}`;
    });
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("Post_searchDocument_idx");
  });

  it("costs the same statements for a page of 1 post as of 20", async () => {
    const author = await createUser(server);
    const word = freshWord();
    for (let i = 0; i < 20; i++) await createPost(server, author, `${word} ${i}`, "x,y");
    const read = (first: number) => execute(server, SearchPostsPage, { query: word, first }, { token: author.token });
    expect((await read(20)).data!.searchPosts!.edges).toHaveLength(20);
    const one = await statementsOf(server, () => read(1));
    expect(await statementsOf(server, () => read(20))).toBe(one);
    // the token's, the search's own (its timeout, the ranking, its commit), the posts, and the
    // people the viewer may not see among their likers and commenters (shown counts)
    expect(one).toBeLessThanOrEqual(6);
  });
});
