import { GraphQLError } from "graphql";

/**
 * An operation refused by a limit: the client's fault, answered with a code and the limit. Like
 * Yoga's own parse and validation errors it is a 400 to clients that accept
 * application/graphql-response+json and a 200 to legacy application/json ones (Yoga reads the
 * `http` extension and leaves it out of HTTP responses).
 */
export function limitRefusal(message: string, code: string, extensions: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions, http: { spec: true, status: 400 } } });
}
