// A media store that accepts connections and never answers (issue 38.3): uploads waited 150 s,
// each holding a database transaction, until 12 of them had the node's whole pool and a 13th
// user's plain feed failed. Now the store calls made inside a transaction are capped per node
// (those past the cap are refused at once) and each ends by its deadline, tried once: the
// answer is MEDIA_STORE_UNAVAILABLE, and reading goes on meanwhile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUsers, type TestUser } from "../support/fixtures.ts";
import { startFreezableProxy, type FreezableProxy } from "../support/freezable-proxy.ts";
import { eventually } from "../support/eventually.ts";
import { pngImage } from "../support/images.ts";
import { S3Server } from "../support/s3-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { STORING_IN_TRANSACTIONS_MAX } from "../../src/media/media-store.ts";

const UPLOADERS = 12;

let s3: S3Server;
let proxy: FreezableProxy;
let server: TestServer;
let reader: TestUser;
let uploaders: TestUser[];

beforeAll(async () => {
  s3 = await S3Server.start();
  // the store, behind a proxy that can stop answering while still accepting connections
  proxy = await startFreezableProxy({ host: "127.0.0.1", port: s3.port });
  server = await createTestServer({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${proxy.port}` });
  [reader, ...uploaders] = (await createUsers(server, UPLOADERS + 1)) as [TestUser, ...TestUser[]];
});
afterAll(async () => {
  proxy?.thaw();
  await server?.close();
  await proxy?.close();
  await s3?.remove();
});

const feed = () =>
  server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { authorization: `Bearer ${reader.token}`, "content-type": "application/json" },
    payload: { query: "{ feed(first: 5) { edges { node { id } } } }" },
  });

// PostgreSQL: its pool is what a hung store used to take (PGlite has one connection, which every
// request shares in turn whatever the store does)
describe.skipIf(!process.env.TEST_DATABASE_URL)("a media store that accepts connections and never answers", () => {
  it("fails uploads with MEDIA_STORE_UNAVAILABLE within their deadline, and the feed answers meanwhile", async () => {
    const posts = await server.prisma.post.count();
    proxy.freeze();
    const uploads = uploaders.map(async (uploader, i) => {
      const image = await pngImage(30 + i, 30, "#224466");
      return server.domain.posts.create(uploader.viewer, { caption: `Upload ${i}`, tags: "a,b", image: [image] }).then(
        () => "stored",
        (error: unknown) => error,
      );
    });

    // while uploads wait on the hung store, a plain read still gets a pooled connection
    await eventually(() => expect(server.media.storingNow).toBeGreaterThan(0));
    const during = await feed();
    expect(during.statusCode).toBe(200);
    expect(during.json()).toMatchObject({ data: { feed: { edges: expect.any(Array) } } });
    expect(server.media.storingNow).toBeLessThanOrEqual(STORING_IN_TRANSACTIONS_MAX);

    // the waiting ones fail by their deadline rather than the store client's retries
    for (const outcome of await Promise.all(uploads))
      expect(outcome).toMatchObject({ code: "SERVICE_UNAVAILABLE", reason: "MEDIA_STORE_UNAVAILABLE" });
    expect(await server.prisma.post.count()).toBe(posts);
  });
});
