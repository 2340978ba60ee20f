// A sign-up, post or profile edit that fails after its images were stored (the database refuses
// the row: a lost race for the username, a timeout, a broken connection) leaves no new file and
// no Media row, through GraphQL and v1 alike, and never removes a file a committed row uses.
// A trigger stands in for the database's refusal, on marked rows only.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesUnder } from "../support/files.ts";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { execute, UPLOADED_FILE } from "../support/graphql-client.ts";
import { pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { SignUp, UpdateProfile } from "../graphql/auth-operations.ts";
import { CreatePost } from "../graphql/social-operations.ts";
import { bearer, multipart, newAccount, pathOf, type FilePart } from "../rest/v1-client.ts";

const REFUSED = "Refused by the database";
const REFUSED_AT_COMMIT = "Refused when committing";

let server: TestServer;
let me: TestUser;
let shade = 0;

beforeAll(async () => {
  server = await createTestServer();
  for (const [table, column] of [
    ["User", "name"],
    ["User", "bio"],
    ["Post", "caption"],
  ]) {
    const name = `refuse_marked_${table}_${column}`.toLowerCase();
    await server.prisma.$executeRawUnsafe(`
      CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."${column}" = '${REFUSED}' THEN RAISE EXCEPTION 'refused by the test'; END IF;
        RETURN NEW;
      END $$`);
    await server.prisma.$executeRawUnsafe(
      `CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${name}()`,
    );
  }
  // refusals at COMMIT, after every statement of the write went through
  for (const [table, operation, row, column] of [
    ["User", "UPDATE", "NEW", "bio"],
    ["Post", "DELETE", "OLD", "caption"],
  ]) {
    const name = `refuse_${table}_at_commit`.toLowerCase();
    await server.prisma.$executeRawUnsafe(`
      CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF ${row}."${column}" = '${REFUSED_AT_COMMIT}' THEN RAISE EXCEPTION 'refused by the test at commit'; END IF;
        RETURN NULL;
      END $$`);
    await server.prisma.$executeRawUnsafe(
      `CREATE CONSTRAINT TRIGGER ${name} AFTER ${operation} ON "${table}" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${name}()`,
    );
  }
  me = await createUser(server);
});
afterAll(() => server.close());

/** An image no earlier test uploaded (its stored file would be new). */
async function freshImage(): Promise<FilePart> {
  shade += 1;
  return {
    content: await pngImage(30 + shade, 20, `#${(0x102030 + shade * 0x050301).toString(16).padStart(6, "0")}`),
    name: "new.png",
    type: "image/png",
  };
}

const stored = async () => ({
  files: filesUnder(path.join(server.config.dataDir, "uploads")).sort(),
  mediaRows: await server.prisma.media.count(),
});

/** Runs `request`, which must fail, and checks that it stored nothing. */
async function storesNothing(request: () => Promise<{ failed: boolean }>) {
  const before = await stored();
  expect((await request()).failed).toBe(true);
  expect(await stored()).toEqual(before);
}

/** `remoteAddress`: the client's; one client has one upload in flight at a time */
async function v1(
  method: "POST" | "PATCH",
  url: string,
  fields: Record<string, string>,
  files: Record<string, FilePart>,
  token?: string,
  remoteAddress = "127.0.0.1",
) {
  const form = await multipart(fields, files);
  const response = await server.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress,
    payload: form.payload,
    headers: { ...form.headers, ...(token ? bearer(token) : {}) },
  });
  return { failed: response.statusCode >= 400, response };
}

describe("a refused write stores no image", () => {
  it("v1 sign-up (uploaded profile image, generated cover)", () =>
    storesNothing(async () =>
      v1("POST", "/users/signup", { ...newAccount({ name: REFUSED }) }, { profile_image: await freshImage() }),
    ));

  it("GraphQL sign-up", () =>
    storesNothing(async () => {
      const input = { ...newAccount({ name: REFUSED }), profileImage: UPLOADED_FILE, coverImage: UPLOADED_FILE };
      const response = await execute(
        server,
        SignUp,
        { input },
        { files: { "input.profileImage": await freshImage(), "input.coverImage": await freshImage() } },
      );
      return { failed: response.data?.signUp?.__typename !== "SignUpPayload" };
    }));

  it("v1 and GraphQL post creation", async () => {
    await storesNothing(async () =>
      v1("POST", "/posts", { bio: REFUSED, tags: "a,b" }, { image: await freshImage() }, me.token),
    );
    await storesNothing(async () => {
      const response = await execute(
        server,
        CreatePost,
        { input: { caption: REFUSED, tags: ["a", "b"], image: UPLOADED_FILE } },
        { token: me.token, files: { "input.image": await freshImage() } },
      );
      return { failed: response.data?.createPost?.__typename !== "CreatePostPayload" };
    });
  });

  it("v1 and GraphQL profile edits, which keep the images the user had", async () => {
    const { profileImageId } = await server.prisma.user.findUniqueOrThrow({ where: { id: me.id } });
    await storesNothing(async () =>
      v1(
        "PATCH",
        "/users",
        { bio: REFUSED },
        { profile_image: await freshImage(), cover_image: await freshImage() },
        me.token,
      ),
    );
    await storesNothing(async () => {
      const response = await execute(
        server,
        UpdateProfile,
        { input: { bio: REFUSED, profileImage: UPLOADED_FILE } },
        { token: me.token, files: { "input.profileImage": await freshImage() } },
      );
      return { failed: response.data?.updateProfile?.__typename !== "UpdateProfilePayload" };
    });
    const after = await server.prisma.user.findUniqueOrThrow({ where: { id: me.id }, include: { profileImage: true } });
    expect(after.profileImageId).toBe(profileImageId);
    expect((await server.app.inject({ url: pathOf(server, server.media.url(after.profileImage!)) })).statusCode).toBe(
      200,
    );
  });
});

