// Posts with several images: created in the order given with their alt texts, reordered,
// replaced and removed on edit, and refused whole (nothing stored, no file left) when the list
// breaks a rule. v1 clients see a several-image post's first image.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql } from "./__generated__/gql.ts";
import { execute, UPLOADED_FILE, type RequestOptions } from "../support/graphql-client.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { callV1, pathOf } from "../rest/v1-client.ts";

const CreateWithImages = graphql(`
  mutation CreateWithImages($input: CreatePostInput!) {
    createPost(input: $input) {
      __typename
      ... on CreatePostPayload { post { id databaseId image { url } images { id position url width height altText } } }
      ... on ValidationError { code fieldErrors { field code message } }
    }
  }
`);

const EditImages = graphql(`
  mutation EditImages($input: UpdatePostInput!) {
    updatePost(input: $input) {
      __typename
      ... on UpdatePostPayload { post { caption images { id position url width height altText } } }
      ... on ValidationError { code fieldErrors { field code } }
      ... on UserError { code }
    }
  }
`);

const PostImages = graphql(`
  query PostImages($id: ID!) {
    post(id: $id) { images { id position url width height altText } }
  }
`);

let server: TestServer;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  ada = await createUser(server, "ada");
  bob = await createUser(server, "bob");
});
afterAll(() => server.close());

const uploadsDir = () => path.join(server.config.dataDir, "uploads");
const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);
const fileOf = (url: string) => path.join(uploadsDir(), path.basename(url));

/** Distinct images: each a different size, so each is its own file. */
const picture = async (n: number) => ({
  content: await pngImage(20 + n, 10 + n, `#${(0x102030 + n * 0x0a0b0c).toString(16).slice(-6)}`),
  name: `photo-${n}.png`,
});

/** createPost with `count` images, image i with alt text alts[i] (left out when undefined). */
async function createWithImages(user: TestUser, count: number, alts: (string | undefined)[] = [], first = 0) {
  const files: NonNullable<RequestOptions["files"]> = {};
  for (let i = 0; i < count; i++) files[`input.images.${i}.file`] = await picture(first + i);
  const images = Array.from({ length: count }, (_, i) => ({
    file: UPLOADED_FILE,
    ...(alts[i] !== undefined && { altText: alts[i] }),
  }));
  return execute(
    server,
    CreateWithImages,
    { input: { caption: "Several", tags: ["a", "b"], images } },
    { token: user.token, files },
  );
}

async function created(user: TestUser, count: number, alts: (string | undefined)[] = [], first = 0) {
  const res = await createWithImages(user, count, alts, first);
  const result = res.data?.createPost;
  if (result?.__typename !== "CreatePostPayload") throw new Error(JSON.stringify(res));
  return result.post;
}

