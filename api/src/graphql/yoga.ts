import type { PrismaClient } from "../generated/prisma/client.ts";
// The GraphQL face: Yoga over the Pothos schema. Tokens are checked by the domain, as on every
// other face (bearer-token.ts); every error a client receives speaks the
// vocabulary of error-codes.ts (error-presentation.ts), and the limits (./limits) refuse what
// would cost the server too much, with codes, before it runs.
import { createFetch } from "@whatwg-node/fetch";
import { createYoga, type YogaServerInstance } from "graphql-yoga";
import type { Logger } from "pino";
import type { Domain } from "../domain/domain.ts";
import { useBearerToken } from "./bearer-token.ts";
import type { GraphQLContext } from "./context.ts";
import { useCsrfPrevention } from "./csrf-prevention.ts";
import { presentError } from "./error-presentation.ts";
import { renderGraphiQLPage } from "./graphiql-page.ts";
import { boundedDocumentCaches, useDocumentLimits } from "./limits/document-limits.ts";
import { useOperationChecks } from "./limits/operation-cost.ts";
import { useRetryAfterHeader } from "./limits/retry-after.ts";
import { useSelectionLimits } from "./limits/selection-limits.ts";
import { useSubscriptionLimits } from "./limits/subscription-limits.ts";
import { usePersistedDocuments, type PersistedDocuments } from "./persisted/persisted-documents.ts";
import { useOperationMetrics } from "../observability/graphql-metrics.ts";
import { recorder } from "../observability/metrics.ts";
import { useOperationTracing } from "../observability/graphql-tracing.ts";
import { tracingEnabled } from "../observability/tracing.ts";
import { IDEMPOTENCY_KEY_HEADER } from "./idempotency-key.ts";
import { schema } from "./schema.ts";
import { IMAGES_MAX } from "../domain/posts/rules.ts";
import { useTokenScope } from "./token-scope.ts";
import { useStreamsEndWithSession } from "./session-streams.ts";

export const GRAPHQL_PATH = "/graphql";

/** What the transports (HTTP via Fastify, graphql-ws) put in Yoga's server context. */
export interface ServerContext {
  clientKey: string;
  /** the request's User-Agent header: names the session a log-in starts */
  userAgent?: string | null;
  /** HTTP (with subscriptions over SSE, counted per client) or graphql-ws (counted per connection) */
  transport: "http" | "websocket";
}

interface Options {
  domain: Domain;
  /** for the Pothos Prisma plugin's relation loading (GraphQLContext.relations) */
  relations: PrismaClient;
  logger: Logger;
  maxUploadBytes: number;
  /** documents named by hash (persisted/persisted-documents.ts); none when absent (tests of Yoga alone) */
  persisted?: PersistedDocuments;
}

export type Yoga = YogaServerInstance<ServerContext, GraphQLContext>;

export function createGraphQLServer({ domain, relations, logger, maxUploadBytes, persisted }: Options): Yoga {
  /**
   * Yoga logs, as an error, every error that maskError replaced. maskError replaces each
   * client's mistake (answered as it is: a debug line at most) and logs the unexpected ones
   * itself, with their stack; Yoga's copies, one line per bad request, are noise.
   */
  const masked = new WeakSet<object>();
  const metrics = recorder();
  const maskedAlready = (args: unknown[]) =>
    args.length === 1 && typeof args[0] === "object" && args[0] !== null && masked.has(args[0]);
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
      warn: (...args) => logger.warn(args.map(String).join(" ")),
      error: (...args) => (maskedAlready(args) ? logger.debug : logger.error).call(logger, args.map(String).join(" ")),
    },
    // multipart parsing stops reading a file as soon as it passes the limit, and a request with
    // more files than a post may have images (the most any operation takes) is refused unread
    fetchAPI: createFetch({
      formDataLimits: {
        fileSize: maxUploadBytes,
        files: IMAGES_MAX,
        fieldSize: 1024 * 1024,
        fields: 16,
        headerSize: 8192,
      },
    }),
    maskedErrors: {
      maskError(error, message) {
        if (typeof error === "object" && error !== null) masked.add(error);
        return presentError(error, logger, message);
      },
    },
    plugins: [
      useCsrfPrevention(),
      useBearerToken(domain),
      useTokenScope(),
      useStreamsEndWithSession(domain),
      // before Yoga's parse cache (which comes after every plugin given here)
      useDocumentLimits(),
      // documents named by hash; the web client's are handed over parsed, before the parse cache
      ...(persisted ? [usePersistedDocuments(persisted)] : []),
      ...useSelectionLimits(),
      useOperationChecks(),
      useSubscriptionLimits(domain),
      useRetryAfterHeader(),
      ...(metrics ? [useOperationMetrics(metrics, (document) => persisted?.isValidated(document) ?? false)] : []),
      ...(tracingEnabled() ? [useOperationTracing()] : []),
    ],
    context: ({ clientKey, userAgent, request }) => ({
      domain,
      relations,
      clientKey,
      userAgent: userAgent ?? null,
      viewer: null,
      session: null,
      // graphql-ws has no request headers of its own (only the input field brings a key there)
      idempotencyKey: request?.headers.get(IDEMPOTENCY_KEY_HEADER) ?? null,
    }),
  });
}
