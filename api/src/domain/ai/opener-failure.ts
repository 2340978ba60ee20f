import { DomainError } from "../errors.ts";

/** Why a request for openers ended without three of them, once it had passed validation and the rate limit. */
export type OpenerFailureReason = "TIMEOUT" | "PROVIDER_BUSY" | "PROVIDER_ERROR" | "REFUSED" | "MALFORMED_OUTPUT";

const MESSAGES: Record<OpenerFailureReason, string> = {
  TIMEOUT: "The suggestions took too long to arrive. Try again.",
  PROVIDER_BUSY: "The suggestion service is busy right now. Try again in a moment.",
  PROVIDER_ERROR: "The suggestion service is not available right now. Try again later.",
  REFUSED: "The suggestion service declined this topic. Try another one.",
  MALFORMED_OUTPUT: "The suggestions came back in a shape that could not be used. Try again.",
};

export class OpenerSuggestionError extends DomainError {
  readonly code = "OPENER_SUGGESTION_FAILED";
  constructor(readonly reason: OpenerFailureReason) {
    super(MESSAGES[reason]);
  }
}
