import type { z } from "zod";
import { ValidationError, type FieldError } from "./errors.ts";
import { isFailureCode, type FailureCode } from "./failures.ts";

/**
 * The message a zod check of a domain schema carries: the FailureCode it fails with. parseInput
 * turns it back into the code, with the check's bound (a too_small or too_big issue's minimum or
 * maximum, or a custom issue's params.limit).
 */
export function failingWith(reason: FailureCode): string {
  return reason;
}

interface IssueBounds {
  minimum?: unknown;
  maximum?: unknown;
  params?: { limit?: unknown };
}

/** Parse input with a zod schema; every failing field becomes a FieldError (the first failure per field). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fieldErrors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".") || "input";
    if (seen.has(field)) continue;
    seen.add(field);
    // a schema check without a code is a bug in the schema, not the client's mistake
    if (!isFailureCode(issue.message)) throw new Error(`The check on ${field} names no failure code: ${issue.message}`);
    const bounds = issue as IssueBounds;
    const limit = bounds.params?.limit ?? bounds.maximum ?? bounds.minimum;
    fieldErrors.push({ field, reason: issue.message, ...(typeof limit === "number" && { limit }) });
  }
  ValidationError.throwIfAny(fieldErrors);
  throw new Error("zod refused the input without an issue");
}
