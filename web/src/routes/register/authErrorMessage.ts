import { GraphQLResponseError } from "../../relay/GraphQLResponseError";

/** 'Error: ' plus what the server said, or the fallback when the server never answered. */
export function authErrorMessage(error: Error, fallback: string): string {
  return error instanceof GraphQLResponseError ? `Error: ${error.message}` : fallback;
}
