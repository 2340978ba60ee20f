// One rule for the characters of every text input (domain/text.ts), through GraphQL and v1: a
// U+0000 (which PostgreSQL cannot store: it answered 22021, and the request a 500 with a stack
// trace, signed out too) or another control character is refused at validation with a clear
// message, and nothing is written.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domainErrorOf } from "../../src/domain/database-failures.ts";
import { ValidationError } from "../../src/domain/errors.ts";
import { filesUnder } from "../support/files.ts";
import { createPost, createUser, type TestUser, TEST_PASSWORD } from "../support/fixtures.ts";
import { execute, UPLOADED_FILE } from "../support/graphql-client.ts";
import { pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { SignUp } from "../graphql/auth-operations.ts";
import { CreatePost } from "../graphql/social-operations.ts";
import { bearer, multipart, newAccount, type FilePart } from "../rest/v1-client.ts";

const NUL = "\u0000";
/** the rule's message names the field; the database safety net's says "Text" */
const REFUSED =
  /^(Name|Username|Email|Bio|Caption|Tags|Comment|Search) may not contain control characters \(such as U\+0000\)/;
/** GraphQL names the input field (or argument) at fault */
const REFUSED_FIELD =
  /^(name|username|email|bio|caption|tags|body|query) may not contain control characters \(such as U\+0000\)/;

let server: TestServer;
let me: TestUser;
let postId: string;
let postGlobalId: string;
let image: FilePart;

beforeAll(async () => {
  server = await createTestServer();
  me = await createUser(server);
  const post = await createPost(server, me);
  postId = post.id;
  postGlobalId = post.globalId;
  image = { content: await pngImage(50, 40, "#446688"), name: "photo.png", type: "image/png" };
});
afterAll(() => server.close());

const uploads = () => filesUnder(path.join(server.config.dataDir, "uploads"));

/** A JSON GraphQL request as a browser sends it; the body as answered. */
async function postGraphQL(query: string, variables: Record<string, unknown>, token?: string) {
  const response = await server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1", ...(token ? bearer(token) : {}) },
    payload: JSON.stringify({ query, variables }),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function v1(
  method: "POST" | "PATCH",
  url: string,
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
  token?: string,
) {
  const form = await multipart(fields, files);
  return server.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: form.payload,
    headers: { ...form.headers, ...(token ? bearer(token) : {}) },
  });
}

const VALIDATION_RESULT = "__typename ... on ValidationError { fieldErrors { field code message } }";

