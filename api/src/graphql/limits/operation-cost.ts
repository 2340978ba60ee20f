// What an operation may ask the server to load, counted with its variables. A validation rule
// cannot see variables (and Yoga caches validation by document), so `feed(first: $n)` used to
// count as one page of one: 20 aliases of feed → comments → author.posts at n = 50 (2.5 million
// potential rows) passed, while the same with literal 50s was refused. This runs where the
// variables are known: just before execution, on every transport. Variables that do not fit the
// operation are refused here too (BAD_USER_INPUT), and every result reports what it cost.
import { getOperationAST, getVariableValues, GraphQLError, type DocumentNode, type GraphQLSchema } from "graphql";
import { getComplexity, type ComplexityEstimatorArgs } from "graphql-query-complexity";
import { handleStreamOrSingleExecutionResult, type Plugin } from "graphql-yoga";
import { limitRefusal, requestRefusal } from "./refusal.ts";
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
 * How many items a field may return: `first` or `last` (the default page when both are absent),
 * or one per id of `nodes(ids:)`. A page size outside 1..MAX_PAGE_SIZE, or more than MAX_NODE_IDS
 * ids, is refused by its resolver before anything is loaded (with a message saying so), so it
 * counts as the nearest size that would load.
 */
function itemsRequested({ field, args }: ComplexityEstimatorArgs): number {
  if (field.args.some((arg) => arg.name === "first" || arg.name === "last")) {
    const size = (args.first ?? args.last) as number | null | undefined;
    return size == null ? DEFAULT_PAGE_SIZE : Math.min(MAX_PAGE_SIZE, Math.max(1, size));
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

/** Variable errors reported for one operation: graphql-js stops coercing at this many. */
const MAX_VARIABLE_ERRORS = 20;

/** `extensions.cost` of a response, as Shopify's API reports it (without a leaky bucket: the maximum is per operation). */
export interface CostReport {
  requestedQueryCost: number;
  maximumQueryCost: number;
}

/** What an operation is refused for (nothing: `refusal` empty), and its cost when it could be counted. */
export interface OperationCheck {
  refusal: GraphQLError[];
  cost: CostReport | null;
}

function costReport(cost: number | null): CostReport | null {
  return cost !== null && Number.isFinite(cost)
    ? { requestedQueryCost: cost, maximumQueryCost: MAX_OPERATION_COST }
    : null;
}

function overTheLimit(cost: number): GraphQLError {
  const found = Number.isFinite(cost)
    ? `costs ${cost}`
    : `has more than ${MAX_COUNTED_FIELDS} fields once its fragments are expanded`;
  return limitRefusal(
    `The operation ${found}; at most ${MAX_OPERATION_COST} is accepted. Each field costs 1; a paginated field multiplies the cost of its selection by \`first\` or \`last\` (${DEFAULT_PAGE_SIZE} when omitted), nodes(ids:) by the number of ids.`,
    "QUERY_TOO_COMPLEX",
    { limit: MAX_OPERATION_COST, ...(Number.isFinite(cost) ? { cost } : {}) },
  );
}

/**
 * The checks that need the variables: that they fit the operation's definitions (graphql-js
 * would answer the same messages without a code), then the cost. An operation the document does
 * not define is left to the executor, which says so.
 */
export function checkOperation(operation: CostedOperation): OperationCheck {
  const definition = getOperationAST(operation.document, operation.operationName);
  if (!definition) return { refusal: [], cost: null };
  const { errors } = getVariableValues(
    operation.schema,
    definition.variableDefinitions ?? [],
    operation.variableValues ?? {},
    { maxErrors: MAX_VARIABLE_ERRORS },
  );
  if (errors) return { refusal: errors.map((error) => requestRefusal(error, "BAD_USER_INPUT")), cost: null };
  const cost = operationCost(operation);
  const refusal = cost !== null && cost > MAX_OPERATION_COST ? [overTheLimit(cost)] : [];
  return { refusal, cost: costReport(cost) };
}

type Result = { extensions?: Record<string, unknown> };
const withCost = (result: Result, cost: CostReport) => ({ ...result, extensions: { ...result.extensions, cost } });

/**
 * Refuses, before they run, operations whose variables do not fit or that cost too much:
 * queries and mutations (execute) and subscriptions; adds `extensions.cost` to each result
 * (every event of a subscription).
 */
export function useOperationChecks(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { refusal, cost } = checkOperation(args);
      if (refusal.length)
        return setResultAndStopExecution({ errors: refusal, ...(cost ? { extensions: { cost } } : {}) });
      if (!cost) return;
      return {
        onExecuteDone: (payload) =>
          handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => setResult(withCost(result, cost))),
      };
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const { refusal, cost } = checkOperation(args);
      if (refusal.length)
        return setResultAndStopExecution({ errors: refusal, ...(cost ? { extensions: { cost } } : {}) });
      if (!cost) return;
      return {
        onSubscribeResult: (payload) =>
          handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => setResult(withCost(result, cost))),
      };
    },
  };
}