describe("creating a post with several images", () => {
  it('keeps them in the order given, with their alt texts (trimmed; none is "")', async () => {
    const post = await created(ada, 3, ["  A red kite over the hill  ", undefined, ""]);
    expect(post.images.map((image) => [image.position, image.altText, image.width, image.height])).toEqual([
      [0, "A red kite over the hill", 20, 10],
      [1, "", 21, 11],
      [2, "", 22, 12],
    ]);
    expect(new Set(post.images.map((image) => image.url)).size).toBe(3);
    for (const image of post.images) expect(fs.existsSync(fileOf(image.url))).toBe(true);
    // older clients' field: the first image
    expect(post.image.url).toBe(post.images[0]!.url);
    // read back the same
    const read = await execute(server, PostImages, { id: post.databaseId }, {});
    expect(read.data!.post!.images).toEqual(post.images);
  });

  it("shows v1 clients the first image only, in v1's shape", async () => {
    const post = await created(bob, 2, ["first", "second"], 10);
    const profile = await callV1(server, bob.token, "GET", `/users/${bob.id}`);
    expect(profile.statusCode).toBe(200);
    const v1Post = (profile.json().user.posts as { _id: string; image: string }[]).find(
      (p) => p._id === post.databaseId,
    )!;
    expect(pathOf(server, v1Post.image)).toBe(pathOf(server, post.images[0]!.url));
  });

  it("takes the older single `image` as one image without alt text", async () => {
    const res = await execute(
      server,
      CreateWithImages,
      { input: { caption: "One", tags: ["a", "b"], image: UPLOADED_FILE } },
      { token: ada.token, files: { "input.image": await picture(30) } },
    );
    const result = res.data!.createPost!;
    if (result.__typename !== "CreatePostPayload") throw new Error(JSON.stringify(res));
    expect(result.post.images).toMatchObject([{ position: 0, altText: "" }]);
  });

  describe("refuses, storing nothing and processing no image", () => {
    const nothingWritten = async (attempt: () => Promise<unknown>) => {
      const before = {
        posts: await server.prisma.post.count(),
        media: await server.prisma.media.count(),
        files: storedFiles(),
      };
      await attempt();
      expect({
        posts: await server.prisma.post.count(),
        media: await server.prisma.media.count(),
        files: storedFiles(),
      }).toEqual(before);
    };

    it("11 images: TOO_MANY_IMAGES (the domain), and a request with 11 files is refused before it is read", async () => {
      await nothingWritten(async () => {
        const png = await pngImage(16, 16);
        const elevenImages = Array.from({ length: 11 }, () => ({ file: [png] }));
        await expect(
          server.domain.posts.create(ada.viewer, { caption: "x", tags: "a,b", images: elevenImages }),
        ).rejects.toMatchObject({
          fieldErrors: [{ field: "images", reason: "TOO_MANY_IMAGES", limit: 10 }],
        });
        const eleven = await createWithImages(ada, 11, [], 40);
        expect(eleven.status).toBeGreaterThanOrEqual(400);
        expect(eleven.data?.createPost ?? null).toBeNull();
      });
    });

    it("an alt text over 1,500 characters: ALT_TEXT_TOO_LONG on that image, with the caption's error too", async () => {
      await nothingWritten(async () => {
        const files = { "input.images.0.file": await picture(60), "input.images.1.file": await picture(61) };
        const images = [
          { file: UPLOADED_FILE, altText: "fine" },
          { file: UPLOADED_FILE, altText: "x".repeat(1501) },
        ];
        const res = await execute(
          server,
          CreateWithImages,
          { input: { caption: " ", tags: ["a", "b"], images } },
          { token: ada.token, files },
        );
        expect(res.data!.createPost).toMatchObject({
          __typename: "ValidationError",
          fieldErrors: [
            { field: "caption", code: "CAPTION_REQUIRED" },
            {
              field: "images.1.altText",
              code: "ALT_TEXT_TOO_LONG",
              message: "images.1.altText must be at most 1500 characters.",
            },
          ],
        });
      });
    });

    it("no image at all, an empty list, or both image and images", async () => {
      await nothingWritten(async () => {
        const none = await execute(
          server,
          CreateWithImages,
          { input: { caption: "x", tags: ["a", "b"] } },
          { token: ada.token },
        );
        expect(none.data!.createPost).toMatchObject({ fieldErrors: [{ field: "image", code: "IMAGE_REQUIRED" }] });
        const empty = await execute(
          server,
          CreateWithImages,
          { input: { caption: "x", tags: ["a", "b"], images: [] } },
          { token: ada.token },
        );
        expect(empty.data!.createPost).toMatchObject({ fieldErrors: [{ field: "images", code: "IMAGE_REQUIRED" }] });
        const both = await execute(
          server,
          CreateWithImages,
          { input: { caption: "x", tags: ["a", "b"], image: UPLOADED_FILE, images: [{ file: UPLOADED_FILE }] } },
          { token: ada.token, files: { "input.image": await picture(70), "input.images.0.file": await picture(71) } },
        );
        expect(both.data!.createPost).toMatchObject({ fieldErrors: [{ field: "image", code: "IMAGE_GIVEN_TWICE" }] });
      });
    });

    it("a file that is not an image among good ones: NOT_AN_IMAGE on that one", async () => {
      await nothingWritten(async () => {
        const files = {
          "input.images.0.file": await picture(80),
          "input.images.1.file": { content: Buffer.from("not an image at all"), name: "x.png" },
        };
        const res = await execute(
          server,
          CreateWithImages,
          { input: { caption: "x", tags: ["a", "b"], images: [{ file: UPLOADED_FILE }, { file: UPLOADED_FILE }] } },
          { token: ada.token, files },
        );
        expect(res.data!.createPost).toMatchObject({ fieldErrors: [{ field: "images.1.file", code: "NOT_AN_IMAGE" }] });
      });
    });
  });
});

