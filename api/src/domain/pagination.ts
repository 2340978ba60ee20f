// Keyset pagination on (createdAt, id), never OFFSET: a page costs the same at any depth.
// Cursors are opaque to clients (base64url of the last row's key).
import { ValidationError } from "./errors.ts";
import { isId } from "./ids.ts";

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface Keyed {
  id: string;
  createdAt: Date;
}

export interface Page<T> {
  nodes: T[];
  hasNextPage: boolean;
}

export type Direction = "desc" | "asc";

export function encodeCursor(row: Keyed): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString("base64url");
}

/**
 * A moment a cursor holds, or null: a date of years 1 to 9999. JavaScript reads dates far
 * beyond what PostgreSQL stores (-200000-01-01), which would be a database error, not a bad cursor.
 */
export function cursorDate(value: unknown): Date | null {
  const date = new Date(String(value));
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1 || year > 9999 ? null : date;
}

export function decodeCursor(cursor: string): Keyed {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [string, string];
    const date = cursorDate(createdAt);
    // the id goes into a uuid comparison: anything else would be a database error, not a bad cursor
    if (typeof id !== "string" || !isId(id) || !date) throw new Error("bad cursor");
    return { createdAt: date, id };
  } catch {
    throw ValidationError.of("after", "INVALID_CURSOR");
  }
}

export function pageSize(first: number | null | undefined): number {
  if (first == null) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE)
    throw ValidationError.of("first", "PAGE_SIZE_OUT_OF_RANGE", MAX_PAGE_SIZE);
  return first;
}

/** Prisma where/orderBy/take for one page after `after`, newest first by default. One extra row tells hasNextPage. */
export function keyset(args: PageArgs, direction: Direction = "desc") {
  const size = pageSize(args.first);
  const after = args.after ? decodeCursor(args.after) : undefined;
  const beyond = <V extends Date | string>(value: V): { lt?: V; gt?: V } =>
    direction === "desc" ? { lt: value } : { gt: value };
  return {
    size,
    where: after
      ? { OR: [{ createdAt: beyond(after.createdAt) }, { createdAt: after.createdAt, id: beyond(after.id) }] }
      : {},
    orderBy: [{ createdAt: direction }, { id: direction }],
    take: size + 1,
  };
}

export function toPage<T>(rows: T[], size: number): Page<T> {
  return { nodes: rows.slice(0, size), hasNextPage: rows.length > size };
}

/** The Prisma `select`/`include` a face wants on the rows (Pothos' query), passed through so a
 *  page and everything shown on it load in one query per relation, never one per row. */
export type QueryShape = { select?: object; include?: object };

/**
 * What a read in a face's `shape` answers, typed as the model the face resolves it as. Prisma
 * types a result by the literal select it was given, but a face's shape (Pothos' selection) is
 * known only when the query runs, so the read's static type says nothing a caller could use. The
 * face resolves these rows with its prismaObject fields, which read only what their selection
 * loaded: the model type is the contract between the two. A face that passed a select of its own
 * (v1's) restates the type that select produces the same way. This is the one place that says
 * so, rather than a cast at every read.
 */
export function inShape<Model>(read: unknown): Model {
  return read as Model;
}

/** A shape that also loads `fields`, which the domain itself reads (include mode loads all columns). */
export function withFields(shape: QueryShape, fields: Record<string, true>): QueryShape {
  return shape.select ? { select: { ...shape.select, ...fields } } : shape;
}
