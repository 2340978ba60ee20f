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
  await expect(server.domain.comments.add(eager.viewer, posts[0]!.id, "one more")).rejects.toBeInstanceOf(
    TooManyRequestsError,
  );

  const viaGraphQL = await execute(
    server,
    LikePost,
    { input: { postId: encodeGlobalID("Post", posts[LIMIT]!.id) } },
    { token: eager.token },
  );
  expect(viaGraphQL.errors).toEqual([
    expect.objectContaining({ extensions: { code: "TOO_MANY_REQUESTS", retryAfter: expect.any(Number) } }),
  ]);
  // the message says the same wait as retryAfter, in words
  const [{ message, extensions }] = viaGraphQL.errors as [{ message: string; extensions: { retryAfter: number } }];
  const wait =
    extensions.retryAfter < 60
      ? `${extensions.retryAfter} second${extensions.retryAfter === 1 ? "" : "s"}`
      : `${Math.ceil(extensions.retryAfter / 60)} minute${extensions.retryAfter <= 60 ? "" : "s"}`;
  expect(message).toBe(`Too many attempts. Try again in ${wait}.`);

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

it("words the wait in whole seconds under a minute, else in whole minutes, singular for one", () => {
  const wait = (seconds: number) =>
    new TooManyRequestsError(seconds).message.replace(/^Too many attempts\. Try again in (.*)\.$/, "$1");
  expect([0.2, 1, 1.5, 42, 59.1, 60, 61, 900].map(wait)).toEqual([
    "1 second",
    "1 second",
    "2 seconds",
    "42 seconds",
    "1 minute",
    "1 minute",
    "2 minutes",
    "15 minutes",
  ]);
});
