// The GraphQL face: Yoga over the Pothos schema. Tokens are checked by the Yoga JWT plugin
// (pinned algorithm); the domain then turns the claims into a Viewer (user exists, token
// version current). A bad token is simply "no viewer": fields that need one answer
// UNAUTHENTICATED, and nothing crashes.
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { extractFromHeader, useJWT, type ExtractTokenFunction } from "@graphql-yoga/plugin-jwt";
import { createSecretKey } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { GetSigningKeyFunction } from "@graphql-yoga/plugin-jwt";
import { createFetch } from "@whatwg-node/fetch";
import { GraphQLError } from "graphql";
import { createYoga, type Plugin, type YogaServerInstance } from "graphql-yoga";
import type { Logger } from "pino";
import { parseClaims, TOKEN_ALGORITHM } from "../domain/auth/tokens.ts";
import type { Domain } from "../domain/domain.ts";
import { domainErrorOf } from "../domain/database-failures.ts";
import type { GraphQLContext } from "./context.ts";
import { useCsrfPrevention } from "./csrf-prevention.ts";
import { renderGraphiQLPage } from "./graphiql-page.ts";
import { boundedDocumentCaches, useDocumentLimits } from "./limits/document-limits.ts";
import { useOperationCostLimit } from "./limits/operation-cost.ts";
import { useSseSubscriptionLimit } from "./limits/sse-subscriptions.ts";
import { schema } from "./schema.ts";
import { connectionToken, operationToken } from "./websocket-token.ts";

export const GRAPHQL_PATH = "/graphql";

/** Fields nested in a selection (fragments flattened). */
export const MAX_QUERY_DEPTH = 12;
/** Aliased fields in one document: each alias can repeat a whole selection. */
export const MAX_ALIASES = 20;

/**
 * The JWT plugin's messages for a token the client sent that does not verify (expired, cut,
 * signed with another key). That is the client's state, answered as "no viewer", not the
 * server's: as warnings they would write a line per request from every tab with an old token.
 */
const REJECTED_TOKEN = /^Failed to (decode JWT authentication token|extract payload from incoming token|verify authentication token)/;

/** What the transports (HTTP via Fastify, graphql-ws) put in Yoga's server context. */
export interface ServerContext {
  clientKey: string;
  /** HTTP (with subscriptions over SSE, counted per client) or graphql-ws (counted per connection) */
  transport: "http" | "websocket";
}

interface Options {
  domain: Domain;
  logger: Logger;
  maxUploadBytes: number;
}

export type Yoga = YogaServerInstance<ServerContext, GraphQLContext>;

export function createGraphQLServer({ domain, logger, maxUploadBytes }: Options): Yoga {
  /**
   * Yoga logs, as an error, every error that maskError replaced. maskError replaces each
   * DomainError (the client's mistake, answered as it is: a debug line at most) and logs the
   * unexpected ones itself, with their stack; Yoga's copies, one line per bad request, are noise.
   */
  const masked = new WeakSet<object>();
  const maskedAlready = (args: unknown[]) => args.length === 1 && typeof args[0] === "object" && args[0] !== null && masked.has(args[0]);
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: { subscriptionsProtocol: "WS", title: "SkySocial GraphiQL" },
    // GraphiQL's code is served by this server (graphiql-page.ts), not fetched from a CDN
    renderGraphiQL: renderGraphiQLPage,
    cors: false, // Fastify's CORS plugin answers for every route
    parserAndValidationCache: boundedDocumentCaches(),
    logging: {
      debug: (...args) => logger.debug(args.map(String).join(" ")),
      info: (...args) => logger.info(args.map(String).join(" ")),
      warn: (...args) => (REJECTED_TOKEN.test(String(args[0])) ? logger.debug : logger.warn).call(logger, args.map(String).join(" ")),
      error: (...args) => (maskedAlready(args) ? logger.debug : logger.error).call(logger, args.map(String).join(" ")),
    },
    // multipart parsing stops reading a file as soon as it passes the limit
    fetchAPI: createFetch({
      formDataLimits: { fileSize: maxUploadBytes, files: 4, fieldSize: 1024 * 1024, fields: 16, headerSize: 8192 },
    }),
    maskedErrors: {
      maskError(error, message) {
        if (typeof error === "object" && error !== null) masked.add(error);
        const original = error instanceof GraphQLError ? error.originalError : error;
        // the client's mistakes and a database that does not answer, as the domain names them
        const domainError = domainErrorOf(original);
        if (domainError) return new GraphQLError(domainError.message, { ...(error as GraphQLError), extensions: { code: domainError.code } });
        // GraphQL's own errors (syntax, validation, variable coercion) are safe to show as they are
        if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error;
        logger.error({ err: original }, "unexpected error in a GraphQL operation");
        return new GraphQLError(message, { extensions: { code: "INTERNAL_SERVER_ERROR" } });
      },
    },
    plugins: [
      useCsrfPrevention(),
      useJWT({
        signingKeyProviders: [signingKey(domain.tokens.secret)],
        tokenLookupLocations: [
          extractFromHeader({ name: "authorization", prefix: "Bearer" }),
          fromWebSocket,
        ],
        tokenVerification: { algorithms: [TOKEN_ALGORITHM] },
        reject: { missingToken: false, invalidToken: false },
        extendContext: true,
      }),
      useViewerFromJwt(domain),
      // before Yoga's parse cache (which comes after every plugin given here)
      useDocumentLimits(),
      // Fragments are flattened: Relay gives every component its own fragment, so counting each
      // spread as a level would measure component nesting, not the data a query fetches.
      maxDepthPlugin({ n: MAX_QUERY_DEPTH, flattenFragments: true, exposeLimits: true, onReject: withCode("QUERY_TOO_DEEP") }),
      maxAliasesPlugin({ n: MAX_ALIASES, exposeLimits: true, onReject: withCode("TOO_MANY_ALIASES") }),
      useOperationCostLimit(),
      useSseSubscriptionLimit(),
    ],
    context: ({ clientKey }) => ({ domain, clientKey, viewer: null, tokenVersion: null }),
  });
}

/**
 * A graphql-ws operation's token: the connection's (connectionParams under its common names, or
 * the upgrade request's Authorization), else the operation's own extensions.headers (GraphiQL).
 * graphql-routes.ts puts connectionParams, the upgrade request (req) and params in the context.
 */
const fromWebSocket: ExtractTokenFunction = ({ serverContext }) => {
  if (serverContext.transport !== "websocket") return undefined;
  const upgrade = serverContext.req as IncomingMessage | undefined;
  const token = connectionToken(serverContext.connectionParams, upgrade) ?? operationToken((serverContext.params as { extensions?: unknown } | undefined)?.extensions);
  return token ? { token } : undefined;
};

/** graphql-armor's refusals carry no code; a client should not have to match their text. */
function withCode(code: string) {
  return [
    (_context: unknown, error: GraphQLError) => {
      error.extensions.code = code;
    },
  ];
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

/**
 * Sets context.viewer (and the version of the token that proved them) from the claims useJWT
 * verified. A plugin placed after useJWT rather than
 * Yoga's `context` option: that runs first, before useJWT has read graphql-ws connectionParams.
 */
function useViewerFromJwt(domain: Domain): Plugin<GraphQLContext & { jwt?: { payload?: Record<string, unknown> } }> {
  return {
    async onContextBuilding({ context, extendContext }) {
      const claims = context.jwt?.payload ? parseClaims(context.jwt.payload) : null;
      const viewer = claims ? await domain.sessions.fromClaims(claims) : null;
      extendContext({ viewer, tokenVersion: viewer && claims ? claims.ver : null });
    },
  };
}
