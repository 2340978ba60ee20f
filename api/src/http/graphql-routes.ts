// Mounts Yoga on Fastify (HTTP) and graphql-ws on the same path (WebSocket upgrades).
import type { FastifyInstance } from "fastify";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import type { ExecutionResult } from "graphql";
import type { Yoga } from "../graphql/yoga.ts";

/** Yoga's enveloped execute/subscribe travel to graphql-ws through rootValue. */
type Enveloped = ReturnType<Yoga["getEnveloped"]>;
type EnvelopedRoot = Pick<Enveloped, "execute" | "subscribe">;

const STREAMED = /^(text\/event-stream|multipart\/mixed)/i;

export function registerGraphQLHttp(app: FastifyInstance, yoga: Yoga) {
  // Yoga parses multipart itself (GraphQL multipart request spec), with its own limits.
  app.addContentTypeParser("multipart/form-data", {}, (_req, _payload, done) => done(null));
  app.route({
    url: yoga.graphqlEndpoint,
    method: ["GET", "POST"],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { clientKey: req.ip });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      // A result (JSON) is already one string: sent as it is rather than piped through a stream.
      // Subscriptions over SSE and incremental delivery stay streams.
      return reply.send(STREAMED.test(response.headers.get("content-type") ?? "") ? response.body : await response.text());
    },
  });
}

/** graphql-ws over `ws`, sharing Yoga's envelop (auth, limits, masking) per subscription. */
export function createGraphQLWebSocketServer(yoga: Yoga) {
  const wss = new WebSocketServer({ noServer: true });
  const server = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as Promise<ExecutionResult>,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as Promise<ExecutionResult>,
      onSubscribe: async (ctx, _id, params) => {
        const clientKey = ctx.extra.request.socket.remoteAddress ?? "unknown";
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
          clientKey,
        });
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wss,
  );
  return { wss, dispose: () => server.dispose() };
}
