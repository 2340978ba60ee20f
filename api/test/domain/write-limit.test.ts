// Writes per user per minute (WRITE_RATE_LIMIT_PER_MINUTE): past the limit a write is refused on
// every face and changes nothing; undoing is not counted, and other people are not affected.
import { afterAll, beforeAll, expect, it } from "vitest";
import { TooManyRequestsError } from "../../src/domain/errors.ts";
import { execute } from "../support/graphql-client.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { callV1, createPost } from "../rest/v1-client.ts";
import { LikePost } from "../graphql/social-operations.ts";

const LIMIT = 3;
let server: TestServer;
let author: TestUser;

beforeAll(async () => {
  server = await createTestServer({ WRITE_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  author = await createUser(server);
});
afterAll(() => server.close());

const likes = (user: TestUser) => server.prisma.like.count({ where: { userId: user.id } });

it("refuses the writes of one minute past the limit on every face, changing nothing", async () => {
  const [eager, bystander] = [await createUser(server), await createUser(server)];
  const posts = [];
  for (let i = 0; i < LIMIT + 3; i++) posts.push(await createPost(server, author.id)); // straight into the database

  for (const post of posts.slice(0, LIMIT)) await server.domain.likes.like(eager.viewer, post.id);
  await expect(server.domain.comments.add(eager.viewer, posts[0]!.id, "one more")).rejects.toBeInstanceOf(TooManyRequestsError);

  const viaGraphQL = await execute(server, LikePost, { input: { postId: encodeGlobalID("Post", posts[LIMIT]!.id) } }, { token: eager.token });
  expect(viaGraphQL.errors).toEqual([expect.objectContaining({ extensions: { code: "TOO_MANY_REQUESTS", retryAfter: expect.any(Number) } })]);

  const viaV1 = await callV1(server, eager.token, "POST", `/posts/${posts[LIMIT + 1]!.id}/like`, {});
  expect(viaV1.statusCode).toBe(429);
  expect(viaV1.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });

  expect(await likes(eager)).toBe(LIMIT);
  expect(await server.prisma.comment.count({ where: { authorId: eager.id } })).toBe(0);

  // undoing still works, and someone else's budget is their own
  await server.domain.likes.unlike(eager.viewer, posts[0]!.id);
  expect(await likes(eager)).toBe(LIMIT - 1);
  await server.domain.likes.like(bystander.viewer, posts[0]!.id);
  expect(await likes(bystander)).toBe(1);
});
