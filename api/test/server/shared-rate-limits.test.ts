// Two api nodes sharing one PostgreSQL database and one Redis, as behind a load balancer: the
// log-in and sign-up budget per client, the write budget per user, the search budget, the upload
// pixel budget and the log-in throttle are each ONE budget for the deployment, not one per node.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { InvalidCredentialsError, TooManyRequestsError } from "../../src/domain/errors.ts";
import { LikePost } from "../graphql/social-operations.ts";
import { callV1, createPost } from "../rest/v1-client.ts";
import { execute } from "../support/graphql-client.ts";
import { createUser, TEST_PASSWORD } from "../support/fixtures.ts";
import { pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

const REDIS_URL = process.env.REDIS_URL;
const AUTH_LIMIT = 5;
const WRITE_LIMIT = 3;
const SEARCH_LIMIT = 2;
const UPLOAD_MEGAPIXELS = 1;

describe.skipIf(!REDIS_URL || !process.env.TEST_DATABASE_URL)("two nodes", () => {
  let nodeA: TestServer;
  let nodeB: TestServer;

  let image: Buffer;
  beforeAll(async () => {
    image = await pngImage(64, 48);
    const limits = {
      REDIS_URL: REDIS_URL!,
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
      WRITE_RATE_LIMIT_PER_MINUTE: String(WRITE_LIMIT),
      SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCH_LIMIT),
      UPLOAD_MEGAPIXELS_PER_MINUTE: String(UPLOAD_MEGAPIXELS),
    };
    nodeA = await createTestServer(limits);
    nodeB = await createTestServer({ ...limits, DATABASE_URL: nodeA.config.databaseUrl });
  });
  afterAll(async () => {
    await nodeB?.close(); // first: nodeA owns the database and drops it
    await nodeA?.close();
  });

  const WRONG = { username: "nobody_at_all", password: "wrong password" };
  const v1LogIn = (node: TestServer, ip: string) =>
    node.app.inject({ method: "POST", url: "/api/v1/users/login", remoteAddress: ip, payload: WRONG });
  const graphQLLogIn = async (node: TestServer, ip: string) => {
    const response = await node.app.inject({
      method: "POST",
      url: "/graphql",
      remoteAddress: ip,
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
      payload: {
        query: `mutation { logIn(input: { username: "${WRONG.username}", password: "${WRONG.password}" }) { __typename } }`,
      },
    });
    const body = response.json<{
      data?: { logIn: { __typename: string } } | null;
      errors?: { extensions?: { code?: string } }[];
    }>();
    return body.errors?.[0]?.extensions?.code ?? body.data!.logIn.__typename;
  };

  it("allows a client AUTH_RATE_LIMIT_PER_MINUTE log-ins in all, whichever node and face they reach", async () => {
    const ip = "10.40.0.1";
    for (let i = 0; i < 3; i++) expect((await v1LogIn(nodeA, ip)).statusCode).toBe(400);
    expect(await graphQLLogIn(nodeB, ip)).toBe("InvalidCredentialsError");
    expect(await graphQLLogIn(nodeB, ip)).toBe("InvalidCredentialsError");

    // the sixth: refused on both nodes
    expect(await graphQLLogIn(nodeB, ip)).toBe("TOO_MANY_REQUESTS");
    const v1 = await v1LogIn(nodeA, ip);
    expect(v1.statusCode).toBe(429);
    expect(Number(v1.headers["retry-after"])).toBeGreaterThan(0);
    // another client still has its own budget
    expect((await v1LogIn(nodeB, "10.40.0.2")).statusCode).toBe(400);
  });

  it("allows a user WRITE_RATE_LIMIT_PER_MINUTE writes in all across nodes", async () => {
    const author = await createUser(nodeA);
    const fan = await createUser(nodeA);
    const posts: { id: string }[] = [];
    for (let i = 0; i < WRITE_LIMIT + 1; i++) posts.push(await createPost(nodeA, author.id));
    const like = (node: TestServer, i: number) =>
      execute(node, LikePost, { input: { postId: encodeGlobalID("Post", posts[i]!.id) } }, { token: fan.token });

    expect((await like(nodeA, 0)).errors).toBeUndefined();
    expect((await like(nodeB, 1)).errors).toBeUndefined();
    expect((await callV1(nodeA, fan.token, "POST", `/posts/${posts[2]!.id}/like`, {})).statusCode).toBe(200);
    expect((await callV1(nodeB, fan.token, "POST", `/posts/${posts[3]!.id}/like`, {})).statusCode).toBe(429);
    expect((await like(nodeA, 3)).errors).toEqual([
      expect.objectContaining({ extensions: { code: "TOO_MANY_REQUESTS", retryAfter: expect.any(Number) } }),
    ]);
    expect(await nodeA.prisma.like.count({ where: { userId: fan.id } })).toBe(WRITE_LIMIT);
  });

  it("counts a visitor's searches and an uploader's megapixels once across nodes", async () => {
    const search = (node: TestServer) => node.domain.postSearch.search(null, "10.40.0.4", "harbour", {});
    await expect(search(nodeA)).resolves.toMatchObject({ totalCount: 0 });
    await expect(search(nodeB)).resolves.toMatchObject({ totalCount: 0 });
    await expect(search(nodeA)).rejects.toBeInstanceOf(TooManyRequestsError);

    const uploader = await createUser(nodeA);
    const upload = (node: TestServer) =>
      node.domain.uploads.prepare(uploader.id, { image: [Buffer.from(image)] }).then((images) => images.image?.width);
    await expect(upload(nodeA)).resolves.toBe(64);
    await expect(upload(nodeB)).rejects.toBeInstanceOf(TooManyRequestsError);
  });

  it("throttles guessing one account's password after ten failures in all, and a success on either node clears it", async () => {
    const victim = await createUser(nodeA);
    const logIn = (node: TestServer, password: string) =>
      node.domain.accounts.logIn({ username: victim.username, password }, "10.40.0.3");
    for (let i = 0; i < 9; i++)
      await expect(logIn(i % 2 ? nodeA : nodeB, "wrong password")).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(logIn(nodeA, TEST_PASSWORD)).resolves.toMatchObject({ user: { id: victim.id } });

    for (let i = 0; i < 10; i++)
      await expect(logIn(i % 2 ? nodeA : nodeB, "wrong password")).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(logIn(nodeA, TEST_PASSWORD)).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(logIn(nodeB, TEST_PASSWORD)).rejects.toBeInstanceOf(TooManyRequestsError);
  });
});
