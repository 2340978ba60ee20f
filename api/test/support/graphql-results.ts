// What a GraphQL result looks like to a client: its data, and the cost every result reports.
import { expect } from "vitest";
import { MAX_OPERATION_COST } from "../../src/graphql/limits/operation-cost.ts";

/** A result with `data`, no errors, and its cost (whatever it is). */
export function answered(data: unknown) {
  return {
    data,
    extensions: { cost: { requestedQueryCost: expect.any(Number), maximumQueryCost: MAX_OPERATION_COST } },
  };
}
