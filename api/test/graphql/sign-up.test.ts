import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import { filesUnder } from "../support/files.ts";
import { jpegImage, pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { SignUp } from "./auth-operations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ MAX_UPLOAD_BYTES: String(64 * 1024) });
});
afterAll(() => server.close());

const uploads = () => filesUnder(path.join(server.config.dataDir, "uploads"));
const input = (overrides: Partial<Record<"name" | "username" | "email" | "password", string>> = {}) => ({
  name: "Ada Lovelace",
  username: `ada_${Math.random().toString(36).slice(2, 8)}`,
  email: `ada.${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: "correct horse",
  ...overrides,
});

describe("signUp", () => {
  it("creates the account with generated default images when none are uploaded", async () => {
    const res = await execute(server, SignUp, { input: input({ email: "  Ada.Mixed@Example.COM " }) });
    const result = res.data!.signUp;
    if (result!.__typename !== "SignUpPayload") throw new Error(`unexpected ${result!.__typename}`);
    expect(result!.token.split(".")).toHaveLength(3);
    expect(result!.viewer).toMatchObject({ name: "Ada Lovelace", bio: "", email: "ada.mixed@example.com" });
    expect(result!.viewer.profileImage).toMatchObject({ width: 256, height: 256 });
    expect(result!.viewer.profileImage.url).toMatch(/^http:\/\/skysocial\.test\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(result!.viewer.coverImage.url).not.toBe(result!.viewer.profileImage.url);
    const image = await server.app.inject({ url: new URL(result!.viewer.profileImage.url).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toContain("immutable");
  });

  it("stores uploaded profile and cover images, re-encoded", async () => {
    const res = await execute(
      server,
      SignUp,
      { input: { ...input(), profileImage: null, coverImage: null } },
      {
        files: {
          "input.profileImage": { content: await pngImage(300, 200), name: "me.png", type: "image/png" },
          // declared type and name lie: the bytes decide
          "input.coverImage": { content: await jpegImage(400, 100), name: "cover.gif", type: "text/plain" },
        },
      },
    );
    const result = res.data!.signUp;
    if (result!.__typename !== "SignUpPayload") throw new Error(JSON.stringify(res));
    expect(result!.viewer.profileImage).toMatchObject({ width: 300, height: 200 });
    expect(result!.viewer.coverImage).toMatchObject({ width: 400, height: 100 });
    const stored = await server.app.inject({ url: new URL(result!.viewer.coverImage.url).pathname });
    expect((await sharp(stored.rawPayload).metadata()).format).toBe("webp");
  });

  it("reports every invalid field, by code and naming the field, and creates nothing", async () => {
    const before = await server.prisma.user.count();
    const res = await execute(server, SignUp, {
      input: { name: "A", username: "b", email: "not-an-email", password: "short" },
    });
    expect(res.data!.signUp).toEqual({
      __typename: "ValidationError",
      code: "NAME_TOO_SHORT",
      message: "name must be at least 2 characters.",
      fieldErrors: [
        { field: "name", code: "NAME_TOO_SHORT", message: "name must be at least 2 characters." },
        { field: "username", code: "USERNAME_TOO_SHORT", message: "username must be at least 2 characters." },
        { field: "email", code: "EMAIL_INVALID", message: "email must be a valid email address." },
        { field: "password", code: "PASSWORD_TOO_SHORT", message: "password must be at least 12 characters." },
      ],
    });
    expect(await server.prisma.user.count()).toBe(before);
  });

  it("refuses a username or email already taken, ignoring case", async () => {
    const first = input();
    await execute(server, SignUp, { input: first });
    const res = await execute(server, SignUp, {
      input: input({ username: first.username.toUpperCase(), email: first.email.toUpperCase() }),
    });
    expect(res.data!.signUp).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [
        { field: "username", code: "USERNAME_TAKEN", message: "username is already taken by another account." },
        { field: "email", code: "EMAIL_TAKEN", message: "email already belongs to another account." },
      ],
    });
  });

  it("keeps one account when the same sign-up races itself", async () => {
    const same = input();
    const results = await Promise.all([1, 2, 3].map(() => execute(server, SignUp, { input: same })));
    expect(results.map((r) => r.data?.signUp!.__typename).sort()).toEqual([
      "SignUpPayload",
      "ValidationError",
      "ValidationError",
    ]);
    expect(await server.prisma.user.count({ where: { email: same.email } })).toBe(1);
  });

  it("rejects a file that is not an image and writes nothing", async () => {
    const users = await server.prisma.user.count();
    const files = uploads().length;
    const res = await execute(
      server,
      SignUp,
      { input: { ...input(), profileImage: null } },
      {
        files: {
          "input.profileImage": {
            content: Buffer.from("#!/bin/sh\necho not an image\n"),
            name: "evil.png",
            type: "image/png",
          },
        },
      },
    );
    expect(res.data!.signUp).toEqual({
      __typename: "ValidationError",
      code: "NOT_AN_IMAGE",
      message: "profileImage must be a JPEG, PNG, WebP, GIF or AVIF image.",
      fieldErrors: [
        {
          field: "profileImage",
          code: "NOT_AN_IMAGE",
          message: "profileImage must be a JPEG, PNG, WebP, GIF or AVIF image.",
        },
      ],
    });
    expect(await server.prisma.user.count()).toBe(users);
    expect(uploads()).toHaveLength(files);
  });

  it("rejects an upload over MAX_UPLOAD_BYTES and writes nothing", async () => {
    const users = await server.prisma.user.count();
    const files = uploads().length;
    const noise = await sharp(
      Buffer.from(Array.from({ length: 300 * 300 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 300, height: 300, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(64 * 1024);
    const res = await execute(
      server,
      SignUp,
      { input: { ...input(), coverImage: null } },
      { files: { "input.coverImage": { content: noise, name: "big.png", type: "image/png" } } },
    );
    expect(res.data?.signUp).toBeUndefined();
    expect(res.errors?.[0]?.message).toMatch(/size limit/i);
    expect(await server.prisma.user.count()).toBe(users);
    expect(uploads()).toHaveLength(files);
  });

  it("refuses multipart requests without the CSRF header", async () => {
    const res = await execute(
      server,
      SignUp,
      { input: { ...input(), profileImage: null } },
      { csrf: false, files: { "input.profileImage": { content: await pngImage(), name: "a.png" } } },
    );
    expect(res.status).toBe(403);
  });
});
