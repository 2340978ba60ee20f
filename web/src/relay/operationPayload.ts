import type { RequestParameters, Variables } from "relay-runtime";

/** What a request sends for one operation, over HTTP (JSON or multipart) and graphql-ws alike. */
export interface GraphQLOperation {
  readonly query: string;
  readonly operationName: string;
  readonly variables: Variables;
  readonly extensions?: { readonly persistedQuery: { readonly version: 1; readonly sha256Hash: string } };
}

/**
 * The operation by its id when relay-compiler persisted it (every operation of this client: the
 * server knows them from web/persisted-operations.json and skips parsing and validating them), by
 * its text otherwise. graphql-ws wants a query string, so the text is empty rather than absent.
 */
export function operationPayload(request: RequestParameters, variables: Variables): GraphQLOperation {
  if (request.id != null) {
    return {
      query: "",
      operationName: request.name,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: request.id } },
    };
  }
  if (request.text != null) return { query: request.text, operationName: request.name, variables };
  throw new Error(`Operation ${request.name} has neither an id nor a text.`);
}
