// The idempotency key of a creating mutation, as GraphQL takes it: the input's `idempotencyKey`
// field or the request's Idempotency-Key header (both: they must agree). What a key does is the
// domain's (domain/idempotency-keys.ts); this only finds it in the request.
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_TTL_HOURS, keyOf } from "../domain/idempotency-keys.ts";
import type { GraphQLContext } from "./context.ts";

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

export const IDEMPOTENCY_KEY_DESCRIPTION = `Optional: a key the client makes for this one action (a new UUID, say) and sends again on its retries of it (or the Idempotency-Key header). A retry with a key this account used in the last ${IDEMPOTENCY_KEY_TTL_HOURS} hours answers what the first request created and creates nothing again; the same key with other input is refused (ValidationError IDEMPOTENCY_KEY_REUSED). 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters (IDEMPOTENCY_KEY_INVALID otherwise).`;

/** The key the request brings for this mutation, or null. */
export function idempotencyKeyOf(input: { idempotencyKey?: string | null } | null, ctx: GraphQLContext): string | null {
  return keyOf(input?.idempotencyKey, ctx.idempotencyKey);
}
