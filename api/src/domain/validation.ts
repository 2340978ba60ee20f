import type { z } from "zod";
import { ValidationError } from "./errors.ts";

/** Parse input with a zod schema; every failing field becomes a FieldError (first message per field). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fieldErrors = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".") || "input";
    if (seen.has(field)) continue;
    seen.add(field);
    fieldErrors.push({ field, message: issue.message });
  }
  throw new ValidationError(fieldErrors);
}
