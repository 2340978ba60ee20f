import { NotFoundError } from "./errors.ts";

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