describe("a write refused at commit keeps the images it would have replaced", () => {
  const served = async (media: { sha256: string; mimeType: string }) =>
    (await server.app.inject({ url: pathOf(server, server.media.url(media)) })).statusCode;

  it("a profile edit: the old profile image stays, file and all", async () => {
    const user = await createUser(server);
    expect((await v1("PATCH", "/users", {}, { profile_image: await freshImage() }, user.token)).failed).toBe(false);
    const before = await server.prisma.user.findUniqueOrThrow({
      where: { id: user.id },
      include: { profileImage: true },
    });

    expect(
      (await v1("PATCH", "/users", { bio: REFUSED_AT_COMMIT }, { profile_image: await freshImage() }, user.token))
        .failed,
    ).toBe(true);
    const after = await server.prisma.user.findUniqueOrThrow({
      where: { id: user.id },
      include: { profileImage: true },
    });
    expect(after.profileImageId).toBe(before.profileImageId);
    expect(await served(after.profileImage!)).toBe(200);
  });

  it("a post's deletion: the post stays with its image", async () => {
    const form = await multipart({ bio: REFUSED_AT_COMMIT, tags: "kept,whole" }, { image: await freshImage() });
    const created = await server.app.inject({
      method: "POST",
      url: "/api/v1/posts",
      payload: form.payload,
      headers: { ...form.headers, ...bearer(me.token) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const postId = created.json().post._id as string;

    const deleted = await server.app.inject({
      method: "DELETE",
      url: `/api/v1/posts/${postId}`,
      headers: bearer(me.token),
    });
    expect(deleted.statusCode).toBeGreaterThanOrEqual(500);
    const image = await server.prisma.postImage.findFirstOrThrow({ where: { postId }, include: { media: true } });
    expect(await served(image.media)).toBe(200);
  });
});

describe("content other rows use", () => {
  it("keeps the file when a refused sign-up uploaded the same image as a committed one", async () => {
    const image = await freshImage();
    const kept = await v1("POST", "/users/signup", { ...newAccount() }, { profile_image: image });
    expect(kept.response.statusCode).toBe(201);
    const url = kept.response.json().result.user.profile_image as string;

    await storesNothing(() =>
      v1("POST", "/users/signup", { ...newAccount({ name: REFUSED }) }, { profile_image: image }),
    );
    expect((await server.app.inject({ url: pathOf(server, url) })).statusCode).toBe(200);
  });

  it("concurrent sign-ups with one new image, half refused: every committed user's image is stored, nothing else", async () => {
    const image = await freshImage();
    const results = await Promise.all(
      // eight people at once, each from their own address
      Array.from({ length: 8 }, (_, i) =>
        v1(
          "POST",
          "/users/signup",
          { ...newAccount(i % 2 ? { name: REFUSED } : {}) },
          { profile_image: image },
          undefined,
          `10.8.0.${i + 1}`,
        ),
      ),
    );
    expect(results.map((r) => r.response.statusCode).sort()).toEqual([201, 201, 201, 201, 500, 500, 500, 500]);
    for (const { response } of results.filter((r) => !r.failed))
      expect(
        (await server.app.inject({ url: pathOf(server, response.json().result.user.profile_image) })).statusCode,
      ).toBe(200);
    const unreferenced = await server.prisma.media.count({
      where: { profileImageOf: { none: {} }, coverImageOf: { none: {} }, postImages: { none: {} } },
    });
    expect(unreferenced).toBe(0);
    const files = (await stored()).files.map((file) => path.basename(file, ".webp"));
    expect(files.sort()).toEqual(
      (await server.prisma.media.findMany({ select: { sha256: true } })).map((m) => m.sha256).sort(),
    );
  });
});
