// POST /api/v1/posts (#15) and DELETE /api/v1/posts/:postId (#16): create from v1's multipart
// form; only the author deletes, and the post's comments, likes, saves and notifications go too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { bearer, callV1, createPost, multipart, pathOf, signUp, type FilePart, type SignedUp } from "./v1-client.ts";

let server: TestServer;
let author: SignedUp;
let other: SignedUp;
let image: FilePart;

beforeAll(async () => {
  server = await createTestServer();
  [author, other] = await Promise.all([signUp(server), signUp(server)]);
  image = { content: await pngImage(120, 90, "#118833"), name: "photo.png", type: "image/png" };
});
afterAll(() => server.close());

async function createV1Post(fields: Record<string, string>, files: Record<string, FilePart> = { image }) {
  const form = await multipart(fields, files);
  return server.app.inject({
    method: "POST",
    url: "/api/v1/posts",
    payload: form.payload,
    headers: { ...form.headers, ...bearer(author.token) },
  });
}

describe("POST /posts", () => {
  it("creates the post: 201 with its author embedded, tags in order, and an image the browser can load", async () => {
    // the bio's #words are no tags for v1 clients
    const response = await createV1Post({ bio: "Sunset at the #lake #calm", tags: "sunset,lake,nature" });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: "success",
      post: {
        _id: expect.any(String),
        id: body.post._id,
        bio: "Sunset at the #lake #calm",
        image: expect.stringMatching(/^http:\/\/skysocial\.test\/uploads\//),
        tags: ["sunset", "lake", "nature"],
        user: { _id: author.id, id: author.id, username: author.account.username, profile_image: expect.any(String) },
        createdAt: expect.any(String),
        __v: 0,
      },
    });
    expect((await server.app.inject({ method: "GET", url: pathOf(server, body.post.image) })).statusCode).toBe(200);
    expect(await server.prisma.post.count({ where: { id: body.post._id, authorId: author.id } })).toBe(1);
  });

  it("refuses a post without an image: 400 'Image is required', whatever else is missing", async () => {
    const forms: Record<string, string>[] = [{ bio: "no image", tags: "a,b" }, {}];
    for (const fields of forms) {
      const response = await createV1Post(fields, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: "failed", message: "Image is required" });
    }
  });

  it.each([
    ["no bio", { tags: "a,b" }, "Bio is required"],
    [
      "tags without a comma (v1's rule, which v1 clients keep)",
      { bio: "x", tags: "single" },
      "please put tags comma-separated like placeholder",
    ],
    [
      "no tags, even with #hashtags in the bio (the new client's rule is not v1's)",
      { bio: "Evening #sunset #lake" },
      "please put tags comma-separated like placeholder",
    ],
  ])("refuses %s: 400 with the domain's message", async (_case, fields, message) => {
    const response = await createV1Post(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: "failed", message });
  });

  it("refuses a file that is not an image: 400", async () => {
    const response = await createV1Post(
      { bio: "x", tags: "a,b" },
      { image: { content: Buffer.from("not an image"), name: "x.png", type: "image/png" } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: "failed", message: expect.any(String) });
  });
});

describe("DELETE /posts/:postId", () => {
  it("refuses someone else's post with 403 and keeps it", async () => {
    const post = await createPost(server, author.id);

    const response = await callV1(server, other.token, "DELETE", `/posts/${post.id}`);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: "failed", message: expect.any(String) });
    expect(await server.prisma.post.count({ where: { id: post.id } })).toBe(1);
  });

  it("lets the author delete it with its comments, likes, saves and notifications; then it is 404", async () => {
    const created = (await createV1Post({ bio: "doomed", tags: "a,b" })).json().post;
    const url = `/posts/${created._id}`;
    expect((await callV1(server, other.token, "POST", `${url}/like`, {})).statusCode).toBe(200);
    expect((await callV1(server, other.token, "POST", `${url}/save`, {})).statusCode).toBe(200);
    expect((await callV1(server, other.token, "POST", `${url}/comments`, { message: "bye" })).statusCode).toBe(201);
    const onPost = { where: { postId: created._id } };
    expect(await server.prisma.notification.count(onPost)).toBe(2);

    const response = await callV1(server, author.token, "DELETE", url);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "success", message: "Post deleted successfully" });
    expect(await server.prisma.post.count({ where: { id: created._id } })).toBe(0);
    expect(await server.prisma.comment.count(onPost)).toBe(0);
    expect(await server.prisma.like.count(onPost)).toBe(0);
    expect(await server.prisma.save.count(onPost)).toBe(0);
    expect(await server.prisma.notification.count(onPost)).toBe(0);

    const again = await callV1(server, author.token, "DELETE", url);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: "failed", message: "Post not found" });
  });

  it("answers 400 JSON for a malformed id (v1's 24-hex form included), after the token check", async () => {
    const response = await callV1(server, author.token, "DELETE", "/posts/65f1c0ffee0000000000beef");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: "failed", message: "Invalid post id." });

    const anonymous = await server.app.inject({ method: "DELETE", url: "/api/v1/posts/65f1c0ffee0000000000beef" });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toEqual({ status: "failed", message: "please check , user is not logged in" });
  });
});
