// node(id:) and nodes(ids:): Relay's refetch entry points, open to anyone. A node that does not
// exist (or that the caller may not see) is null, never a server error; a list is bounded.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { isObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../src/graphql/schema.ts";
import { execute } from "../support/graphql-client.ts";
import { answered } from "../support/graphql-results.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { yogaWithLog } from "../support/yoga-log.ts";
import { LikePost } from "./social-operations.ts";

const WARN = 40;
const MISSING = "0190f3a4-7c1e-7d2a-9b3c-4d5e6f708192";

let server: TestServer;
let author: TestUser;
let reader: TestUser;
let post: Awaited<ReturnType<typeof createPost>>;

beforeAll(async () => {
  server = await createTestServer();
  author = await createUser(server);
  reader = await createUser(server);
  post = await createPost(server, author);
});
afterAll(() => server.close());

const nodeQuery = (id: string) => `{ node(id: ${JSON.stringify(id)}) { __typename id } }`;
const nodesQuery = (ids: string[]) => `{ nodes(ids: ${JSON.stringify(ids)}) { __typename id } }`;

const nodeTypeNames = Object.values(schema.getTypeMap())
  .filter(isObjectType)
  .filter((type) => type.getInterfaces().some((iface) => iface.name === "Node"))
  .map((type) => type.name);

describe("a node that does not exist", () => {
  it.each(nodeTypeNames)("node(id:) of a missing %s is null, without an error or an error log", async (typename) => {
    const { lines, ask } = yogaWithLog(server.domain, server.prisma);
    const answer = await ask(nodeQuery(encodeGlobalID(typename, MISSING)), author.token);
    expect(answer).toEqual(answered({ node: null }));
    expect(lines.filter((l) => l.level >= WARN)).toEqual([]);
  });

  it("nodes(ids:) answers null in place of each missing node, in order", async () => {
    const { lines, ask } = yogaWithLog(server.domain, server.prisma);
    const ids = [
      encodeGlobalID("Post", MISSING),
      post.globalId,
      ...nodeTypeNames.map((t) => encodeGlobalID(t, MISSING)),
    ];
    const answer = await ask(nodesQuery(ids));
    expect(answer).toEqual(
      answered({ nodes: [null, { __typename: "Post", id: post.globalId }, ...nodeTypeNames.map(() => null)] }),
    );
    expect(lines.filter((l) => l.level >= WARN)).toEqual([]);
  });

  it("a global id naming no node type, or whose id is no UUID, names nothing: null", async () => {
    const { lines, ask } = yogaWithLog(server.domain, server.prisma);
    const ids = [
      encodeGlobalID("Nope", MISSING),
      encodeGlobalID("PageInfo", MISSING),
      encodeGlobalID("Query", MISSING),
      encodeGlobalID("Post", "not-a-uuid"),
    ];
    for (const id of ids) expect(await ask(nodeQuery(id)), id).toEqual(answered({ node: null }));
    expect(await ask(nodesQuery([...ids, post.globalId]))).toEqual(
      answered({ nodes: [null, null, null, null, { __typename: "Post", id: post.globalId }] }),
    );
    expect(lines.filter((l) => l.level >= WARN)).toEqual([]);
  });

  it("an id that is no global id at all is the client's error, not the server's", async () => {
    const { lines, ask } = yogaWithLog(server.domain, server.prisma);
    for (const query of [nodeQuery("!!!garbage"), nodeQuery("garbage"), nodesQuery([post.globalId, "garbage"])]) {
      const answer = await ask(query);
      expect(answer.errors?.[0]?.message, query).toMatch(/^Invalid global ID/);
      expect(answer.errors?.[0]?.extensions?.code, query).toBe("BAD_USER_INPUT");
    }
    expect(lines.filter((l) => l.level >= WARN)).toEqual([]);
  });
});

describe("nodes(ids:) takes at most 100 ids", () => {
  /** A Yoga whose Prisma client notes each model it is asked for. */
  function countingYoga() {
    const models: string[] = [];
    const prisma = new Proxy(server.prisma, {
      get(target, key) {
        if (typeof key === "string" && !key.startsWith("$")) models.push(key);
        return Reflect.get(target, key) as unknown;
      },
    });
    return { models, ...yogaWithLog(server.domain, prisma) };
  }

  it("loads 100", async () => {
    const { models, ask } = countingYoga();
    const answer = await ask(nodesQuery(Array.from({ length: 100 }, () => post.globalId)));
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.nodes).toHaveLength(100);
    expect(models).toContain("post");
  });

  // 15,000 ids written into the document pass the document's size limits first (QUERY_TOO_LARGE)
  it.each([
    [101, "in the document"],
    [101, "as a variable"],
    [15_000, "as a variable"],
  ])("refuses %i ids given %s with a clear error before loading anything", async (n, given) => {
    const { models, lines, ask } = countingYoga();
    const ids = Array.from({ length: n }, (_, i) => encodeGlobalID(i % 2 ? "Post" : "User", MISSING));
    const answer =
      given === "as a variable"
        ? await ask("query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }", undefined, { ids })
        : await ask(nodesQuery(ids));
    expect(answer.data).toEqual({ nodes: null });
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: "nodes takes at most 100 ids.",
        extensions: { code: "BAD_USER_INPUT", reason: "TOO_MANY_IDS", field: "ids" },
      }),
    ]);
    expect(models).toEqual([]);
    expect(lines.filter((l) => l.level >= WARN)).toEqual([]);
  });
});

describe("a Notification node", () => {
  it("is its recipient's alone: anyone else, signed out included, gets null", async () => {
    await execute(server, LikePost, { input: { postId: post.globalId } }, { token: reader.token });
    const notification = await server.prisma.notification.findFirstOrThrow({
      where: { recipientId: author.id, actorId: reader.id },
    });
    const id = encodeGlobalID("Notification", notification.id);
    const query = `{ node(id: "${id}") { id ... on Notification { message read } } nodes(ids: ["${id}"]) { id } }`;
    const { ask } = yogaWithLog(server.domain, server.prisma);
    expect(await ask(query, author.token)).toEqual(
      answered({ node: { id, message: expect.stringContaining("liked your post"), read: false }, nodes: [{ id }] }),
    );
    expect(await ask(query, reader.token)).toEqual(answered({ node: null, nodes: [null] }));
    expect(await ask(query)).toEqual(answered({ node: null, nodes: [null] }));
  });
});

describe("a Message and its Conversation", () => {
  it("are their two people's; once the sender blocks the receiver, the receiver finds neither by id", async () => {
    const [sender, receiver] = [await createUser(server), await createUser(server)];
    const message = await server.domain.messages.send(sender.viewer, receiver.id, "see you");
    const ids = [encodeGlobalID("Message", message.id), encodeGlobalID("Conversation", message.conversationId)];
    const query = `{ nodes(ids: ${JSON.stringify(ids)}) { id } }`;
    const { ask } = yogaWithLog(server.domain, server.prisma);
    const both = answered({ nodes: ids.map((id) => ({ id })) });
    const neither = answered({ nodes: [null, null] });
    expect(await ask(query, receiver.token)).toEqual(both);
    expect(await ask(query, author.token)).toEqual(neither);

    await server.domain.blocks.block(sender.viewer, receiver.id);
    // the blocker keeps the conversation to read; to the blocked one it is gone, every message with it
    expect(await ask(query, sender.token)).toEqual(both);
    expect(await ask(query, receiver.token)).toEqual(neither);
  });
});
