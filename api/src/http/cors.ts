import { IDEMPOTENCY_KEY_HEADER } from "../graphql/idempotency-key.ts";
import cors, { type FastifyCorsOptions } from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import { CSRF_HEADERS } from "../graphql/csrf-prevention.ts";
import { GRAPHQL_PATH } from "../graphql/yoga.ts";
import { isAllowedOrigin } from "../browser/origins.ts";

/** Headers a GraphQL client sends: its token, JSON, and the CSRF-prevention headers (csrf-prevention.ts) */
const GRAPHQL_REQUEST_HEADERS = ["authorization", "content-type", IDEMPOTENCY_KEY_HEADER, ...CSRF_HEADERS];

/** Response headers a page may read besides the simple ones: when to retry, and why a token was refused. */
const GRAPHQL_RESPONSE_HEADERS = ["Retry-After", "WWW-Authenticate"];

/**
 * Allowed origins (CORS_ORIGINS) get their origin echoed (never "*") with credentials: the v1
 * client and Socket.IO need both. Any other origin may call /graphql with a bearer token but
 * without credentials: GraphQL reads no cookie, so a page of another site proves nobody unless it
 * holds a token, and without Access-Control-Allow-Credentials a browser neither sends a
 * credentialed request after the preflight nor shows its answer to the page.
 */
export async function registerCors(app: FastifyInstance, allowed: string[]) {
  const withCredentials: FastifyCorsOptions = {
    origin: true,
    credentials: true,
    methods: ["GET", "HEAD", "PUT", "PATCH", "POST", "DELETE"],
    allowedHeaders: GRAPHQL_REQUEST_HEADERS,
    exposedHeaders: GRAPHQL_RESPONSE_HEADERS,
    optionsSuccessStatus: 200,
    maxAge: 600,
  };
  const tokenOnly: FastifyCorsOptions = { ...withCredentials, credentials: false, methods: ["GET", "POST"] };
  await app.register(cors, {
    delegator: (req, cb) => {
      if (isAllowedOrigin(allowed, req.headers.origin)) return cb(null, withCredentials);
      const pathname = new URL(req.url, "http://localhost").pathname;
      cb(null, pathname === GRAPHQL_PATH ? tokenOnly : { origin: false });
    },
  });
}