describe("GraphQL", () => {
  it.each(["name", "username", "email"] as const)(
    "signUp refuses a NUL in %s, signed out, and stores no image",
    async (field) => {
      const before = uploads().length;
      const input = { ...newAccount(), [field]: `ab${NUL}cd`, profileImage: UPLOADED_FILE };
      const response = await execute(server, SignUp, { input }, { files: { "input.profileImage": image } });
      expect(response.data?.signUp).toMatchObject({
        __typename: "ValidationError",
        fieldErrors: [{ field, code: "TEXT_INVALID_CHARACTERS", message: expect.stringMatching(REFUSED_FIELD) }],
      });
      expect(uploads()).toHaveLength(before);
    },
  );

  it("logIn refuses a NUL in the username, signed out", async () => {
    const body = await postGraphQL(`mutation ($input: LogInInput!) { logIn(input: $input) { ${VALIDATION_RESULT} } }`, {
      input: { username: `${me.username}${NUL}`, password: TEST_PASSWORD },
    });
    expect(body.data.logIn.fieldErrors).toEqual([
      { field: "username", code: "TEXT_INVALID_CHARACTERS", message: expect.stringMatching(REFUSED_FIELD) },
    ]);
  });

  it("updateProfile refuses a NUL in the bio", async () => {
    const body = await postGraphQL(
      `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ${VALIDATION_RESULT} } }`,
      { input: { bio: `hi${NUL}` } },
      me.token,
    );
    expect(body.data.updateProfile.fieldErrors).toEqual([
      { field: "bio", code: "TEXT_INVALID_CHARACTERS", message: expect.stringMatching(REFUSED_FIELD) },
    ]);
  });

  it.each(["caption", "tags"] as const)("createPost refuses a NUL in %s and stores no image", async (field) => {
    const before = uploads().length;
    const input =
      field === "tags"
        ? { caption: "A caption", tags: ["code", `po${NUL}st`], image: UPLOADED_FILE }
        : { caption: `A${NUL}caption`, tags: ["code", "post"], image: UPLOADED_FILE };
    const other = { ...image, content: await pngImage(51, 40, "#446688") };
    const response = await execute(server, CreatePost, { input }, { token: me.token, files: { "input.image": other } });
    expect(response.data?.createPost).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field, code: "TEXT_INVALID_CHARACTERS", message: expect.stringMatching(REFUSED_FIELD) }],
    });
    expect(uploads()).toHaveLength(before);
  });

  it("updatePost and addComment refuse a NUL", async () => {
    const update = await postGraphQL(
      `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { ${VALIDATION_RESULT} } }`,
      { input: { postId: postGlobalId, caption: `x${NUL}` } },
      me.token,
    );
    expect(update.data.updatePost.fieldErrors).toEqual([
      { field: "caption", code: "TEXT_INVALID_CHARACTERS", message: expect.stringMatching(REFUSED_FIELD) },
    ]);
    const comment = await postGraphQL(
      `mutation ($input: AddCommentInput!) { addComment(input: $input) { __typename ... on UserError { code message } } }`,
      { input: { postId: postGlobalId, body: `nice${NUL}` } },
      me.token,
    );
    expect(comment.data?.addComment).toMatchObject({
      code: "TEXT_INVALID_CHARACTERS",
      message: expect.stringMatching(REFUSED_FIELD),
    });
    expect(await server.prisma.comment.count({ where: { postId } })).toBe(0);
  });

  it("searchUsers and user(username:) refuse a NUL with BAD_USER_INPUT naming the rule and the argument, not an internal error", async () => {
    for (const [query, variables, field] of [
      ["query ($q: String!) { searchUsers(query: $q) { username } }", { q: `ab${NUL}` }, "query"],
      ["query ($u: String!) { user(username: $u) { username } }", { u: `${me.username}${NUL}` }, "username"],
    ] as const) {
      const body = await postGraphQL(query, variables, me.token);
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(REFUSED_FIELD),
          extensions: { code: "BAD_USER_INPUT", reason: "TEXT_INVALID_CHARACTERS", field },
        }),
      ]);
    }
  });

  it("refuses the other control characters and unpaired surrogates, and keeps tabs, line breaks, joiners and direction marks", async () => {
    const add = (body: string) =>
      postGraphQL(
        `mutation ($input: AddCommentInput!) { addComment(input: $input) { __typename ... on UserError { code message } } }`,
        { input: { postId: postGlobalId, body } },
        me.token,
      );
    for (const refused of ["\u0007", "\u001b[31m", "\u007f", "\u0085", "\u009b", "\ud800", "x\udc00"]) {
      const body = await add(`bad ${refused} text`);
      expect(body.data.addComment, JSON.stringify(refused)).toMatchObject({
        code: "TEXT_INVALID_CHARACTERS",
        message: expect.stringMatching(REFUSED_FIELD),
      });
    }
    const kept = "line one\r\nline\ttwo 👩‍💻 \u200f\u05e9\u05dc\u05d5\u05dd";
    expect((await add(kept)).data.addComment.__typename).toBe("AddCommentPayload");
    expect(await server.prisma.comment.findMany({ where: { postId }, select: { body: true } })).toEqual([
      { body: kept },
    ]);
  });
});

describe("v1", () => {
  it.each(["name", "username", "email"] as const)(
    "signup refuses a NUL in %s, signed out: 400 and no image stored",
    async (field) => {
      const before = uploads().length;
      const response = await v1(
        "POST",
        "/users/signup",
        { ...newAccount(), [field]: `ab${NUL}cd` },
        { profile_image: image },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: "error", message: expect.stringMatching(REFUSED) });
      expect(uploads()).toHaveLength(before);
    },
  );

  it("login refuses a NUL in the username, signed out", async () => {
    const response = await v1("POST", "/users/login", { username: `${me.username}${NUL}`, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(REFUSED);
  });

  it("edit profile, new post, comment and search refuse a NUL: 400 {status:'failed'}", async () => {
    const requests = [
      () => v1("PATCH", "/users", { bio: `hi${NUL}` }, {}, me.token),
      () => v1("POST", "/posts", { bio: `cap${NUL}tion`, tags: "a,b" }, { image }, me.token),
      () => v1("POST", "/posts", { bio: "caption", tags: `a,b${NUL}` }, { image }, me.token),
      () => v1("POST", `/posts/${postId}/comments`, { message: `hey${NUL}` }, {}, me.token),
      () => v1("POST", "/users/search-user", { username: `${me.username}${NUL}` }, {}, me.token),
    ];
    for (const request of requests) {
      const response = await request();
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ status: "failed", message: expect.stringMatching(REFUSED) });
    }
  });
});

it("maps the database's own refusal of text (22021) to a validation error: the net behind the rule", async () => {
  const refusal = await server.prisma.$queryRaw`SELECT ${`a${NUL}b`}::text AS t`.then(
    () => null,
    (error: unknown) => error,
  );
  expect(refusal).not.toBeNull();
  expect(domainErrorOf(refusal)).toBeInstanceOf(ValidationError);
});
