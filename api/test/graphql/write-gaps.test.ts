// Writes a third-party client needs beyond the web client's: editing a comment, renaming (name
// and username), tags as a list, and one input and one payload type per mutation.
import { getNamedType, isInputObjectType, isObjectType, isUnionType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../src/graphql/schema.ts";
import { createPost, createUser, createUsers, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { RenameMe, UpdateComment, WhoAmI } from "./write-gap-operations.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const as = (user: TestUser) => ({ token: user.token });

describe("updateComment", () => {
  it("lets the author change the text, under the new comment's rules, and nobody else", async () => {
    const [author, commenter, stranger] = await createUsers(server, 3);
    const post = await createPost(server, author!);
    const comment = await server.domain.comments.add(commenter!.viewer, post.id, "frist");
    const commentId = encodeGlobalID("Comment", comment.id);
    const bodyNow = async () => (await server.prisma.comment.findUniqueOrThrow({ where: { id: comment.id } })).body;

    const edited = await execute(server, UpdateComment, { input: { commentId, body: "  first!  " } }, as(commenter!));
    expect(edited.data!.updateComment).toEqual({
      __typename: "UpdateCommentPayload",
      comment: { id: commentId, body: "first!", editedAt: expect.any(String), viewerCanEdit: true },
    });

    // the post's author may delete the comment, not rewrite it
    for (const other of [author!, stranger!]) {
      const refused = await execute(server, UpdateComment, { input: { commentId, body: "hijacked" } }, as(other));
      expect(refused.data!.updateComment).toMatchObject({ __typename: "ForbiddenError", code: "CANNOT_EDIT_COMMENT" });
    }
    const blank = await execute(server, UpdateComment, { input: { commentId, body: "   " } }, as(commenter!));
    expect(blank.data!.updateComment).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "body", code: "COMMENT_EMPTY" }],
    });
    const tooLong = await execute(
      server,
      UpdateComment,
      { input: { commentId, body: "x".repeat(1001) } },
      as(commenter!),
    );
    expect(tooLong.data!.updateComment).toMatchObject({ fieldErrors: [{ field: "body", code: "COMMENT_TOO_LONG" }] });
    expect(await bodyNow()).toBe("first!");

    const gone = await execute(
      server,
      UpdateComment,
      { input: { commentId: encodeGlobalID("Comment", "00000000-0000-7000-8000-000000000000"), body: "hello" } },
      as(commenter!),
    );
    expect(gone.data!.updateComment).toMatchObject({ __typename: "NotFoundError" });
    const signedOut = await execute(server, UpdateComment, { input: { commentId, body: "anonymous" } });
    expect(signedOut.errors).toMatchObject([{ extensions: { code: "UNAUTHENTICATED" } }]);
    expect(await bodyNow()).toBe("first!");
  });
});

describe("updateProfile: name and username", () => {
  it("renames, keeps the session, and logs in with the new username", async () => {
    const ada = await createUser(server);
    const renamed = await execute(
      server,
      RenameMe,
      { input: { name: " Ada Lovelace ", username: "countess_ada" } },
      as(ada),
    );
    expect(renamed.data!.updateProfile).toEqual({
      __typename: "UpdateProfilePayload",
      user: { name: "Ada Lovelace", username: "countess_ada" },
    });
    expect((await execute(server, WhoAmI, {}, as(ada))).data!.viewer).toEqual({
      username: "countess_ada",
      name: "Ada Lovelace",
    });
    const loggedIn = await server.domain.accounts.logIn(
      { username: "Countess_Ada", password: TEST_PASSWORD },
      "test-client",
    );
    expect(loggedIn.user.id).toBe(ada.id);
    // a change of case only is the viewer's own name, not someone else's
    const recased = await execute(server, RenameMe, { input: { username: "Countess_Ada" } }, as(ada));
    expect(recased.data!.updateProfile).toMatchObject({ user: { username: "Countess_Ada" } });
  });

  it("refuses a username someone has (any case) or that breaks the rules, changing nothing", async () => {
    const [taken, me] = await createUsers(server, 2);
    const before = await server.prisma.user.findUniqueOrThrow({ where: { id: me!.id } });
    const clash = await execute(
      server,
      RenameMe,
      { input: { username: taken!.username.toUpperCase(), name: "New Name" } },
      as(me!),
    );
    expect(clash.data!.updateProfile).toEqual({
      __typename: "ValidationError",
      fieldErrors: [{ field: "username", code: "USERNAME_TAKEN" }],
    });
    const invalid = await execute(server, RenameMe, { input: { username: "no spaces allowed", name: "x" } }, as(me!));
    expect(invalid.data!.updateProfile).toMatchObject({
      fieldErrors: expect.arrayContaining([
        { field: "username", code: "USERNAME_INVALID" },
        { field: "name", code: "NAME_TOO_SHORT" },
      ]),
    });
    const after = await server.prisma.user.findUniqueOrThrow({ where: { id: me!.id } });
    expect({ name: after.name, username: after.username }).toEqual({ name: before.name, username: before.username });
  });

  it("gives a contested username to one of two people renaming at once", async () => {
    const [first, second] = await createUsers(server, 2);
    const answers = await Promise.all(
      [first!, second!].map((user) => execute(server, RenameMe, { input: { username: "only_one" } }, as(user))),
    );
    expect(answers.map((a) => a.data!.updateProfile!.__typename).sort()).toEqual([
      "UpdateProfilePayload",
      "ValidationError",
    ]);
    expect(await server.prisma.user.count({ where: { usernameKey: "only_one" } })).toBe(1);
  });
});

describe("the shape of the schema", () => {
  it("gives every mutation its own input and payload types", () => {
    const shared: string[] = [];
    const owners = new Map<string, string>();
    for (const field of Object.values(schema.getMutationType()!.getFields())) {
      const input = field.args.find((arg) => arg.name === "input")?.type;
      const named = [input, field.type].flatMap((type) => {
        const unwrapped = type && "ofType" in type && type.ofType ? type.ofType : type;
        if (!unwrapped) return [];
        if (isUnionType(unwrapped))
          return unwrapped
            .getTypes()
            .filter((member) => member.name.endsWith("Payload"))
            .map((member) => member.name);
        return isInputObjectType(unwrapped) || isObjectType(unwrapped) ? [unwrapped.name] : [];
      });
      for (const name of named) {
        if (owners.has(name) && owners.get(name) !== field.name)
          shared.push(`${name}: ${owners.get(name)} and ${field.name}`);
        owners.set(name, field.name);
      }
    }
    expect(shared).toEqual([]);
  });

  it("names connections and edges after their node: XConnection, XEdge", () => {
    const misnamed: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      const edges = isObjectType(type) && !type.name.startsWith("__") ? type.getFields().edges : undefined;
      if (!edges) continue;
      const edge = getNamedType(edges.type);
      const node = isObjectType(edge) ? getNamedType(edge.getFields().node!.type).name : "?";
      // the feed and explore are lists of posts without a totalCount (see their descriptions): connections of their own,
      // PostEdge edges; so is a notification group's list of notifications, with NotificationEdge edges, and a
      // search's posts, whose totalCount stops at a bound and which says when more posts match (moreMatches)
      const ownConnections = [
        "FeedConnection",
        "ExploreConnection",
        "NotificationGroupItemsConnection",
        "PostSearchConnection",
      ];
      if (type.name !== `${node}Connection` && !ownConnections.includes(type.name)) misnamed.push(type.name);
      if (edge.name !== `${node}Edge`) misnamed.push(edge.name);
    }
    expect(misnamed).toEqual([]);
  });
});
