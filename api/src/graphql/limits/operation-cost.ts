// What an operation may ask the server to load, counted with its variables. A validation rule
// cannot see variables (and Yoga caches validation by document), so `feed(first: $n)` used to
// count as one page of one: 20 aliases of feed → comments → author.posts at n = 50 (2.5 million
// potential rows) passed, while the same with literal 50s was refused. This runs where the
// variables are known: just before execution, on every transport.
import { GraphQLError, type DocumentNode, type GraphQLSchema } from "graphql";
import { getComplexity, type ComplexityEstimatorArgs } from "graphql-query-complexity";
import type { Plugin } from "graphql-yoga";
import { limitRefusal } from "./refusal.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../../domain/pagination.ts";
import { MAX_NODE_IDS } from "../node-lookup.ts";

/**
 * Each field costs 1, and a field returning a page multiplies the cost of what it selects by the
 * page's size. The web client's costliest operation (12 saved posts with their cards) costs 628,
 * GraphiQL's introspection 226. Within the limit: a feed page of 50 post cards (1,400), 20 posts
 * with 10 comments each (2,080), nodes() of 100 posts (2,200). Over it: 50 posts with 20 comments
 * each (9,200), and pages nested in pages of pages (the attack above: 10.2 million).
 */
export const MAX_OPERATION_COST = 5_000;

/**
 * Fields evaluated while counting (fragments expanded where they are spread): a small document
 * whose fragments each spread the next one twice would otherwise take 2^n steps to count.
 */
export const MAX_COUNTED_FIELDS = 10_000;

export interface CostedOperation {
  schema: GraphQLSchema;
  document: DocumentNode;
  variableValues?: Record<string, unknown> | null;
  operationName?: string | null;
}

/**
 * How many items a field may return: `first` (the default page when absent), or one per id of
 * `nodes(ids:)`. A `first` outside 1..MAX_PAGE_SIZE, or more than MAX_NODE_IDS ids, is refused by
 * its resolver before anything is loaded (with a message saying so), so it counts as the nearest
 * size that would load.
 */
function itemsRequested({ field, args }: ComplexityEstimatorArgs): number {
  if (field.args.some((arg) => arg.name === "first")) {
    const first = args.first as number | null | undefined;
    return first == null ? DEFAULT_PAGE_SIZE : Math.min(MAX_PAGE_SIZE, Math.max(1, first));
  }
  if (Array.isArray(args.ids)) return Math.min(MAX_NODE_IDS, Math.max(1, args.ids.length));
  return 1;
}

const UNCOUNTABLE = Symbol("more fields than MAX_COUNTED_FIELDS");

/**
 * The operation's cost; Infinity when counting it would take too long; null when its variables do
 * not fit the operation (the executor then answers that, with its usual message).
 */
export function operationCost({ schema, document, variableValues, operationName }: CostedOperation): number | null {
  let counted = 0;
  try {
    return getComplexity({
      schema,
      query: document,
      variables: variableValues ?? {},
      ...(operationName ? { operationName } : {}),
      maxQueryNodes: Infinity,
      estimators: [
        (field) => {
          if (++counted > MAX_COUNTED_FIELDS) throw UNCOUNTABLE;
          return itemsRequested(field) * (1 + field.childComplexity);
        },
      ],
    });
  } catch (error) {
    if (error === UNCOUNTABLE) return Infinity;
    if (error instanceof GraphQLError) return null;
    throw error;
  }
}

/** The error answering an operation over the limit, or null when it is within it. */
export function costRefusal(operation: CostedOperation): GraphQLError | null {
  const cost = operationCost(operation);
  if (cost === null || cost <= MAX_OPERATION_COST) return null;
  const found = Number.isFinite(cost) ? `costs ${cost}` : `has more than ${MAX_COUNTED_FIELDS} fields once its fragments are expanded`;
  return limitRefusal(
    `The operation ${found}; at most ${MAX_OPERATION_COST} is accepted. Each field costs 1; a paginated field multiplies the cost of its selection by \`first\` (${DEFAULT_PAGE_SIZE} when omitted), nodes(ids:) by the number of ids.`,
    "QUERY_TOO_COMPLEX",
    { limit: MAX_OPERATION_COST, ...(Number.isFinite(cost) ? { cost } : {}) },
  );
}

/** Refuses costly operations before they run: queries and mutations (execute) and subscriptions. */
export function useOperationCostLimit(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = costRefusal(args);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = costRefusal(args);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
  };
}
