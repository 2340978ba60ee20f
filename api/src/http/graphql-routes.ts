// Mounts Yoga on Fastify (HTTP). graphql-ws, on the same path, is graphql/graphql-ws.
import type { FastifyInstance } from "fastify";
import type { ErrorCode } from "../graphql/error-codes.ts";
import { GRAPHIQL_PAGE_HEADERS, registerGraphiQLAssets } from "../graphql/graphiql-page.ts";
import type { Yoga } from "../graphql/yoga.ts";

const STREAMED = /^(text\/event-stream|multipart\/mixed)/i;
/** Yoga answers a browser's GET with GraphiQL's page */
const PAGE = /^text\/html/i;

export function registerGraphQLHttp(app: FastifyInstance, yoga: Yoga) {
  // Yoga parses multipart itself (GraphQL multipart request spec), with its own limits.
  app.addContentTypeParser("multipart/form-data", {}, (_req, _payload, done) => done(null));
  app.route({
    url: yoga.graphqlEndpoint,
    method: ["GET", "POST"],
    // Fastify refuses some bodies before Yoga sees them (invalid or empty JSON, too large, an
    // unknown content type): answered as GraphQL answers, not in Fastify's own shape.
    errorHandler: (error, _req, reply) => {
      const status = error.statusCode ?? 500;
      if (status < 400 || status >= 500) throw error; // the server's own: Fastify's handler logs it
      const code: ErrorCode = status === 413 ? "REQUEST_ENTITY_TOO_LARGE" : "BAD_REQUEST";
      return reply.status(status).send({ errors: [{ message: error.message, extensions: { code } }] });
    },
    handler: async (req, reply) => {
      // Fastify has parsed a JSON body. Yoga's adapter takes a parsed body only when it is an
      // object with keys: anything else ({}, [], a bare string) it reads again from the stream
      // Fastify consumed, and Yoga answered "POST body sent invalid JSON.". Handed as text,
      // Yoga says what is wrong ("Must provide query string.").
      if (req.body !== undefined && !isObjectWithKeys(req.body)) req.body = JSON.stringify(req.body);
      const response = await yoga.handleNodeRequestAndResponse(req, reply, {
        clientKey: req.ip,
        userAgent: req.headers["user-agent"] ?? null,
        transport: "http",
      });
      response.headers.forEach((value, key) => reply.header(key, value));
      const contentType = response.headers.get("content-type") ?? "";
      if (PAGE.test(contentType)) reply.headers(GRAPHIQL_PAGE_HEADERS);
      reply.status(response.status);
      // A result (JSON) is already one string: sent as it is rather than piped through a stream.
      // Subscriptions over SSE and incremental delivery stay streams.
      return reply.send(STREAMED.test(contentType) ? response.body : await response.text());
    },
  });
  registerGraphiQLAssets(app);
}

function isObjectWithKeys(value: unknown): boolean {
  return typeof value === "object" && value !== null && Object.keys(value).length > 0;
}
