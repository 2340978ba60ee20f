// The link to PostgreSQL breaks while a write commits: the commit lands, its answer never comes.
// The client must not be told "try again" (that wrote twice, issue 38.4) but that the change may
// have been saved; its retry with the same idempotency key then answers the saved change.
// Simulated with a proxy in front of the shared PostgreSQL that holds everything once a COMMIT
// has gone through.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerBehindProxy, type FreezableProxy } from "../support/freezable-proxy.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import type { TestServer } from "../support/test-server.ts";
import { eventually } from "../support/eventually.ts";

const BASE_URL = process.env.TEST_DATABASE_URL;

const ADD_COMMENT = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { __typename ... on AddCommentPayload { comment { id body } } }
}`;

describe.skipIf(!BASE_URL)("a commit whose answer is lost", () => {
  let behindProxy: Awaited<ReturnType<typeof startServerBehindProxy>>;
  let proxy: FreezableProxy;
  let server: TestServer;
  let ada: TestUser;

  beforeAll(async () => {
    behindProxy = await startServerBehindProxy();
    ({ proxy, server } = behindProxy);
    ada = await createUser(server);
  });
  afterAll(() => behindProxy?.close());

  const comment = (input: Record<string, unknown>) =>
    server.app
      .inject({
        method: "POST",
        url: "/graphql",
        headers: { "content-type": "application/json", authorization: `Bearer ${ada.token}` },
        payload: JSON.stringify({ query: ADD_COMMENT, variables: { input } }),
      })
      .then((response) => response.json());

  it("says the comment may have been saved, and its retry with the key answers it without a second one", async () => {
    const post = await createPost(server, ada, "Cut mid-commit");
    const input = { postId: post.globalId, body: "Saved or not?", idempotencyKey: crypto.randomUUID() };
    // the outbox relay publishes the post's event in a transaction of its own: done before the cut
    await eventually(async () => expect(await server.prisma.outboxEvent.count()).toBe(0));

    proxy.freezeAfterCommit();
    const lost = await comment(input);
    expect(lost.errors[0].extensions).toEqual({ code: "SERVICE_UNAVAILABLE", reason: "OUTCOME_UNKNOWN" });
    expect(lost.errors[0].message).toMatch(/may have been saved.*same idempotency key is safe/);

    proxy.thaw();
    await eventually(() => expect(server.db.available).toBe(true));
    // the commit landed: the comment is there once
    const stored = await server.prisma.comment.findMany({ where: { postId: post.id } });
    expect(stored.map((c) => c.body)).toEqual(["Saved or not?"]);

    const retry = await comment(input);
    expect(retry.data.addComment).toEqual({
      __typename: "AddCommentPayload",
      comment: { id: expect.any(String), body: "Saved or not?" },
    });
    expect(await server.prisma.comment.count({ where: { postId: post.id } })).toBe(1);
  });
});
