// Who a GraphQL request acts for. The Yoga JWT plugin checks a log-in token's signature and
// expiry (pinned algorithm); the domain then turns the claims into a Viewer (the user exists, the
// token version is current). A personal access token is no JWT: the domain looks it up. No
// token at all: anonymous. A token that proves nobody is not quietly taken for "signed out" (a
// client would show a signed-out page and never learn why): the whole request is refused,
// UNAUTHENTICATED with the reason, status 401.
import type { IncomingMessage } from "node:http";
import { createSecretKey } from "node:crypto";
import {
  useJWT,
  type ExtractTokenFunction,
  type GetSigningKeyFunction,
  type JWTExtendContextFields,
} from "@graphql-yoga/plugin-jwt";
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { SessionCheck } from "../domain/auth/sessions.ts";
import { parseClaims, TOKEN_ALGORITHM, type TokenRejection } from "../domain/auth/tokens.ts";
import type { Domain } from "../domain/domain.ts";
import type { GraphQLContext } from "./context.ts";
import { bearerToken, connectionToken, operationToken } from "./websocket-token.ts";

const TOKEN_REJECTION_MESSAGES: Record<TokenRejection, string> = {
  TOKEN_INVALID: "The bearer token is not valid. Log in to get a new one.",
  TOKEN_EXPIRED: "The bearer token has expired. Log in again.",
  TOKEN_REVOKED:
    "The bearer token was revoked (logged out, the password was changed, the access token was revoked, or the account no longer exists). Log in again.",
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

type LookupParams = Parameters<ExtractTokenFunction>[0];

/** `Authorization: Bearer <token>`. Another scheme (a proxy's Basic credentials) is no token of ours: anonymous. */
const fromHeader: ExtractTokenFunction = ({ request }: Partial<LookupParams>) => {
  const token = bearerToken(request?.headers.get("authorization"));
  return token ? { token, prefix: "Bearer" } : undefined;
};

/**
 * A graphql-ws operation's token: the connection's (connectionParams under its common names, or
 * the upgrade request's Authorization), else the operation's own extensions.headers (GraphiQL).
 * realtime/graphql-ws/graphql-ws-server.ts puts connectionParams, the upgrade request (req) and params in the context.
 */
const fromWebSocket: ExtractTokenFunction = ({ serverContext }) => {
  if (serverContext.transport !== "websocket") return undefined;
  const upgrade = serverContext.req as IncomingMessage | undefined;
  const token =
    connectionToken(serverContext.connectionParams, upgrade) ??
    operationToken((serverContext.params as { extensions?: unknown } | undefined)?.extensions);
  return token ? { token } : undefined;
};

const TOKEN_LOOKUPS = [fromHeader, fromWebSocket] as const;

/** The token the request carries, whether or not it verifies (the lookups read no URL). */
async function presentedToken(params: {
  request?: Request;
  serverContext: Record<string, unknown>;
}): Promise<string | undefined> {
  for (const lookup of TOKEN_LOOKUPS) {
    const found = await lookup(params as LookupParams);
    if (found?.token) return found.token;
  }
  return undefined;
}

/**
 * The HS256 secret as a ready KeyObject. Given a string, jsonwebtoken first tries (and fails) to
 * parse it as a public key, then builds a secret key, on every request; the plugin types the
 * provider's result as a string but passes it through to jsonwebtoken, which takes KeyObjects.
 */
function signingKey(secret: string): GetSigningKeyFunction {
  const key = createSecretKey(Buffer.from(secret));
  return () => key as unknown as string;
}

type TokenContext = GraphQLContext & { jwt?: JWTExtendContextFields; request?: Request };

/**
 * The JWT plugin, then context.viewer (and the version of the token that proved them) from the
 * claims it verified. A plugin after useJWT rather than Yoga's `context` option: that runs first,
 * before useJWT has read graphql-ws connectionParams. The plugin refuses nothing itself: it cannot
 * say why a token failed, and jose (the domain's verifier) can.
 */
export function useBearerToken(domain: Domain): Plugin<TokenContext>[] {
  const verifiedCheck = async (payload: Record<string, unknown>): Promise<SessionCheck> => {
    const claims = parseClaims(payload);
    return claims ? domain.sessions.fromClaims(claims) : { rejected: "TOKEN_INVALID" };
  };
  // The plugin refused it: a personal access token (no JWT), or a JWT whose failure jose names
  // (expired; anything else is invalid, even were jose to accept it).
  const otherCheck = async (token: string): Promise<SessionCheck> => {
    const checked = await domain.sessions.checkApiToken(token);
    return "session" in checked && checked.session.credential === "LOG_IN" ? { rejected: "TOKEN_INVALID" } : checked;
  };
  return [
    useJWT({
      signingKeyProviders: [signingKey(domain.tokens.secret)],
      tokenLookupLocations: [...TOKEN_LOOKUPS],
      tokenVerification: { algorithms: [TOKEN_ALGORITHM] },
      reject: { missingToken: false, invalidToken: false },
      extendContext: true,
    }) as Plugin<TokenContext>,
    {
      async onContextBuilding({ context, extendContext }) {
        const verified = context.jwt;
        const token =
          verified?.token.value ?? (await presentedToken({ request: context.request, serverContext: { ...context } }));
        if (!token) return extendContext({ viewer: null, session: null });
        const checked = verified ? await verifiedCheck(verified.payload) : await otherCheck(token);
        if ("rejected" in checked) throw tokenRejection(checked.rejected);
        extendContext({ viewer: checked.session.viewer, session: checked.session });
      },
    },
  ];
}
