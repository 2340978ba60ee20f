// Hashtags: Query.tag(name:) finds a tag in any case, with or without #, and lists its posts
// newest first in pages with their count; a name that is no tag, or one no post carries, is null;
// a page costs the same statements however many posts it holds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statementsOf } from "../rest/v1-client.ts";
import { createPost, createUser, createUsers, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { TAG_POSTS_COUNTED } from "../../src/domain/posts/tags.ts";
import type { TagPostsQuery, TagPostsQueryVariables } from "./__generated__/graphql.ts";
import { TagPosts } from "./discovery-operations.ts";
import { CreatePost, UpdatePost } from "./social-operations.ts";
import { UPLOADED_FILE } from "../support/graphql-client.ts";
import { pngImage } from "../support/images.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** A tag of this test's own, so posts of other tests never show in its lists. */
let tagCounter = 0;
const freshTag = (stem: string) => `${stem}${++tagCounter}x${Date.now() % 100000}`;

describe("Query.tag", () => {
  it("lists the tag's posts newest first, in pages, in any spelling, with the count", async () => {
    const author = await createUser(server);
    const tag = freshTag("Harbour");
    const captions = ["first", "second", "third", "fourth", "fifth"];
    // two spellings of one tag: stored apart, read as one
    for (const [i, caption] of captions.entries())
      await createPost(server, author, caption, `${i % 2 ? tag.toLowerCase() : tag},sea`);
    await createPost(server, author, "untagged", "other,things");

    const pages: string[][] = [];
    let after: string | null = null;
    for (;;) {
      const result: Awaited<ReturnType<typeof execute<TagPostsQuery, TagPostsQueryVariables>>> = await execute(
        server,
        TagPosts,
        { name: `#${tag.toUpperCase()}`, first: 2, after },
      );
      const posts = result.data!.tag!.posts!;
      expect(result.data!.tag!).toMatchObject({ postCount: 5, morePosts: false });
      expect(posts.totalCount).toBe(5);
      pages.push(posts.edges.map((edge) => edge.node.caption));
      if (!posts.pageInfo.hasNextPage) break;
      after = posts.pageInfo.endCursor ?? null;
    }
    expect(pages).toEqual([["fifth", "fourth"], ["third", "second"], ["first"]]);
    expect((await execute(server, TagPosts, { name: tag })).data!.tag!.name).toBe(tag);
  });

  it(`counts a popular tag's posts up to ${TAG_POSTS_COUNTED}, and says that more carry it`, async () => {
    const author = await createUser(server);
    const tag = freshTag("popular");
    await createPost(server, author, "the first", `${tag},sea`);
    // as many posts again as the count stops at, tagged in two statements (the API would take minutes)
    await server.prisma.$executeRaw`
      INSERT INTO "Post" (id, "authorId", caption, "createdAt", "updatedAt")
      SELECT gen_random_uuid(), ${author.id}::uuid, 'popular ' || n, now(), now()
      FROM generate_series(1, ${TAG_POSTS_COUNTED}::int) n`;
    await server.prisma.$executeRaw`
      INSERT INTO "PostTag" ("postId", "tagId", position)
      SELECT p.id, t.id, 0 FROM "Post" p, "Tag" t WHERE p.caption LIKE 'popular %' AND t.name = ${tag}`;
    const found = (await execute(server, TagPosts, { name: tag, first: 1 })).data!.tag!;
    expect(found).toMatchObject({ postCount: TAG_POSTS_COUNTED, morePosts: true });
    expect(found.posts!.totalCount).toBe(TAG_POSTS_COUNTED);
  });

  it("answers null for a tag no post carries and for names that can be no tag, and refuses a bad page", async () => {
    for (const name of [
      "nosuchtag-ever",
      "",
      "   ",
      "#",
      "two words",
      "a,b",
      "%",
      "'",
      "x".repeat(5000),
      "nul\u0000",
    ]) {
      const result = await execute(server, TagPosts, { name });
      expect(result.errors, name).toBeUndefined();
      expect(result.data!.tag, name).toBeNull();
    }
    const author = await createUser(server);
    const tag = freshTag("paging");
    await createPost(server, author, "one", `${tag},x`);
    const tooMany = await execute(server, TagPosts, { name: tag, first: 51 });
    expect(tooMany.errors).toEqual([
      expect.objectContaining({ message: "first must be between 1 and 50.", path: ["tag", "posts"] }),
    ]);
    // a date JavaScript reads but no database stores is no cursor either
    const farOff = Buffer.from(
      JSON.stringify(["-200000-01-01T00:00:00.000Z", "0190a0b0-0000-7000-8000-000000000000"]),
    ).toString("base64url");
    for (const after of ["nope", farOff]) {
      const badCursor = await execute(server, TagPosts, { name: tag, after });
      expect(badCursor.errors).toEqual([
        expect.objectContaining({ message: "Invalid cursor.", path: ["tag", "posts"] }),
      ]);
    }
  });

  it("drops a deleted post from the list and its count", async () => {
    const author = await createUser(server);
    const tag = freshTag("gone");
    await createPost(server, author, "stays", `${tag},x`);
    const doomed = await createPost(server, author, "goes", `${tag},x`);
    await server.domain.posts.delete(author.viewer, doomed.id);
    const after = (await execute(server, TagPosts, { name: tag })).data!.tag!;
    expect(after.postCount).toBe(1);
    expect(after.posts!.edges.map((edge) => edge.node.caption)).toEqual(["stays"]);
  });

  it("costs the same statements for a page of 1 post as of 20", async () => {
    const author = await createUser(server);
    const tag = freshTag("cost");
    for (let i = 0; i < 20; i++) await createPost(server, author, `post ${i}`, `${tag},x`);
    const one = await statementsOf(server, () => execute(server, TagPosts, { name: tag, first: 1 }));
    const twenty = await statementsOf(server, () => execute(server, TagPosts, { name: tag, first: 20 }));
    expect(twenty).toBe(one);
    expect(one).toBeLessThanOrEqual(5);
  });
});

describe("a tag's counts", () => {
  it("count only the posts the viewer may see, as the list shows them", async () => {
    const [reader, open, privately, blocker, blocked, suspended, follower] = (await createUsers(
      server,
      7,
    )) as TestUser[];
    const tag = freshTag("Counted");
    for (const author of [open, privately, blocker, blocked, suspended])
      await createPost(server, author!, "tagged", `${tag},sea`);
    await server.domain.follows.follow(follower!.viewer, privately!.id);
    await server.domain.accounts.updateProfile(privately!.viewer, { isPrivate: true });
    await server.domain.blocks.block(blocker!.viewer, reader!.id);
    await server.domain.blocks.block(reader!.viewer, blocked!.id);
    await server.prisma.user.update({ where: { id: suspended!.id }, data: { suspendedAt: new Date() } });

    const counts = async (viewer: TestUser | null) => {
      const result = await execute(server, TagPosts, { name: tag, first: 50 }, viewer ? { token: viewer.token } : {});
      const found = result.data!.tag!;
      return { postCount: found.postCount, totalCount: found.posts!.totalCount, listed: found.posts!.edges.length };
    };
    expect(await counts(reader!)).toEqual({ postCount: 1, totalCount: 1, listed: 1 });
    expect(await counts(null)).toEqual({ postCount: 3, totalCount: 3, listed: 3 });
    expect(await counts(follower!)).toEqual({ postCount: 4, totalCount: 4, listed: 4 });
  });
});

describe("a post's tags: the ones given, then the caption's #hashtags", () => {
  it("needs no tags field, tags the caption's hashtags, and follows the caption through edits", async () => {
    const author = await createUser(server);
    const [sunset, bay, pier] = [freshTag("sunset"), freshTag("bay"), freshTag("pier")];
    const as = { token: author.token };
    const withImage = { ...as, files: { "input.image": { content: await pngImage(), name: "p.png" } } };
    const created = await execute(
      server,
      CreatePost,
      { input: { caption: `Evening #${sunset} over the #${bay}`, image: UPLOADED_FILE } },
      withImage,
    );
    expect(created.data!.createPost).toMatchObject({ __typename: "CreatePostPayload", post: { tags: [sunset, bay] } });
    const payload = created.data!.createPost;
    if (payload?.__typename !== "CreatePostPayload") throw new Error(JSON.stringify(payload));
    const { post } = payload;
    expect((await execute(server, TagPosts, { name: bay })).data!.tag!.postCount).toBe(1);

    // a tag given in the field stays when the caption changes; the old caption's hashtags go with it
    const tagged = await execute(server, UpdatePost, { input: { postId: post.id, tags: [`#${pier}`] } }, as);
    expect(tagged.data!.updatePost).toMatchObject({ post: { tags: [pier, sunset, bay] } });
    const recaptioned = await execute(
      server,
      UpdatePost,
      { input: { postId: post.id, caption: `Morning on the #${bay.toUpperCase()}` } },
      as,
    );
    expect(recaptioned.data!.updatePost).toMatchObject({ post: { tags: [pier, bay.toUpperCase()] } });
    expect((await execute(server, TagPosts, { name: sunset })).data!.tag!.postCount).toBe(0);
  });
});
