import type { PayloadError } from "relay-runtime";
import { GraphQLResponseError, type GraphQLErrorEntry } from "../relay/GraphQLResponseError";

export interface FailureTexts {
  /**
   * what the user is told when the request fails (network, server error, the request refused as
   * a whole) and the server's own words would mean nothing to them
   */
  readonly failure: string;
  /** what the user is told when a rate limit refused the request (TOO_MANY_REQUESTS); else the server's words */
  readonly tooManyRequests?: string;
}

/**
 * What a user is told of a failed mutation. The server's GraphQL errors are written for users
 * (too many attempts, an outdated page), so their words are shown; a network error, a status code
 * or an internal error means nothing to them, so the screen's `failure` text is.
 */
export function failureText(cause: Error | readonly PayloadError[], texts: FailureTexts): string {
  const entry = firstEntry(cause);
  const code = entry?.extensions?.code;
  if (!entry || code === "INTERNAL_SERVER_ERROR") return texts.failure;
  if (code === "TOO_MANY_REQUESTS" && texts.tooManyRequests) return texts.tooManyRequests;
  // the server's words speak of idempotency keys: the user's own action is what they know
  if (code === "SERVICE_UNAVAILABLE" && entry.extensions?.reason === "OUTCOME_UNKNOWN")
    return "The connection was lost while saving this, so it may have been saved. Sending it again will not save it twice.";
  // GraphQLResponseError's message: its first entry's, or the outdated page's own words
  return `Error: ${cause instanceof GraphQLResponseError ? cause.message : entry.message}`;
}

function firstEntry(cause: Error | readonly PayloadError[]): GraphQLErrorEntry | undefined {
  if (cause instanceof GraphQLResponseError) return cause.errors[0] ?? { message: cause.message };
  if (cause instanceof Error) return undefined;
  return cause[0] as GraphQLErrorEntry | undefined;
}