describe("editing a post's images", () => {
  it("reorders, sets alt text, replaces and removes; dropped images' files go once the edit is saved", async () => {
    const post = await created(ada, 3, ["one", "two", "three"], 100);
    const [one, two, three] = post.images;
    const res = await execute(
      server,
      EditImages,
      {
        input: {
          postId: post.id,
          images: [
            { imageId: three!.id },
            { imageId: one!.id, altText: "one, described anew" },
            { file: UPLOADED_FILE, altText: "a new one" },
          ],
        },
      },
      { token: ada.token, files: { "input.images.2.file": await picture(110) } },
    );
    const result = res.data!.updatePost!;
    if (result.__typename !== "UpdatePostPayload") throw new Error(JSON.stringify(res));
    const images = result.post.images;
    expect(images.map((image) => [image.position, image.altText])).toEqual([
      [0, "three"],
      [1, "one, described anew"],
      [2, "a new one"],
    ]);
    expect(images.slice(0, 2).map((image) => image.id)).toEqual([three!.id, one!.id]);
    expect(fs.existsSync(fileOf(two!.url))).toBe(false); // removed: nothing else used it
    for (const image of images) expect(fs.existsSync(fileOf(image.url))).toBe(true);
  });

  it("leaves the images as they are when the edit gives none", async () => {
    const post = await created(ada, 2, ["x", "y"], 120);
    const res = await execute(
      server,
      EditImages,
      { input: { postId: post.id, caption: "Captioned anew" } },
      { token: ada.token },
    );
    expect(res.data!.updatePost).toMatchObject({ post: { caption: "Captioned anew", images: post.images } });
  });

  it("refuses another post's image, one kept twice, 11 images or none, changing nothing", async () => {
    const post = await created(ada, 2, ["x", "y"], 130);
    const other = await created(ada, 1, [], 140);
    const [first, second] = post.images;
    const attempts = [
      {
        images: [{ imageId: first!.id }, { imageId: other.images[0]!.id }],
        field: "images.1.imageId",
        code: "POST_IMAGE_UNKNOWN",
      },
      {
        images: [{ imageId: first!.id }, { imageId: first!.id }],
        field: "images.1.imageId",
        code: "POST_IMAGE_UNKNOWN",
      },
      { images: [{ imageId: "not-an-id" }], field: "images.0.imageId", code: "POST_IMAGE_UNKNOWN" },
      { images: Array.from({ length: 11 }, () => ({ imageId: first!.id })), field: "images", code: "TOO_MANY_IMAGES" },
      { images: [], field: "images", code: "IMAGE_REQUIRED" },
      { images: [{}], field: "images.0.file", code: "IMAGE_REQUIRED" },
      {
        images: [{ imageId: second!.id, altText: "z".repeat(1501) }],
        field: "images.0.altText",
        code: "ALT_TEXT_TOO_LONG",
      },
    ];
    for (const attempt of attempts) {
      const res = await execute(
        server,
        EditImages,
        { input: { postId: post.id, caption: "changed?", images: attempt.images } },
        { token: ada.token },
      );
      expect(res.data!.updatePost, attempt.code).toMatchObject({
        __typename: "ValidationError",
        fieldErrors: [{ field: attempt.field, code: attempt.code }],
      });
    }
    const read = await execute(server, PostImages, { id: post.databaseId }, {});
    expect(read.data!.post!.images).toEqual(post.images);
  });

  it("refuses someone else's post", async () => {
    const post = await created(ada, 1, [], 150);
    const res = await execute(
      server,
      EditImages,
      { input: { postId: post.id, images: [{ imageId: post.images[0]!.id, altText: "mine now" }] } },
      { token: bob.token },
    );
    expect(res.data!.updatePost).toMatchObject({ __typename: "ForbiddenError", code: "CANNOT_EDIT_POST" });
  });
});

describe("deleting a post", () => {
  it("removes every image nothing else uses, and keeps one another post shows", async () => {
    const shared = await createPost(server, bob, "shares the image", "a,b", "#123456");
    const post = await created(bob, 2, [], 160);
    // the second post also shows the first's image
    await server.prisma.postImage.create({
      data: {
        postId: shared.id,
        position: 1,
        mediaId: (await server.prisma.postImage.findFirstOrThrow({ where: { postId: post.databaseId, position: 0 } }))
          .mediaId,
      },
    });
    const res = await execute(
      server,
      graphql(`mutation DeleteWithImages($input: DeletePostInput!) { deletePost(input: $input) { __typename } }`),
      { input: { postId: post.id } },
      { token: bob.token },
    );
    expect(res.data!.deletePost!.__typename).toBe("DeletePostPayload");
    expect(fs.existsSync(fileOf(post.images[0]!.url))).toBe(true);
    expect(fs.existsSync(fileOf(post.images[1]!.url))).toBe(false);
  });
});
