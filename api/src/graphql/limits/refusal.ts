import { GraphQLError } from "graphql";
import type { ErrorCode } from "../error-codes.ts";

/**
 * An operation refused before it runs: the client's fault, answered with a code. Like Yoga's own
 * parse and validation errors it is a 400 to clients that accept application/graphql-response+json
 * and a 200 to legacy application/json ones (Yoga reads the `http` extension and leaves it out of
 * HTTP responses; graphql-ws leaves it out too).
 */
export function requestRefusal(
  error: GraphQLError,
  code: ErrorCode,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { code, ...extensions, http: { spec: true, status: 400 } },
  });
}

/** An operation refused by a limit, with the limit. */
export function limitRefusal(
  message: string,
  code: ErrorCode,
  extensions: { limit: number } & Record<string, unknown>,
): GraphQLError {
  return requestRefusal(new GraphQLError(message), code, extensions);
}
