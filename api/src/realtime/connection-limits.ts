// The realtime faces' side of the connection limits (domain/limits/realtime-limits.ts): how a
// refused connection is told, in each protocol's own way, and a slot held as long as its
// connection is open.
import type { Slot, SlotRefusal } from "../domain/limits/realtime-limits.ts";

/**
 * graphql-ws closes a connection over a limit with 1013 (RFC 6455's "Try Again Later"): its clients
 * reconnect after a while by themselves, and get in once one of the client's (or the user's)
 * other connections has closed.
 */
export const TOO_MANY_CONNECTIONS_CLOSE_CODE = 1013;

/** The code clients read: a close reason, Socket.IO's connect_error `data.code`. */
export const TOO_MANY_CONNECTIONS = "TOO_MANY_CONNECTIONS";

/** What a refused client is told, in words. */
export function tooManyConnectionsMessage({ per, limit }: SlotRefusal): string {
  return per === "address"
    ? `Too many connections from this address: at most ${limit} at a time. Close one before opening another.`
    : `Too many connections of this account: at most ${limit} at a time. Close one before opening another.`;
}

/** A graphql-ws close reason (at most 123 bytes): the code, and whose limit. */
export function tooManyConnectionsReason({ per, limit }: SlotRefusal): string {
  return `${TOO_MANY_CONNECTIONS}: at most ${limit} per ${per}`;
}

/** Gives `slot` back when `connection` closes, or at once when it has closed already. */
export function holdWhileOpen(
  slot: Slot,
  connection: { once(event: "close", listener: () => void): unknown },
  closed: boolean,
): void {
  if (closed) slot.release();
  else connection.once("close", () => slot.release());
}
