// The codes of top-level GraphQL errors (`errors[].extensions.code`): one vocabulary for HTTP,
// server-sent events and graphql-ws, so a client program can act on a code without reading
// messages. The "Errors" table of docs/graphql-api.md lists exactly these (a test compares them).
// Expected failures a mutation reports as data (its result union) are not top-level errors.
import type { TokenRejection } from "../domain/auth/tokens.ts";

export const ERROR_CODES = {
  BAD_REQUEST:
    "The HTTP request is not one GraphQL can read: invalid JSON, no query, variables that are not an object, an operationName the document lacks, a mutation sent with GET.",
  REQUEST_ENTITY_TOO_LARGE:
    "The request body (1 MiB of JSON) or an uploaded file (MAX_UPLOAD_BYTES) is larger than allowed.",
  CSRF_HEADER_REQUIRED:
    "A GET, multipart or form request without the x-graphql-yoga-csrf (or apollo-require-preflight) header.",
  PERSISTED_QUERY_NOT_FOUND:
    "The request names a document by extensions.persistedQuery.sha256Hash that this server does not hold: send it again with the query text (automatic persisted queries).",
  GRAPHQL_PARSE_FAILED: "The document is not GraphQL syntax.",
  GRAPHQL_VALIDATION_FAILED:
    "The document does not fit the schema: an unknown field, a missing argument, a literal of the wrong type.",
  BAD_USER_INPUT:
    "A value is refused: a variable of the wrong type or missing, an argument out of its range (first: 500), an invalid cursor or global id.",
  QUERY_TOO_LARGE: "The document has more characters than the limit.",
  TOO_MANY_TOKENS: "The document has more lexical tokens than the limit.",
  QUERY_TOO_DEEP: "Fields nest deeper than the limit, or brackets nest deeper than the document limit.",
  TOO_MANY_ALIASES: "The operation has more aliased fields than the limit.",
  QUERY_TOO_COMPLEX: "The operation costs more than the limit.",
  TOO_MANY_SUBSCRIPTIONS:
    "Too many subscriptions open at once: per graphql-ws connection, per client over server-sent events, or per signed-in user over every connection.",
  UNAUTHENTICATED:
    "The field needs a signed-in viewer. With extensions.reason: the bearer token sent proves nobody, and the whole request is refused.",
  FORBIDDEN:
    "The viewer may not do this (e.g. edit another user's post). With reason TOKEN_SCOPE: a mutation sent with a personal access token of scope READ.",
  NOT_FOUND: "What the argument names does not exist (or is not the viewer's to see).",
  TOO_MANY_REQUESTS:
    "A rate limit's budget is spent; extensions.retryAfter says in how many seconds it is whole again.",
  SERVICE_UNAVAILABLE:
    "The database, or with reason MEDIA_STORE_UNAVAILABLE the store images are kept in, did not answer in time: retry in a moment. With reason OUTCOME_UNKNOWN the database stopped answering during the commit: the change may have been saved, so retry with the same idempotency key.",
  INTERNAL_SERVER_ERROR: "A fault of the server, logged there; the message says nothing more.",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** `extensions.reason` of an UNAUTHENTICATED answer to a bearer token, and the graphql-ws close reason with 4401. */
export const TOKEN_REJECTIONS = {
  TOKEN_INVALID:
    "Not a token of this server: malformed, cut, signed with another key or algorithm, without an expiry, or a personal access token it never issued.",
  TOKEN_EXPIRED:
    "A token of this server whose lifetime (ACCESS_TOKEN_TTL, or a personal access token's expiresAt) has passed.",
  TOKEN_REVOKED:
    "Ended by logOut, replaced by a password change, revoked (a personal access token), or its user no longer exists.",
} as const satisfies Record<TokenRejection, string>;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && Object.hasOwn(ERROR_CODES, code);
}
