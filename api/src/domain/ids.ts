import { randomBytes } from "node:crypto";
import { NotFoundError } from "./errors.ts";

/**
 * The id that stands for "no viewer" in filters that depend on who asks (liked by me, follows me,
 * my unread messages): the nil UUID, which the uuid columns accept but no generated id ever is
 * (each carries its version), so a signed-out caller's filter matches no row, the right answer,
 * without a query of its own.
 */
export const NO_VIEWER_ID = "00000000-0000-0000-0000-000000000000";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a client's id can name a row at all (ids are UUIDs; the uuid columns reject anything else). */
export function isId(id: string): boolean {
  return UUID.test(id);
}

/** An id from a client: anything that is not a UUID cannot name a row, so it is "not found". */
export function requireId(id: string, what: string): string {
  if (!isId(id)) throw new NotFoundError(what);
  return id.toLowerCase();
}

/**
 * A new row id, as Prisma's `@default(uuid(7))` makes them (RFC 9562 version 7: the time in
 * milliseconds, then random bits), for rows a raw statement inserts.
 */
export function newId(): string {
  const bytes = randomBytes(16);
  const now = Date.now();
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
