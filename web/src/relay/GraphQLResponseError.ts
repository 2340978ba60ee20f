export interface GraphQLErrorEntry {
  readonly message: string;
  /** `reason` comes with UNAUTHENTICATED when the bearer token sent proves nobody (TOKEN_EXPIRED, ...) */
  readonly extensions?: { readonly code?: unknown; readonly reason?: unknown };
}

/**
 * A server of a newer build no longer holds an operation this page was built with (the client
 * sends operations by id): only a reload brings the operations it knows.
 */
const OUTDATED_PAGE = "SkySocial has been updated since this page was loaded: reload the page to go on.";

/** The server answered, but with GraphQL errors and no data: its message is meant for the user. */
export class GraphQLResponseError extends Error {
  readonly errors: readonly GraphQLErrorEntry[];

  constructor(errors: readonly GraphQLErrorEntry[]) {
    const outdated = errors.some((entry) => entry.extensions?.code === "PERSISTED_QUERY_NOT_FOUND");
    super(outdated ? OUTDATED_PAGE : (errors[0]?.message ?? "The server could not handle the request."));
    this.name = "GraphQLResponseError";
    this.errors = errors;
  }
}

export function hasUnauthenticatedEntry(errors: readonly GraphQLErrorEntry[]): boolean {
  return errors.some((entry) => entry.extensions?.code === "UNAUTHENTICATED");
}

export function isUnauthenticatedError(error: unknown): boolean {
  return error instanceof GraphQLResponseError && hasUnauthenticatedEntry(error.errors);
}

/** The server refused the bearer token itself (not merely a field that needs a viewer). */
export function hasRejectedTokenEntry(errors: readonly GraphQLErrorEntry[]): boolean {
  return errors.some(
    (entry) => entry.extensions?.code === "UNAUTHENTICATED" && typeof entry.extensions.reason === "string",
  );
}
