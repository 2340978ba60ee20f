// Each GraphQL operation, over HTTP and graphql-ws alike (both run Yoga's envelop): counted and
// timed by operation name, type and outcome. "refused": the document did not validate, so it never
// ran; "error": it ran and its result carries errors (a refused limit, a failure); "ok" otherwise.
// A subscription is timed until its stream starts, not for as long as it lives (see
// realtime_connections for those).
//
// The operation is labelled by its name only when its document is one of the web client's own
// (persisted, known before any request): those names are the code's, a few hundred at most.
// Anyone else's operation, named or not, is "other": a client picks the names it sends, and each
// name would be series of its own in every scrape (metrics.ts).
import { getOperationAST, type DocumentNode } from "graphql";
import { isAsyncIterable, type Plugin } from "graphql-yoga";
import { OVERFLOW, type GraphQLOutcome, type NodeMetrics } from "./metrics.ts";

interface OperationContext {
  params?: { operationName?: string | null };
}

/**
 * `isFirstParty` tells the web client's parsed documents (graphql/persisted): a request that names
 * one by hash, or sends its very text, runs that document.
 */
export function useOperationMetrics(
  metrics: NodeMetrics,
  isFirstParty: (document: DocumentNode) => boolean,
): Plugin<OperationContext> {
  const record = (
    document: DocumentNode,
    operationName: string | null | undefined,
    outcome: GraphQLOutcome,
    seconds: number,
  ) => {
    const operation = getOperationAST(document, operationName);
    const name = isFirstParty(document) ? operation?.name?.value : undefined;
    metrics.graphqlDuration.observe(
      { operation: name ?? OVERFLOW, type: operation?.operation ?? "unknown", outcome },
      seconds,
    );
  };
  const outcomeOf = (result: unknown): GraphQLOutcome =>
    !isAsyncIterable(result) && (result as { errors?: readonly unknown[] } | undefined)?.errors?.length
      ? "error"
      : "ok";
  return {
    onValidate({ params, context }) {
      return ({ valid }) => {
        if (!valid) record(params.documentAST, context.params?.operationName, "refused", 0);
      };
    },
    onExecute({ args }) {
      const start = performance.now();
      return {
        onExecuteDone({ result }) {
          record(args.document, args.operationName, outcomeOf(result), (performance.now() - start) / 1000);
        },
      };
    },
    onSubscribe({ args }) {
      const start = performance.now();
      return {
        onSubscribeResult({ result }) {
          record(args.document, args.operationName, outcomeOf(result), (performance.now() - start) / 1000);
        },
        onSubscribeError() {
          record(args.document, args.operationName, "error", (performance.now() - start) / 1000);
        },
      };
    },
  };
}
