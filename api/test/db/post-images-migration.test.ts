// Migration post_images on a database that already has posts: every post's one image becomes its
// first PostImage (position 0, no alt text), the images other rows share stay shared, and
// Post.imageId is gone. Applied to rows written with the schema as it was just before it.
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MIGRATIONS_DIR, openPglite } from "../../src/db/database.ts";
import { makePgliteAdapter } from "../../src/db/pglite-adapter.ts";
import { migrateDeploy } from "../../src/db/schema-engine.ts";
import { temporaryDirs } from "../support/temporary-dirs.ts";

const temporaryDir = temporaryDirs("skysocial-post-images-");
const MIGRATION = fs.readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith("_post_images"))!;

/** prisma/migrations as it was before post_images (and anything after it). */
function migrationsBefore(): string {
  const dir = temporaryDir();
  for (const name of fs.readdirSync(MIGRATIONS_DIR)) {
    if (name >= MIGRATION && !name.endsWith(".toml")) continue;
    fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name), { recursive: true });
  }
  return dir;
}

let pglite: PGlite;
beforeAll(async () => {
  pglite = await openPglite(undefined);
});
afterAll(() => pglite.close());

const ids = {
  author: "00000000-0000-4000-8000-000000000001",
  shared: "00000000-0000-4000-8000-0000000000a1",
  own: "00000000-0000-4000-8000-0000000000a2",
  posts: [
    "00000000-0000-4000-8000-0000000000b1",
    "00000000-0000-4000-8000-0000000000b2",
    "00000000-0000-4000-8000-0000000000b3",
  ],
};

it("moves every post's image into PostImage as its first image, and drops Post.imageId", async () => {
  const adapter = makePgliteAdapter(pglite);
  const before = await migrateDeploy(adapter, migrationsBefore());
  expect(before).not.toContain(MIGRATION);

  await pglite.exec(`
    INSERT INTO "Media" (id, sha256, "mimeType", "byteSize", width, height) VALUES
      ('${ids.shared}', '${"a".repeat(64)}', 'image/webp', 10, 640, 480),
      ('${ids.own}', '${"b".repeat(64)}', 'image/webp', 10, 300, 600);
    INSERT INTO "User" (id, name, username, "usernameKey", email, "passwordHash", "profileImageId", "updatedAt")
      VALUES ('${ids.author}', 'Ada', 'ada', 'ada', 'ada@example.com', 'x', '${ids.shared}', now());
    INSERT INTO "Post" (id, "authorId", "imageId", caption, "updatedAt") VALUES
      ('${ids.posts[0]}', '${ids.author}', '${ids.shared}', 'one', now()),
      ('${ids.posts[1]}', '${ids.author}', '${ids.shared}', 'two', now()),
      ('${ids.posts[2]}', '${ids.author}', '${ids.own}', 'three', now());`);

  expect(await migrateDeploy(adapter, MIGRATIONS_DIR)).toContain(MIGRATION);

  const moved = await pglite.query<{ postId: string; position: number; mediaId: string; altText: string }>(
    `SELECT "postId", position, "mediaId", "altText" FROM "PostImage" ORDER BY "postId"`,
  );
  expect(moved.rows).toEqual([
    { postId: ids.posts[0], position: 0, mediaId: ids.shared, altText: "" },
    { postId: ids.posts[1], position: 0, mediaId: ids.shared, altText: "" },
    { postId: ids.posts[2], position: 0, mediaId: ids.own, altText: "" },
  ]);
  const columns = await pglite.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'Post'`,
  );
  expect(columns.rows.map((row) => row.column_name)).not.toContain("imageId");

  // the moved rows hold the images as the post did: an image in use cannot be deleted, a post's deletion takes its rows
  await expect(pglite.exec(`DELETE FROM "Media" WHERE id = '${ids.own}'`)).rejects.toThrow(/foreign key/);
  await pglite.exec(`DELETE FROM "Post" WHERE id = '${ids.posts[2]}'`);
  expect((await pglite.query(`SELECT 1 FROM "PostImage" WHERE "postId" = '${ids.posts[2]}'`)).rows).toHaveLength(0);
  // one image per position per post
  await expect(
    pglite.exec(
      `INSERT INTO "PostImage" (id, "postId", position, "mediaId") VALUES (gen_random_uuid(), '${ids.posts[0]}', 0, '${ids.own}')`,
    ),
  ).rejects.toThrow(/unique|duplicate/i);
});
