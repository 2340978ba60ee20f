export interface GraphQLErrorEntry {
  readonly message: string;
  /** `reason` comes with UNAUTHENTICATED when the bearer token sent proves nobody (TOKEN_EXPIRED, ...) */
  readonly extensions?: { readonly code?: unknown; readonly reason?: unknown };
}

/** The server answered, but with GraphQL errors and no data: its message is meant for the user. */
export class GraphQLResponseError extends Error {
  readonly errors: readonly GraphQLErrorEntry[];

  constructor(errors: readonly GraphQLErrorEntry[]) {
    super(errors[0]?.message ?? "The server could not handle the request.");
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
  return errors.some((entry) => entry.extensions?.code === "UNAUTHENTICATED" && typeof entry.extensions.reason === "string");
}
