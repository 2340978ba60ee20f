// POST /api/v1/users/signup (#1): 201 with token, UserFull and the session cookie; 400
// {status:"error"} on any validation failure, and a rejected image leaves nothing behind.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesUnder } from "../support/files.ts";
import { jpegImage, pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { multipart, newAccount, noisyPng, pathOf, signUp, type FilePart } from "./v1-client.ts";

const MAX_UPLOAD_BYTES = 64 * 1024;
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) });
});
afterAll(() => server.close());

function postSignup(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  return multipart(fields, files).then((body) =>
    server.app.inject({ method: "POST", url: "/api/v1/users/signup", ...body }),
  );
}

const uploadsDir = () => path.join(server.config.dataDir, "uploads");

describe("signup", () => {
  it("creates the user with generated images: 201, UserFull, session cookie, no password", async () => {
    const account = newAccount({ username: "Sky_Walker" });
    const response = await postSignup({ ...account });

    expect(response.statusCode).toBe(201);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const body = response.json();
    expect(body).toEqual({
      status: "success",
      authToken: expect.any(String),
      result: {
        user: {
          _id: expect.any(String),
          id: body.result.user._id,
          name: account.name,
          username: "Sky_Walker",
          email: account.email,
          bio: "",
          profile_image: expect.stringMatching(/^http:\/\/skysocial\.test\/uploads\/[0-9a-f]{64}\.webp$/),
          cover_image: expect.stringMatching(/^http:\/\/skysocial\.test\/uploads\/[0-9a-f]{64}\.webp$/),
          createdAt: expect.any(String),
          __v: 0,
        },
      },
    });
    expect(new Date(body.result.user.createdAt).toISOString()).toBe(body.result.user.createdAt);
    expect(response.body).not.toMatch(/password/i);

    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toContain(`skysocial_session=${body.authToken}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/i); // PUBLIC_URL is http here
  });

  it("stores uploaded images and serves them from the absolute URLs it answers", async () => {
    const files = {
      profile_image: { content: await pngImage(), name: "me.png", type: "image/png" },
      cover_image: { content: await jpegImage(), name: "cover.jpg", type: "image/jpeg" },
    };
    const response = await postSignup({ ...newAccount() }, files);

    expect(response.statusCode).toBe(201);
    const { profile_image, cover_image } = response.json().result.user;
    expect(profile_image).not.toBe(cover_image);
    for (const url of [profile_image, cover_image]) {
      const image = await server.app.inject({ method: "GET", url: pathOf(server, url) });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
    }
  });

  it("answers the first validation message as a string with status error", async () => {
    const cases: [Partial<ReturnType<typeof newAccount>>, string][] = [
      [{ name: "A" }, "Name must be at least 2 characters."],
      [{ username: "a" }, "Username must be at least 2 characters."],
      [{ email: "not-an-email" }, "Please enter a valid email address."],
      [{ password: "elevenchars" }, "Password must be at least 12 characters."],
      [
        { password: "qwerty123456" },
        "This password is one of the most common ones, which attackers try first. Please choose another.",
      ],
    ];
    for (const [override, message] of cases) {
      const response = await postSignup({ ...newAccount(override) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: "error", message });
    }
  });

  it("refuses a missing field", async () => {
    const { name: _name, ...withoutName } = newAccount();
    const response = await postSignup(withoutName);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: "error", message: "Name must be at least 2 characters." });
  });

  it("refuses a taken username (case-insensitively) and a taken email", async () => {
    await signUp(server, newAccount({ username: "Taken_Name", email: "taken@example.test" }));

    const sameUsername = await postSignup({ ...newAccount({ username: "tAKEN_nAME" }) });
    expect(sameUsername.statusCode).toBe(400);
    expect(sameUsername.json()).toEqual({ status: "error", message: "Username is already taken." });

    const sameEmail = await postSignup({ ...newAccount({ email: "TAKEN@example.test" }) });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json()).toEqual({ status: "error", message: "An account with this email already exists." });

    expect(await server.prisma.user.count({ where: { usernameKey: "taken_name" } })).toBe(1);
  });

  describe("a rejected image writes nothing", () => {
    async function expectNothingWritten(files: Record<string, FilePart>, message: RegExp) {
      const account = newAccount();
      const filesBefore = filesUnder(uploadsDir());
      const mediaBefore = await server.prisma.media.count();

      const response = await postSignup({ ...account }, files);

      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.status).toBe("error");
      expect(body.message).toMatch(message);
      expect(await server.prisma.user.count({ where: { email: account.email } })).toBe(0);
      expect(await server.prisma.media.count()).toBe(mediaBefore);
      expect(filesUnder(uploadsDir())).toEqual(filesBefore);
    }

    it("a text file named .png", async () => {
      const fake = {
        content: Buffer.from("definitely not an image\n".repeat(20)),
        name: "photo.png",
        type: "image/png",
      };
      await expectNothingWritten({ profile_image: fake }, /Only JPEG, PNG, WebP, GIF or AVIF images are allowed/);
    });

    it("an image over the upload limit", async () => {
      const big = await noisyPng(256, 256);
      expect(big.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
      await expectNothingWritten(
        { cover_image: { content: big, name: "big.png", type: "image/png" } },
        /Image must be at most/,
      );
    });

    it("a good profile image followed by a bad cover image", async () => {
      await expectNothingWritten(
        {
          profile_image: { content: await pngImage(40, 40, "#00ff00"), name: "ok.png", type: "image/png" },
          cover_image: { content: Buffer.from("not an image at all"), name: "cover.gif", type: "image/gif" },
        },
        /Only JPEG, PNG, WebP, GIF or AVIF images are allowed/,
      );
    });
  });

  it("ignores an empty file input (no file chosen) and unknown file fields", async () => {
    const account = newAccount();
    // What a browser sends for a form's empty file input: a part with an empty file name.
    const boundary = "----v1-test-boundary";
    const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
    const payload =
      Object.entries(account)
        .map(([name, value]) => part(`Content-Disposition: form-data; name="${name}"`, value))
        .join("") +
      part(
        'Content-Disposition: form-data; name="profile_image"; filename=""\r\nContent-Type: application/octet-stream',
        "",
      ) +
      part(
        'Content-Disposition: form-data; name="something_else"; filename="x.txt"\r\nContent-Type: text/plain',
        "whatever",
      ) +
      `--${boundary}--\r\n`;
    const response = await server.app.inject({
      method: "POST",
      url: "/api/v1/users/signup",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().result.user.profile_image).toMatch(/\/uploads\//);
  });
});
