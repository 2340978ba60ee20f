// A bucket that is down: an upload fails with SERVICE_UNAVAILABLE (reason MEDIA_STORE_UNAVAILABLE)
// and nothing of its change reaches the database; pages still read (images through the node answer
// 503 meanwhile); /readyz says the media store does not answer (degraded, not down) until it is
// back. Deleting an account does not need it: the images it leaves are removed later.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { pngImage } from "../support/images.ts";
import { S3Server } from "../support/s3-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let s3: S3Server;
let server: TestServer;
let ada: TestUser;
let postId: string;

beforeAll(async () => {
  s3 = await S3Server.start();
  server = await createTestServer(s3.env);
  ada = await createUser(server);
  postId = (
    await server.domain.posts.create(ada.viewer, {
      caption: "Before the outage",
      tags: "a,b",
      image: [await pngImage(40, 30)],
    })
  ).id;
});
afterAll(async () => {
  await server?.close();
  await s3?.remove();
});

const readyz = async () => {
  const response = await server.app.inject({ method: "GET", url: "/readyz" });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

describe("with the bucket up", () => {
  it("/readyz says the media store answers", async () => {
    expect(await readyz()).toMatchObject({ status: 200, body: { status: "ready", mediaStore: true } });
  });
});

describe("with the bucket down", () => {
  beforeAll(() => s3.stop());
  afterAll(() => s3.resume());

  it("refuses a new post with an image, storing nothing", async () => {
    const [posts, media] = [await server.prisma.post.count(), await server.prisma.media.count()];
    const answer = await server.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { authorization: `Bearer ${ada.token}`, "content-type": "application/json" },
      payload: { query: 'mutation { updateProfile(input: { bio: "still me" }) { __typename } }' },
    });
    expect(answer.statusCode).toBe(200); // a change without an image still works
    await expect(
      server.domain.posts.create(ada.viewer, { caption: "During", tags: "a,b", image: [await pngImage(41, 30)] }),
    ).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      reason: "MEDIA_STORE_UNAVAILABLE",
      message: "Images cannot be stored right now. Please try again in a moment.",
    });
    expect([await server.prisma.post.count(), await server.prisma.media.count()]).toEqual([posts, media]);
  });

  it("answers a GraphQL upload with SERVICE_UNAVAILABLE, reason MEDIA_STORE_UNAVAILABLE", async () => {
    const before = await server.prisma.user.findUniqueOrThrow({ where: { id: ada.id } });
    const boundary = "----outage";
    const operations = JSON.stringify({
      query: "mutation ($file: File) { updateProfile(input: { profileImage: $file }) { __typename } }",
      variables: { file: null },
    });
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      await pngImage(42, 30),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await server.app.inject({
      method: "POST",
      url: "/graphql",
      headers: {
        authorization: `Bearer ${ada.token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "x-graphql-yoga-csrf": "1",
      },
      payload: body,
    });
    const errors = (answer.json() as { errors?: { message: string; extensions: unknown }[] }).errors;
    expect(errors?.[0]).toEqual({
      message: "Images cannot be stored right now. Please try again in a moment.",
      locations: expect.anything(),
      path: ["updateProfile"],
      extensions: { code: "SERVICE_UNAVAILABLE", reason: "MEDIA_STORE_UNAVAILABLE" },
    });
    const after = await server.prisma.user.findUniqueOrThrow({ where: { id: ada.id } });
    expect(after.profileImageId).toBe(before.profileImageId);
  });

  it("still reads existing pages", async () => {
    const answer = await server.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: {
        query: `{ post(id: "${Buffer.from(`Post:${postId}`).toString("base64")}") { caption images { url } } }`,
      },
    });
    expect(answer.json()).toMatchObject({
      data: {
        post: {
          caption: "Before the outage",
          images: [{ url: expect.stringMatching(/\/uploads\/[0-9a-f]{64}\.webp$/) }],
        },
      },
    });
  });

  it("answers 503 for an image served through the node, to be asked again later", async () => {
    const { media } = await server.prisma.postImage.findFirstOrThrow({ where: { postId }, include: { media: true } });
    const image = await server.app.inject({ method: "GET", url: new URL(server.media.url(media)).pathname });
    expect(image.statusCode).toBe(503);
    expect(image.headers["retry-after"]).toBe("5");
    expect(image.headers["cache-control"]).toBeUndefined();
  });

  it("/readyz says the media store does not answer, still 200 (degraded)", async () => {
    expect(await readyz()).toMatchObject({
      status: 200,
      body: { status: "degraded", database: true, mediaStore: false, degraded: ["mediaStore"] },
    });
  });
});

describe("with the bucket back", () => {
  it("stores images again, and /readyz is ready", async () => {
    await server.domain.posts.create(ada.viewer, { caption: "After", tags: "a,b", image: [await pngImage(43, 30)] });
    expect(await readyz()).toMatchObject({ status: 200, body: { status: "ready", mediaStore: true } });
  });
});

describe("deleting an account", () => {
  const deleteAccount = (user: TestUser) =>
    server.domain.accountDeletion.delete(
      {
        viewer: user.viewer,
        credential: "LOG_IN",
        scope: "READ_WRITE",
        tokenVersion: 0,
        tokenId: crypto.randomUUID(),
        expiresAt: null,
      },
      { password: TEST_PASSWORD, username: user.username },
    );

  it("works with the bucket down: its stand-in shows the stored stand-in images, and its images go once the bucket is back", async () => {
    const [early, leaving, friend] = await Promise.all([createUser(server), createUser(server), createUser(server)]);
    // an earlier deletion with a conversation to hand over stored the stand-in images
    await server.domain.messages.send(early.viewer, friend.id, "Bye");
    await deleteAccount(early);
    await server.domain.messages.send(leaving.viewer, friend.id, "Me too");
    const post = await server.domain.posts.create(leaving.viewer, {
      caption: "Leaving",
      tags: "a,b",
      image: [await pngImage(44, 30)],
    });
    const { media } = await server.prisma.postImage.findFirstOrThrow({
      where: { postId: post.id },
      include: { media: true },
    });
    const imageUrl = new URL(server.domain.imageUrl(media)).pathname;

    await s3.stop();
    try {
      await deleteAccount(leaving);
      expect(await server.prisma.user.count({ where: { id: leaving.id } })).toBe(0);
      const standIns = await server.prisma.user.findMany({
        where: { deletedAt: { not: null } },
        select: { profileImageId: true, coverImageId: true },
      });
      expect(standIns).toHaveLength(2);
      expect(standIns[1]).toEqual(standIns[0]);
    } finally {
      await s3.resume();
    }
    // the post's image could not be removed with the bucket down: it is, on the next try
    expect((await server.app.inject({ method: "GET", url: imageUrl })).statusCode).toBe(200);
    expect(await server.media.releaseLeftovers(server.prisma)).toBeGreaterThanOrEqual(1);
    expect((await server.app.inject({ method: "GET", url: imageUrl })).statusCode).toBe(404);
  });
});
