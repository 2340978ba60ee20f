// What an upload may cost the server: nothing of the image work before the request passed its
// cheap checks (the write budget, the text fields, names and addresses taken), on every upload
// path; nothing of the write budget when it is refused; and one upload per user at a time, a
// bounded number per node, so one account cannot take more than its share of the CPU.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ServiceUnavailableError, TooManyRequestsError, ValidationError } from "../../src/domain/errors.ts";
import { MAX_UPLOADS_IN_FLIGHT } from "../../src/domain/uploads.ts";
import { createUser, createUsers, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { execute, UPLOADED_FILE } from "../support/graphql-client.ts";
import { pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { SignUp, UpdateProfile } from "../graphql/auth-operations.ts";
import { CreatePost } from "../graphql/social-operations.ts";
import { bearer, multipart, newAccount, type FilePart } from "../rest/v1-client.ts";

const WRITES_PER_MINUTE = 3;

let server: TestServer;
let image: Buffer;
beforeAll(async () => {
  server = await createTestServer({ WRITE_RATE_LIMIT_PER_MINUTE: String(WRITES_PER_MINUTE) });
  image = await pngImage(64, 48, "#228844");
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const file = (name = "photo.png") => ({ content: image, name, type: "image/png" });
const imagePart = (): FilePart => ({ content: image, name: "photo.png", type: "image/png" });

async function v1(
  method: "POST" | "PATCH",
  url: string,
  fields: Record<string, string>,
  files: Record<string, FilePart>,
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

/** The image work (reading and sniffing, then decoding and re-encoding) and the reading of upload bytes, as spies. */
function watchImageWork() {
  return {
    inspected: vi.spyOn(server.media, "inspect"),
    decoded: vi.spyOn(server.media, "decode"),
    read: vi.spyOn(server.domain.uploads, "read"),
  };
}

const createPost = (user: TestUser, caption: string, files = { "input.image": file() }) =>
  execute(
    server,
    CreatePost,
    { input: { caption, tags: ["cheap", "first"], image: UPLOADED_FILE } },
    { token: user.token, files },
  );

describe("before any image work", () => {
  it("every upload path refuses a bad text field, a taken name or address, without decoding the image", async () => {
    const me = await createUser(server);
    const taken = await createUser(server);
    const { inspected, decoded } = watchImageWork();
    const refusals = [
      (await createPost(me, "")).data!.createPost!.__typename,
      (
        await execute(
          server,
          UpdateProfile,
          { input: { bio: "b".repeat(200), profileImage: UPLOADED_FILE } },
          { token: me.token, files: { "input.profileImage": file() } },
        )
      ).data!.updateProfile!.__typename,
      (
        await execute(
          server,
          SignUp,
          {
            input: {
              ...newAccount({ username: taken.username }),
              profileImage: UPLOADED_FILE,
              coverImage: UPLOADED_FILE,
            },
          },
          { files: { "input.profileImage": file(), "input.coverImage": file() } },
        )
      ).data!.signUp!.__typename,
      (await v1("POST", "/posts", { bio: "caption", tags: "one tag only" }, { image: imagePart() }, me.token))
        .statusCode,
      (await v1("PATCH", "/users", { bio: "b".repeat(200) }, { profile_image: imagePart() }, me.token)).statusCode,
      (
        await v1(
          "POST",
          "/users/signup",
          { ...newAccount({ email: `${taken.username.toLowerCase()}@example.com` }) },
          { profile_image: imagePart() },
        )
      ).statusCode,
    ];
    expect(refusals).toEqual(["ValidationError", "ValidationError", "ValidationError", 400, 400, 400]);
    expect(inspected).not.toHaveBeenCalled();
    expect(decoded).not.toHaveBeenCalled();
  });

  it("a spent write budget is refused first: GraphQL before decoding, v1 before reading the file", async () => {
    const me = await createUser(server);
    for (let i = 0; i < WRITES_PER_MINUTE; i++)
      expect((await createPost(me, `post ${i}`)).data!.createPost!.__typename).toBe("CreatePostPayload");
    const { inspected, decoded, read } = watchImageWork();
    const graphql = await createPost(me, "one too many");
    expect(graphql.errors).toMatchObject([{ extensions: { code: "TOO_MANY_REQUESTS" } }]);
    const profile = await execute(
      server,
      UpdateProfile,
      { input: { profileImage: UPLOADED_FILE } },
      { token: me.token, files: { "input.profileImage": file() } },
    );
    expect(profile.errors).toMatchObject([{ extensions: { code: "TOO_MANY_REQUESTS" } }]);
    expect(
      (await v1("POST", "/posts", { bio: "one too many", tags: "a,b" }, { image: imagePart() }, me.token)).statusCode,
    ).toBe(429);
    expect((await v1("PATCH", "/users", {}, { profile_image: imagePart() }, me.token)).statusCode).toBe(429);
    expect(inspected).not.toHaveBeenCalled();
    expect(decoded).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
  });
});

describe("the write budget", () => {
  it("counts only what was written: refused posts and profile edits spend nothing", async () => {
    const me = await createUser(server);
    for (let i = 0; i < 2 * WRITES_PER_MINUTE; i++) {
      expect((await createPost(me, "")).data!.createPost!.__typename).toBe("ValidationError");
      const broken = {
        "input.image": {
          content: Buffer.from("GIF89a and nothing of a picture"),
          name: "broken.gif",
          type: "image/gif",
        },
      };
      expect((await createPost(me, "a caption", broken)).data!.createPost).toMatchObject({
        fieldErrors: [{ field: "image", code: "IMAGE_UNREADABLE" }],
      });
      expect((await v1("PATCH", "/users", { bio: "b".repeat(200) }, {}, me.token)).statusCode).toBe(400);
    }
    for (let i = 0; i < WRITES_PER_MINUTE; i++)
      expect((await createPost(me, `post ${i}`)).data!.createPost!.__typename).toBe("CreatePostPayload");
    expect((await createPost(me, "one too many")).errors).toMatchObject([
      { extensions: { code: "TOO_MANY_REQUESTS" } },
    ]);
  });
});

/** An upload whose bytes stop halfway until released: its image work is then in flight. */
function heldUpload(bytes: Buffer) {
  let release!: () => void;
  let reading!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const started = new Promise<void>((resolve) => (reading = resolve));
  async function* chunks() {
    reading();
    yield bytes.subarray(0, 16);
    await released;
    yield bytes.subarray(16);
  }
  return { source: chunks(), started, release };
}

const post = (user: TestUser, source: AsyncIterable<Uint8Array> | Buffer[]) =>
  server.domain.posts.create(user.viewer, { caption: "in flight", tags: "held,upload", image: source });

describe("uploads in flight", () => {
  it("one per user at a time: a second is refused at once (and not counted), others' go on meanwhile", async () => {
    const [me, other] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const held = heldUpload(image);
    const first = post(me, held.source);
    await held.started;
    await expect(post(me, [image])).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(post(other, [image])).resolves.toMatchObject({ authorId: other.id });
    held.release();
    await expect(first).resolves.toMatchObject({ authorId: me.id });
    // the refused one spent nothing: two writes so far, the third of the budget is still there
    await expect(post(me, [image])).resolves.toMatchObject({ authorId: me.id });
  });

  it(`at most ${MAX_UPLOADS_IN_FLIGHT} per node: the next is refused until one is done`, async () => {
    const users = await createUsers(server, MAX_UPLOADS_IN_FLIGHT + 1);
    const held = users.slice(0, MAX_UPLOADS_IN_FLIGHT).map(() => heldUpload(image));
    const posts = held.map((upload, i) => post(users[i]!, upload.source));
    await Promise.all(held.map((upload) => upload.started));
    const last = users.at(-1)!;
    await expect(post(last, [image])).rejects.toBeInstanceOf(ServiceUnavailableError);
    for (const upload of held) upload.release();
    expect(await Promise.all(posts)).toHaveLength(MAX_UPLOADS_IN_FLIGHT);
    await expect(post(last, [image])).resolves.toMatchObject({ authorId: last.id });
  });

  it("a sign-up's images count as one upload of the client's address", async () => {
    const held = heldUpload(image);
    const account = (n: number) => ({
      ...newAccount(),
      username: `inflight_${n}_${Date.now() % 100000}`,
      password: TEST_PASSWORD,
    });
    const first = server.domain.accounts.signUp({ ...account(1), profileImage: held.source }, "10.9.0.1");
    await held.started;
    await expect(
      server.domain.accounts.signUp({ ...account(2), profileImage: [image] }, "10.9.0.1"),
    ).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(
      server.domain.accounts.signUp({ ...account(3), profileImage: [image] }, "10.9.0.2"),
    ).resolves.toHaveProperty("token");
    held.release();
    await expect(first).resolves.toHaveProperty("token");
    await expect(
      server.domain.accounts.signUp({ ...account(4), profileImage: [Buffer.from("not an image")] }, "10.9.0.1"),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
