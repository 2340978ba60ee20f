// npm run media:migrate: copies a data folder's images into the bucket, one line of progress per
// image; run again it skips what is there (same name and size) and copies what is missing or
// cut short, so an interrupted run resumes; with the bucket down it stops, saying to run it again.
// The folder's data exports go to the bucket's private area.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { MediaObjects } from "../../src/media/media-objects.ts";
import { prepareImage } from "../../src/media/prepare-image.ts";
import { S3Objects } from "../../src/media/s3-objects.ts";
import { pngImage } from "../support/images.ts";
import { runOperatorScript } from "../support/operator-script.ts";
import { S3Server } from "../support/s3-server.ts";

let s3: S3Server;
let bucket: MediaObjects;
let dataDir: string;
const names: string[] = [];

beforeAll(async () => {
  s3 = await S3Server.start();
  bucket = await S3Objects.connect(s3.settings);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-migrate-"));
  fs.mkdirSync(path.join(dataDir, "uploads"));
  for (const width of [30, 31, 32]) {
    const image = await prepareImage(await pngImage(width, 20), { maxSide: 2048 });
    names.push(`${image.sha256}.webp`);
    fs.writeFileSync(path.join(dataDir, "uploads", `${image.sha256}.webp`), image.bytes);
  }
  // what is no stored image stays behind: a temp file of an interrupted write, a stray file
  fs.writeFileSync(path.join(dataDir, "uploads", `.${names[0]}.tmp`), "partial");
  fs.writeFileSync(path.join(dataDir, "uploads", "notes.txt"), "not an image");
  names.sort();
});
afterAll(async () => {
  bucket?.close();
  await s3?.remove();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The command as an operator runs it, in a folder without .env; its exit code and output. */
const migrate = (...args: string[]) =>
  runOperatorScript("media-migrate", args, { env: { DATA_DIR: dataDir, ...s3.env }, cwd: dataDir });

const sizeOnDisk = (name: string) => fs.statSync(path.join(dataDir, "uploads", name)).size;

it("copies the stored images into the bucket, with progress", async () => {
  const run = await migrate();
  expect(run.code).toBe(0);
  expect(run.stdout.trim().split("\n")).toEqual([
    `Copying the images of ${path.join(dataDir, "uploads")} into the bucket skysocial-media at ${s3.endpoint}`,
    ...names.map((name, i) =>
      expect.stringMatching(new RegExp(`^\\[${i + 1}/3\\] copied +${name} \\(\\d+\\.\\d KB\\)$`)),
    ),
    "Done: 3 copied, 0 already in the bucket.",
  ]);
  for (const name of names) expect(await bucket.sizeOf(name)).toBe(sizeOnDisk(name));
  expect(await bucket.sizeOf("notes.txt")).toBeNull();
});

it("run again, skips what is there and copies what is missing or cut short", async () => {
  await bucket.remove(names[0]!);
  await bucket.write(names[1]!, Buffer.from("cut short"), "image/webp");
  const run = await migrate("--from", path.join(dataDir, "uploads"));
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(new RegExp(`\\[1/3\\] copied +${names[0]}`));
  expect(run.stdout).toMatch(new RegExp(`\\[2/3\\] copied +${names[1]}`));
  expect(run.stdout).toMatch(new RegExp(`\\[3/3\\] already there +${names[2]}`));
  expect(run.stdout).toMatch(/Done: 2 copied, 1 already in the bucket\./);
  for (const name of names) expect(await bucket.sizeOf(name)).toBe(sizeOnDisk(name));
});

it("stops with the bucket down, saying to run it again", async () => {
  await s3.stop();
  try {
    const run = await migrate();
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Stopped: .*\. Run the command again to go on where it stopped\.$/m);
  } finally {
    await s3.resume();
  }
});

it("says what is missing without S3_BUCKET", async () => {
  const { code, stderr } = await runOperatorScript("media-migrate", [], { env: { DATA_DIR: dataDir }, cwd: dataDir });
  expect(code).toBe(2);
  expect(stderr).toMatch(/^S3_BUCKET is not set/);
});

it("copies the data folder's exports into the bucket's private area, where the nodes look for them", async () => {
  const exportsDir = path.join(dataDir, "exports");
  fs.mkdirSync(exportsDir);
  const archive = "0193f0a0-0000-7000-8000-000000000001.2.zip";
  fs.writeFileSync(path.join(exportsDir, archive), "an archive");
  // what an older version left mid-write is no archive
  fs.writeFileSync(path.join(exportsDir, "0193f0a0-0000-7000-8000-000000000002.1.zip.part"), "half an archive");
  const run = await migrate();
  expect(run.code).toBe(0);
  expect(run.stdout).toContain(
    `Copying the data exports of ${exportsDir} into the bucket skysocial-media (private/exports/) at ${s3.endpoint}`,
  );
  expect(run.stdout).toMatch(new RegExp(`\\[1/1\\] copied +${archive.replaceAll(".", "\\.")}`));
  // sealed with the secret the nodes use: here the one the command found (generated) in DATA_DIR
  const exportObjects = (bucket as S3Objects).privateArea(
    "exports",
    fs.readFileSync(path.join(dataDir, "jwt-secret"), "utf8").trim(),
  );
  expect((await exportObjects.list()).map((object) => object.name)).toEqual([archive]);
  expect(await bucket.sizeOf(archive)).toBeNull();
  expect((await migrate("--exports-from", exportsDir)).stdout).toMatch(/Done: 0 copied, 1 already in the bucket\./);
});
