// What one uploader's images may cost everyone else: their pixels (frames counted) are charged to
// a budget per minute before any decoding, an animation of more frames than a post needs is
// refused from its header, and the node's image slots are taken in turns, image by image, so a
// flood of uploads from a few accounts delays another account's upload but does not refuse it
// (eight accounts posting ten 16-megapixel GIFs a minute kept every slot busy, and everyone
// else's uploads were refused for the whole minute).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { IMAGE_SLOTS } from "../../src/domain/uploads.ts";
import type { InspectedUpload } from "../../src/media/media-store.ts";
import { MAX_ANIMATION_FRAMES } from "../../src/media/prepare-image.ts";
import { createUsers, type TestUser } from "../support/fixtures.ts";
import { eventually } from "../support/eventually.ts";
import { execute, UPLOADED_FILE } from "../support/graphql-client.ts";
import { pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { CreatePost } from "../graphql/social-operations.ts";
import { animatedGif } from "./sample-images.ts";

/** Megapixels each uploader may have decoded a minute, here. */
const MEGAPIXELS_PER_MINUTE = 2;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ UPLOAD_MEGAPIXELS_PER_MINUTE: String(MEGAPIXELS_PER_MINUTE) });
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const post = (user: TestUser, images: Buffer[]) =>
  server.domain.posts.create(user.viewer, {
    caption: "fair share",
    tags: "fair,share",
    images: images.map((bytes) => ({ file: [bytes] })),
  });

const graphQLPost = (user: TestUser, content: Buffer, type = "image/png") =>
  execute(
    server,
    CreatePost,
    { input: { caption: "budgeted", tags: ["pixels", "budget"], image: UPLOADED_FILE } },
    { token: user.token, files: { "input.image": { content, name: "image", type } } },
  );

const remainingMegapixels = async (user: TestUser) =>
  (await server.domain.remainingBudgets.of(user.viewer, "local")).find((budget) => budget.name === "uploadPixels")!
    .remaining;

describe("the node's image slots", () => {
  it("are taken in turns: a flood from a few accounts delays another account's upload, never refuses it", async () => {
    const users = await createUsers(server, IMAGE_SLOTS + 1);
    const flooders = users.slice(0, IMAGE_SLOTS);
    const other = users.at(-1)!;
    // each flooder posts two images; every one of theirs is held in its decoding until released
    const floodImages = await Promise.all(
      flooders.map((_, i) => Promise.all([1, 2].map((k) => pngImage(40 + i, 30 + k, "#aa3355")))),
    );
    const otherImage = await pngImage(64, 48, "#228844");
    const labelOf = (upload: InspectedUpload) => {
      if (upload.bytes.equals(otherImage)) return "other";
      const i = floodImages.findIndex((images) => images.some((image) => image.equals(upload.bytes)));
      return `flooder ${i}, image ${floodImages[i]!.findIndex((image) => image.equals(upload.bytes)) + 1}`;
    };
    const decodeForReal = server.media.decode.bind(server.media);
    const started: string[] = [];
    const held = new Map<string, () => void>();
    vi.spyOn(server.media, "decode").mockImplementation(async (upload) => {
      const label = labelOf(upload);
      started.push(label);
      if (label !== "other") await new Promise<void>((resolve) => held.set(label, resolve));
      return decodeForReal(upload);
    });

    const flood = flooders.map((user, i) => post(user, floodImages[i]!));
    await eventually(() => expect(held.size).toBe(IMAGE_SLOTS));
    const others = post(other, [otherImage]);
    await eventually(() => expect(server.domain.uploads.imagesWaiting).toBe(1));
    // one flooder's first image done: the slot goes to the upload waiting, not to that flooder's next image
    held.get("flooder 0, image 1")!();
    await expect(others).resolves.toMatchObject({ authorId: other.id });
    expect(started.indexOf("other")).toBeLessThan(started.indexOf("flooder 0, image 2"));

    // the rest of the flood goes through as its images are let go
    const releaseAll = () => held.forEach((release) => release());
    await eventually(() => {
      releaseAll();
      expect(started).toHaveLength(2 * IMAGE_SLOTS + 1);
    });
    releaseAll();
    expect(await Promise.all(flood)).toHaveLength(IMAGE_SLOTS);
  });
});

describe("the pixel budget", () => {
  it(`charges an uploader's pixels before decoding, ${MEGAPIXELS_PER_MINUTE} megapixels a minute, and refuses past it clearly`, async () => {
    const [me, other] = await createUsers(server, 2);
    const decoded = vi.spyOn(server.media, "decode");
    // 1.2 megapixels: charged 2, the whole budget
    expect((await graphQLPost(me!, await pngImage(1200, 1000))).data!.createPost!.__typename).toBe("CreatePostPayload");
    expect(await remainingMegapixels(me!)).toBe(0);
    decoded.mockClear();

    const refused = await graphQLPost(me!, await pngImage(64, 48));
    expect(refused.errors).toMatchObject([
      {
        message: expect.stringMatching(
          new RegExp(
            `^Too many image pixels this minute \\(at most ${MEGAPIXELS_PER_MINUTE} megapixels a minute, animation frames counted\\)\\. Try again in (\\d+ seconds?|1 minute)\\.$`,
          ),
        ),
        extensions: { code: "TOO_MANY_REQUESTS", retryAfter: expect.any(Number) },
      },
    ]);
    expect(decoded).not.toHaveBeenCalled();
    // the refused post spent nothing of the write budget, and another uploader's budget is theirs
    const writes = (await server.domain.remainingBudgets.of(me!.viewer, "local")).find((b) => b.name === "writes");
    expect(writes!.remaining).toBe(server.config.writeRateLimitPerMinute - 1);
    // an upload larger than the whole budget takes it all, in a minute of its own
    expect((await graphQLPost(other!, await pngImage(2000, 1500))).data!.createPost!.__typename).toBe(
      "CreatePostPayload",
    );
    expect(await remainingMegapixels(other!)).toBe(0);
  });

  it(`refuses an animation of more than ${MAX_ANIMATION_FRAMES} frames from its header: nothing decoded, nothing charged`, async () => {
    const [me] = await createUsers(server, 1);
    const decoded = vi.spyOn(server.media, "decode");
    // 2,000 frames of 8x8: 0.13 megapixels in all, yet thousands of frames to decode and encode
    const gif = await animatedGif(2_000, 8, 8);
    const answer = await graphQLPost(me!, gif, "image/gif");
    expect(answer.data!.createPost).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [
        {
          field: "image",
          code: "IMAGE_TOO_MANY_FRAMES",
          message: `image must have at most ${MAX_ANIMATION_FRAMES} frames.`,
        },
      ],
    });
    expect(decoded).not.toHaveBeenCalled();
    expect(await remainingMegapixels(me!)).toBe(MEGAPIXELS_PER_MINUTE);
  });
});
