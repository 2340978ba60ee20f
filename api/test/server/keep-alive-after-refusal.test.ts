// An upload refused while it is still arriving (over MAX_UPLOAD_BYTES) must not cost the client
// its keep-alive connection: the refusal answers at once, and the next request on the same
// connection (Node's http agent reuses it) is answered too. Before, the rest of the body stayed
// unread on the connection and the next request got no answer until the keep-alive timeout (72 s).
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { bearer, multipart, newAccount, signUp, type SignedUp } from "../rest/v1-client.ts";

const MAX_UPLOAD_BYTES = 64 * 1024;
/** what the server reads and throws away after a refusal (app.ts): two images at the limit and 1 MiB of fields */
const DISCARDED_AT_MOST = 2 * MAX_UPLOAD_BYTES + 1024 * 1024;
/** Generous: answered in milliseconds; without the fix, not before the 72 s keep-alive timeout. */
const ANSWER_WITHIN_MS = 15_000;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** sent on a connection an earlier request had used */
  reusedSocket: boolean;
}

let server: TestServer;
let origin: { host: string; port: number };
let user: SignedUp;
let agent: http.Agent;

beforeAll(async () => {
  server = await createTestServer({ MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) });
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  origin = { host: "127.0.0.1", port: (server.app.server.address() as AddressInfo).port };
  user = await signUp(server);
});
afterAll(() => server.close());
// one connection at a time: the request after a refusal goes on the refused one's connection if it is kept
beforeEach(() => {
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});
afterEach(() => agent.destroy());

/** `chunked`: the body's length is not declared up front */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
  chunked = false,
): Promise<Answer> {
  // given the whole body, Node's client would declare its length itself
  const length = chunked ? { "transfer-encoding": "chunked" } : body ? { "content-length": String(body.length) } : {};
  return new Promise((resolve, reject) => {
    const request = http.request({ ...origin, method, path, agent, headers: { ...headers, ...length } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
          reusedSocket: request.reusedSocket,
        }),
      );
    });
    request.setTimeout(ANSWER_WITHIN_MS, () =>
      request.destroy(new Error(`${method} ${path}: no answer within ${ANSWER_WITHIN_MS} ms`)),
    );
    request.on("error", reject);
    request.end(body);
  });
}

const image = (bytes: number) => ({ content: crypto.randomBytes(bytes), name: "big.png", type: "image/png" });

async function v1Form(
  path: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1],
  token?: string,
  chunked = false,
) {
  const form = await multipart(fields, files);
  return send("POST", `/api/v1${path}`, { ...form.headers, ...(token ? bearer(token) : {}) }, form.payload, chunked);
}

async function graphqlCreatePost(imageBytes: number) {
  const form = new FormData();
  form.append(
    "operations",
    JSON.stringify({
      query: "mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename } }",
      variables: { input: { caption: "big", tags: ["a", "b"], image: null } },
    }),
  );
  form.append("map", JSON.stringify({ 0: ["variables.input.image"] }));
  form.append("0", new Blob([new Uint8Array(crypto.randomBytes(imageBytes))], { type: "image/png" }), "big.png");
  const encoded = new Request("http://local/graphql", { method: "POST", body: form });
  const headers = {
    "content-type": encoded.headers.get("content-type")!,
    "x-graphql-yoga-csrf": "1",
    ...bearer(user.token),
  };
  return send("POST", "/graphql", headers, Buffer.from(await encoded.arrayBuffer()));
}

const nextRequest = () => send("GET", "/api/v1/users", bearer(user.token));

describe("after an upload over the limit", () => {
  it("v1 post: answers 400 and then the next request on the same connection", async () => {
    const refused = await v1Form(
      "/posts",
      { bio: "too big", tags: "a,b" },
      { image: image(10 * MAX_UPLOAD_BYTES) },
      user.token,
    );
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual({ status: "failed", message: "Image must be at most 64 KB." });

    const next = await nextRequest();
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(true);
  });

  it("v1 sign-up, signed out: the same", async () => {
    const refused = await v1Form("/users/signup", { ...newAccount() }, { profile_image: image(10 * MAX_UPLOAD_BYTES) });
    expect(refused.status).toBe(400);
    const next = await nextRequest();
    expect([next.status, next.reusedSocket]).toEqual([200, true]);
  });

  it("GraphQL multipart: the same", async () => {
    const refused = await graphqlCreatePost(10 * MAX_UPLOAD_BYTES);
    expect(refused.status).toBe(413);
    const next = await nextRequest();
    expect([next.status, next.reusedSocket]).toEqual([200, true]);
  });

  it("closes the connection rather than read a body far over the limit (or of unknown length), and the next request goes on a new one", async () => {
    for (const refusal of [
      () => v1Form("/posts", { bio: "huge", tags: "a,b" }, { image: image(2 * DISCARDED_AT_MOST) }, user.token),
      () =>
        v1Form("/posts", { bio: "chunked", tags: "a,b" }, { image: image(10 * MAX_UPLOAD_BYTES) }, user.token, true),
      () => graphqlCreatePost(2 * DISCARDED_AT_MOST),
    ]) {
      const refused = await refusal();
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.headers.connection).toBe("close");
      const next = await nextRequest();
      expect([next.status, next.reusedSocket]).toEqual([200, false]);
    }
  });
});
