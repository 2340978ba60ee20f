// Pages of posts in an order of their own (search rank, explore score) rather than by
// (createdAt, id): a raw statement picks the page's ids in that order, then one query loads the
// rows with what the face shows of them. Each post carries its cursor: the key of its place,
// which the statement for the next page starts after.
import type { Post, PrismaClient } from "../../generated/prisma/client.ts";
import { ValidationError } from "../errors.ts";
import { inShape, type Page, type QueryShape } from "../pagination.ts";

/** A post in a ranked list, with the cursor of the page that ends on it. */
export interface RankedHit {
  readonly post: Post;
  readonly cursor: string;
}

/** A cursor of a ranked list: its kind's name, then the parts of its key. */
export function encodeRankedCursor(kind: string, parts: readonly string[]): string {
  return Buffer.from(JSON.stringify([kind, ...parts])).toString("base64url");
}

/** The key parts of a cursor of `kind`, as `read` checks them; INVALID_CURSOR for anything else. */
export function decodeRankedCursor<Key>(cursor: string, kind: string, read: (parts: unknown[]) => Key | null): Key {
  let key: Key | null = null;
  try {
    const [given, ...parts] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (given === kind) key = read(parts);
  } catch {
    key = null;
  }
  if (key === null) throw ValidationError.of("after", "INVALID_CURSOR");
  return key;
}

/**
 * The page among `keys` (the statement's rows, size + 1 of them at most), loaded with `shape`
 * and in the keys' order; a post deleted between the two statements is left out.
 */
export async function rankedPage<Key extends { id: string }>(
  prisma: PrismaClient,
  keys: readonly Key[],
  size: number,
  shape: QueryShape,
  cursorOf: (key: Key) => string,
): Promise<Page<RankedHit>> {
  if (!keys.length) return { nodes: [], hasNextPage: false };
  const page = keys.slice(0, size);
  const rows = inShape<Post[]>(
    await prisma.post.findMany({ ...shape, where: { id: { in: page.map((key) => key.id) } } }),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const nodes = page.flatMap((key) => {
    const post = byId.get(key.id);
    return post ? [{ post, cursor: cursorOf(key) }] : [];
  });
  return { nodes, hasNextPage: keys.length > size };
}

/** A decimal as the database prints a rounded numeric: digits, maybe a fraction. */
export function isDecimalText(value: unknown): value is string {
  return typeof value === "string" && /^\d{1,15}(\.\d{1,9})?$/.test(value);
}
