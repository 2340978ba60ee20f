// Where graphql-ws clients put their token. Libraries disagree: ours and Apollo's examples use
// connectionParams.authToken, many send { Authorization: "Bearer ..." } (or nest it under
// `headers`, mirroring HTTP), browsers cannot set headers on the upgrade request at all, and
// GraphiQL sends its headers pane with each operation (the subscribe message's extensions.headers).
import type { IncomingMessage } from "node:http";

/** The token of an `Authorization: Bearer <token>` value; anything else (Basic, empty) is none. */
export function bearerToken(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value.trim());
  return match?.[1];
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** Authorization (any case) among header-like entries */
function authorizationOf(headers: Record<string, unknown> | undefined): string | undefined {
  return bearerToken(headers?.Authorization ?? headers?.authorization);
}

/**
 * The token a graphql-ws connection carries, in this order: connectionParams.authToken (the bare
 * token), connectionParams.Authorization / authorization / headers.Authorization ("Bearer ..."),
 * then the upgrade request's Authorization header (non-browser clients).
 */
export function connectionToken(
  connectionParams: unknown,
  upgrade: Pick<IncomingMessage, "headers"> | undefined,
): string | undefined {
  const params = record(connectionParams);
  if (typeof params?.authToken === "string" && params.authToken) return params.authToken;
  return (
    authorizationOf(params) ?? authorizationOf(record(params?.headers)) ?? bearerToken(upgrade?.headers.authorization)
  );
}

/** The token one graphql-ws operation carries in extensions.headers, as GraphiQL sends its headers pane. */
export function operationToken(extensions: unknown): string | undefined {
  return authorizationOf(record(record(extensions)?.headers));
}
