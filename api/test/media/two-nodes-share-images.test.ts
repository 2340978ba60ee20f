// Two nodes with data folders of their own and one bucket: an image uploaded through one is
// served by the other, and neither keeps it on its disk. With PostgreSQL (TEST_DATABASE_URL) they
// share the database too, as a deployment does, and the second also shows the post.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { pngImage } from "../support/images.ts";
import { S3Server } from "../support/s3-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let s3: S3Server;
let node1: TestServer;
let node2: TestServer;
let ada: TestUser;

beforeAll(async () => {
  s3 = await S3Server.start();
  node1 = await createTestServer(s3.env);
  node2 = await createTestServer({
    ...s3.env,
    ...(process.env.TEST_DATABASE_URL && { DATABASE_URL: node1.config.databaseUrl }),
  });
  ada = await createUser(node1);
});
afterAll(async () => {
  await node2?.close();
  await node1?.close();
  await s3?.remove();
});

it("serves through node 2 the image uploaded through node 1", async () => {
  expect(node2.config.dataDir).not.toBe(node1.config.dataDir);
  const post = await node1.domain.posts.create(ada.viewer, {
    caption: "Shared",
    tags: "a,b",
    image: [await pngImage(48, 32, "#884422")],
  });
  const { media } = await node1.prisma.postImage.findFirstOrThrow({
    where: { postId: post.id },
    include: { media: true },
  });
  const url = node1.domain.imageUrl(media);
  const fromNode1 = await node1.app.inject({ method: "GET", url: new URL(url).pathname });
  const fromNode2 = await node2.app.inject({ method: "GET", url: new URL(url).pathname });
  expect(fromNode2.statusCode).toBe(200);
  expect(fromNode2.headers["content-type"]).toBe("image/webp");
  expect(fromNode2.rawPayload.equals(fromNode1.rawPayload)).toBe(true);
  for (const node of [node1, node2]) expect(fs.existsSync(path.join(node.config.dataDir, "uploads"))).toBe(false);
  if (process.env.TEST_DATABASE_URL) expect((await node2.domain.posts.get(post.id)).caption).toBe("Shared");
});
