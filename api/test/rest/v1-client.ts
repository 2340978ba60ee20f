// Talks to the v1 REST shim the way a v1 client does (multipart forms, JSON, Bearer tokens),
// in-process through app.inject, and seeds the social graph directly through Prisma.
import crypto from "node:crypto";
import sharp from "sharp";
import { expect } from "vitest";
import type { TestServer } from "../support/test-server.ts";
import { TEST_PASSWORD } from "../support/fixtures.ts";
import { whenQuiet } from "../support/quiet.ts";

export interface FilePart {
  content: Buffer;
  name: string;
  type?: string;
}

/** A real multipart/form-data body, as a browser's FormData produces it. */
export async function multipart(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files))
    form.append(
      name,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  const request = new Request("http://local/", { method: "POST", body: form });
  return {
    headers: { "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Random pixels compress badly: a PNG of about width * height * 3 bytes. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export interface NewAccount {
  name: string;
  username: string;
  email: string;
  password: string;
}

export function newAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  const tag = crypto.randomBytes(4).toString("hex");
  return {
    name: `Tester ${tag}`,
    username: `tester_${tag}`,
    email: `tester.${tag}@example.test`,
    password: TEST_PASSWORD,
    ...overrides,
  };
}

export interface SignedUp {
  id: string;
  token: string;
  account: NewAccount;
}

/** Signs up through POST /api/v1/users/signup and fails loudly if that does not work. */
export async function signUp(
  server: TestServer,
  account = newAccount(),
  files: Record<string, FilePart> = {},
): Promise<SignedUp> {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/v1/users/signup",
    ...(await multipart({ ...account }, files)),
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ authToken: string; result: { user: { _id: string } } }>();
  return { id: body.result.user._id, token: body.authToken, account };
}

/** A post with its own (fake) stored image, tags in the given order. */
export async function createPost(
  server: TestServer,
  authorId: string,
  opts: { caption?: string; tags?: string[]; createdAt?: Date } = {},
) {
  const image = await server.prisma.media.create({
    data: { sha256: crypto.randomBytes(32).toString("hex"), mimeType: "image/webp", byteSize: 1, width: 1, height: 1 },
  });
  const post = await server.prisma.post.create({
    data: {
      authorId,
      images: { create: [{ position: 0, mediaId: image.id }] },
      caption: opts.caption ?? "a post",
      createdAt: opts.createdAt,
      tags: {
        create: (opts.tags ?? []).map((name, position) => ({
          position,
          tag: { connectOrCreate: { where: { name }, create: { name } } },
        })),
      },
    },
  });
  return { ...post, image };
}

/** The path of an absolute URL this server answered (its origin is PUBLIC_URL, not a real host). */
export function pathOf(server: TestServer, url: string): string {
  expect(url.startsWith(`${server.config.publicUrl}/`)).toBe(true);
  return url.slice(server.config.publicUrl.length);
}

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** A v1 client's call with its Bearer token; a `payload` object goes as JSON (the toggles send {}). */
export function callV1(server: TestServer, token: string, method: Method, path: string, payload?: object) {
  return server.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });
}

export function follow(server: TestServer, followerId: string, followeeId: string) {
  return server.prisma.follow.create({ data: { followerId, followeeId } });
}

/**
 * How many SQL statements `run` sends (the N+1 guard: a page of 1 and a page of 10 must cost the
 * same), or a write sends itself: the outbox relay's drain a write sets off starts in a later task
 * than the caller's continuation, so it is not counted. The node's pollers send theirs meanwhile (the turn clock's sweep
 * and the outbox relay's probe, each once a second; Prisma runs statements outside the caller's
 * async context, so they cannot be told apart by it): each try starts once the node has been quiet
 * for a moment, and the fewest of five tries counts. Three tries without the pause were not enough
 * on a loaded CI machine, where every try of one page took a probe.
 */
export async function statementsOf(server: TestServer, run: () => Promise<unknown>): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < 5; i++) {
    const before = await whenQuiet(server);
    await run();
    counts.push(server.db.statementCount - before);
  }
  return Math.min(...counts);
}

/**
 * How many SQL statements `run` and all it sets off send, until the node is quiet again: a
 * write's, and its events' publishing after it (the fewest of five tries, as statementsOf).
 */
export async function statementsWithFollowUps(server: TestServer, run: () => Promise<unknown>): Promise<number> {
  return statementsOf(server, async () => {
    await run();
    await whenQuiet(server);
  });
}
