// Refusals a program can act on: every mutation's errors implement UserError, whose code names
// the rule that refused and whose message says it in GraphQL's terms, naming the input field.
// The v1 face reports the same refusal in v1's words.
import { isObjectType, isUnionType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../src/graphql/schema.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { newGame } from "../support/games.ts";
import { execute, UPLOADED_FILE } from "../support/graphql-client.ts";
import { pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { bearer, multipart } from "../rest/v1-client.ts";
import {
  RefusedFollow,
  RefusedMessage,
  RefusedMove,
  RefusedPostEdit,
  RefusedProfileEdit,
  RefusedTyping,
} from "./user-error-operations.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";

let server: TestServer;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  [ada, bob] = [await createUser(server), await createUser(server)];
});
afterAll(() => server.close());

const as = (user: TestUser) => ({ token: user.token });

/** A ValidationError with one field error: its code and message are the error's too. */
const fieldRefusal = (field: string, code: string, message: string) => ({
  __typename: "ValidationError",
  code,
  message,
  fieldErrors: [{ field, code, message }],
});

it("every mutation answers its payload or errors that implement UserError", () => {
  const mutations = Object.values(schema.getMutationType()!.getFields());
  expect(mutations.length).toBeGreaterThan(20);
  for (const mutation of mutations) {
    const result = mutation.type;
    if (!isUnionType(result)) continue; // a mutation that cannot be refused
    const errors = result.getTypes().filter((member) => !member.name.endsWith("Payload"));
    expect(errors.length, mutation.name).toBeGreaterThan(0);
    for (const error of errors)
      expect(
        isObjectType(error) && error.getInterfaces().map((i) => i.name),
        `${mutation.name}: ${error.name}`,
      ).toContain("UserError");
  }
});

describe("codes, field paths and GraphQL's wording", () => {
  it("posts: a caption over its limit, and a post that is not there", async () => {
    const post = await createPost(server, ada);
    const long = await execute(
      server,
      RefusedPostEdit,
      { input: { postId: post.globalId, caption: "x".repeat(2201) } },
      as(ada),
    );
    expect(long.data!.updatePost).toEqual(
      fieldRefusal("caption", "CAPTION_TOO_LONG", "caption must be at most 2200 characters."),
    );
    const gone = await execute(
      server,
      RefusedPostEdit,
      { input: { postId: encodeGlobalID("Post", "01900000-0000-7000-8000-00000000dead"), caption: "hi" } },
      as(ada),
    );
    expect(gone.data!.updatePost).toEqual({
      __typename: "NotFoundError",
      code: "NOT_FOUND",
      message: "Post not found.",
    });
    expect((await server.prisma.post.findUniqueOrThrow({ where: { id: post.id } })).caption).toBe("A post");
  });

  it("profile: a cover image that is no image names its field", async () => {
    const notAnImage = { content: Buffer.from("plain text, not pixels"), name: "cover.png", type: "image/png" };
    const res = await execute(
      server,
      RefusedProfileEdit,
      { input: { coverImage: UPLOADED_FILE } },
      { ...as(ada), files: { "input.coverImage": notAnImage } },
    );
    expect(res.data!.updateProfile).toEqual(
      fieldRefusal("coverImage", "NOT_AN_IMAGE", "coverImage must be a JPEG, PNG, WebP, GIF or AVIF image."),
    );
  });

  it("chat: a message over its limit, and typing to oneself", async () => {
    const long = await execute(
      server,
      RefusedMessage,
      { input: { receiverId: bob.globalId, text: "x".repeat(2001) } },
      as(ada),
    );
    expect(long.data!.sendMessage).toEqual(
      fieldRefusal("text", "MESSAGE_TOO_LONG", "text must be at most 2000 characters."),
    );
    const self = await execute(server, RefusedTyping, { input: { userId: ada.globalId, typing: true } }, as(ada));
    expect(self.data!.setTyping).toEqual(
      fieldRefusal("userId", "CANNOT_MESSAGE_SELF", "userId is the viewer's own id: no one can write to themselves."),
    );
  });

  it("game: a cell off the board, and a move out of turn", async () => {
    const { x, o, game } = await newGame(server);
    const gameId = encodeGlobalID("Game", game.id);
    const off = await execute(server, RefusedMove, { input: { gameId, cell: 9 } }, as(x));
    expect(off.data!.playGameMove).toEqual(
      fieldRefusal("cell", "CELL_OUT_OF_RANGE", "cell must be a whole number from 0 to 8."),
    );
    const early = await execute(server, RefusedMove, { input: { gameId, cell: 0 } }, as(o));
    expect(early.data!.playGameMove).toEqual({
      __typename: "GameRefusal",
      code: "NOT_YOUR_TURN",
      message: "It is not your turn.",
    });
  });
});

describe("one refusal, each face in its own words", () => {
  it("following oneself", async () => {
    const viaGraphQL = await execute(server, RefusedFollow, { input: { userId: ada.globalId } }, as(ada));
    expect(viaGraphQL.data!.followUser).toEqual(
      fieldRefusal("userId", "CANNOT_FOLLOW_SELF", "userId is the viewer's own id: no one can follow themselves."),
    );
    const viaV1 = await server.app.inject({
      method: "POST",
      url: `/api/v1/users/${ada.id}/follower`,
      headers: bearer(ada.token),
      payload: {},
    });
    expect([viaV1.statusCode, viaV1.json()]).toEqual([400, { message: "You cannot follow yourself" }]);
  });

  it("an empty caption", async () => {
    const post = await createPost(server, ada);
    const viaGraphQL = await execute(
      server,
      RefusedPostEdit,
      { input: { postId: post.globalId, caption: "  " } },
      as(ada),
    );
    expect(viaGraphQL.data!.updatePost).toEqual(
      fieldRefusal("caption", "CAPTION_REQUIRED", "caption must not be empty."),
    );
    const form = await multipart(
      { bio: "  ", tags: "code,post" },
      { image: { content: await pngImage(), name: "p.png", type: "image/png" } },
    );
    const viaV1 = await server.app.inject({
      method: "POST",
      url: "/api/v1/posts",
      headers: { ...form.headers, ...bearer(ada.token) },
      payload: form.payload,
    });
    expect([viaV1.statusCode, viaV1.json()]).toEqual([400, { status: "failed", message: "Bio is required" }]);
  });
});
