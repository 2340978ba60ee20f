// Who a GraphQL request acts for. The domain checks the token (domain/auth: a log-in token's
// signature, algorithm, critical headers, expiry and id with jose, as on every other face, then
// that its user exists and the token is neither revoked nor replaced by a password change; a
// personal access token is looked up). No token at all: anonymous. A token that proves nobody is
// not quietly taken for "signed out" (a client would show a signed-out page and never learn why):
// the whole request is refused, UNAUTHENTICATED with the reason, status 401.
import type { IncomingMessage } from "node:http";
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { TokenRejection } from "../domain/auth/tokens.ts";
import type { Domain } from "../domain/domain.ts";
import type { GraphQLContext } from "./context.ts";
import { bearerToken, connectionToken, operationToken } from "./websocket-token.ts";

export const TOKEN_REJECTION_MESSAGES: Record<TokenRejection, string> = {
  TOKEN_INVALID: "The bearer token is not valid. Log in to get a new one.",
  TOKEN_EXPIRED: "The bearer token has expired. Log in again.",
  TOKEN_REVOKED:
    "The bearer token was revoked (logged out, the password was changed, the access token was revoked, or the account was suspended or no longer exists). Log in again.",
};

/** The answer to a request whose token proves nobody; a 401 over HTTP, as RFC 6750 words it. */
export function tokenRejection(reason: TokenRejection): GraphQLError {
  return new GraphQLError(TOKEN_REJECTION_MESSAGES[reason], {
    extensions: {
      code: "UNAUTHENTICATED",
      reason,
      http: {
        status: 401,
        headers: { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${reason}"` },
      },
    },
  });
}

export function isTokenRejection(error: unknown): error is GraphQLError & { extensions: { reason: TokenRejection } } {
  return (
    error instanceof GraphQLError &&
    error.extensions.code === "UNAUTHENTICATED" &&
    typeof error.extensions.reason === "string"
  );
}

/**
 * The token a request carries: `Authorization: Bearer <token>` over HTTP (another scheme, a
 * proxy's Basic credentials, is no token of ours: anonymous); over graphql-ws the connection's
 * (connectionParams under its common names, or the upgrade request's Authorization), else the
 * operation's own extensions.headers (GraphiQL sends its headers pane with each operation).
 * graphql/graphql-ws/graphql-ws-server.ts puts connectionParams, the upgrade request (req) and
 * params in the context. No URL is read: a token in a link would end up in logs.
 */
function presentedToken(context: TokenContext): string | undefined {
  if (context.transport === "websocket") {
    const upgrade = context.req as IncomingMessage | undefined;
    return (
      connectionToken(context.connectionParams, upgrade) ??
      operationToken((context.params as { extensions?: unknown } | undefined)?.extensions)
    );
  }
  return bearerToken(context.request?.headers.get("authorization"));
}

type TokenContext = GraphQLContext & {
  request?: Request;
  transport?: "http" | "websocket";
  req?: unknown;
  connectionParams?: unknown;
  params?: unknown;
};

/** context.viewer, and the session that proved them, from the token the request carries. */
export function useBearerToken(domain: Domain): Plugin<TokenContext> {
  return {
    async onContextBuilding({ context, extendContext }) {
      const token = presentedToken(context);
      if (!token) return extendContext({ viewer: null, session: null });
      const checked = await domain.sessions.checkApiToken(token);
      if ("rejected" in checked) throw tokenRejection(checked.rejected);
      extendContext({ viewer: checked.session.viewer, session: checked.session });
    },
  };
}
