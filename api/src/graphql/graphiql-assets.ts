// GraphiQL's files, ready to send, kept on disk between starts. Loading its bundle (about 9 MB of
// strings) and compressing it costs the first visit after every start most of a second of the
// server's time (0.4 s to load, 0.2 s to compress on a quiet machine; several times that on a busy
// one); the files as sent, written once, are read back in milliseconds. So only the first visit
// after an install or an upgrade waits for the bundle.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

export interface AssetSource {
  readonly name: string;
  readonly type: string;
  readonly body: Buffer;
}

export interface Asset {
  readonly type: string;
  readonly body: Buffer;
  readonly gzipped: Buffer;
}

/** What the folder holds, written last: a folder without it (a write cut off) is not read. */
const INDEX = "index.json";

type Index = { name: string; type: string }[];

const compress = promisify(gzip);

async function readCached(dir: string): Promise<Map<string, Asset> | null> {
  let index: Index;
  try {
    index = JSON.parse(await fs.readFile(path.join(dir, INDEX), "utf8")) as Index;
  } catch {
    return null;
  }
  try {
    const assets = await Promise.all(
      index.map(async ({ name, type }) => {
        const [body, gzipped] = await Promise.all([
          fs.readFile(path.join(dir, name)),
          fs.readFile(path.join(dir, `${name}.gz`)),
        ]);
        return [name, { type, body, gzipped }] as const;
      }),
    );
    return new Map(assets);
  } catch {
    return null; // a file gone missing: made again
  }
}

/**
 * Writes the folder under another name and renames it into place: a start reading at the same
 * time sees the whole folder or none, and two starts writing at once leave one of theirs. Older
 * versions' folders beside it go.
 */
async function writeCached(dir: string, assets: Map<string, Asset>): Promise<void> {
  const parent = path.dirname(dir);
  await fs.mkdir(parent, { recursive: true });
  const temporary = await fs.mkdtemp(path.join(parent, `.${path.basename(dir)}-`));
  try {
    for (const [name, asset] of assets) {
      await fs.writeFile(path.join(temporary, name), asset.body);
      await fs.writeFile(path.join(temporary, `${name}.gz`), asset.gzipped);
    }
    const index: Index = [...assets].map(([name, { type }]) => ({ name, type }));
    await fs.writeFile(path.join(temporary, INDEX), JSON.stringify(index));
    await fs.rm(dir, { recursive: true, force: true }); // one that could not be read
    await fs.rename(temporary, dir);
  } finally {
    await fs.rm(temporary, { recursive: true, force: true });
  }
  const others = (await fs.readdir(parent)).filter((entry) => entry !== path.basename(dir));
  await Promise.all(others.map((entry) => fs.rm(path.join(parent, entry), { recursive: true, force: true })));
}

/**
 * The files in `dir` when a start wrote them whole, else made by `sources` (and compressed), then
 * written there for the next start. A folder that cannot be written (a read-only install) only
 * costs each start the making; `onWriteFailed` hears why.
 */
export async function cachedAssets(
  dir: string,
  sources: () => Promise<AssetSource[]>,
  onWriteFailed: (error: unknown) => void,
): Promise<Map<string, Asset>> {
  const cached = await readCached(dir);
  if (cached) return cached;
  const made = new Map(
    await Promise.all(
      (await sources()).map(
        async ({ name, type, body }) => [name, { type, body, gzipped: await compress(body) }] as const,
      ),
    ),
  );
  await writeCached(dir, made).catch(onWriteFailed);
  return made;
}

/** A short hash of `text`: a folder's or an address's name changes whenever what made the files does. */
export function shortHash(text: string): string {
  return crypto.createHash("sha256").update(text).digest("hex").slice(0, 12);
}
