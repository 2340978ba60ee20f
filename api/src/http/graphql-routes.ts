// Mounts Yoga on Fastify (HTTP) and graphql-ws on the same path (WebSocket upgrades).
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { CloseCode } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer, type WebSocket } from "ws";
import { GraphQLError, type ExecutionResult } from "graphql";
import type { GraphQLContext } from "../graphql/context.ts";
import type { Yoga } from "../graphql/yoga.ts";
import { SessionRevocations } from "../realtime/session-revocations.ts";

/** Yoga's enveloped execute/subscribe travel to graphql-ws through rootValue. */
type Enveloped = ReturnType<Yoga["getEnveloped"]>;
type EnvelopedRoot = Pick<Enveloped, "execute" | "subscribe">;

const STREAMED = /^(text\/event-stream|multipart\/mixed)/i;

/**
 * Operations one connection may run at once. Each live subscription holds bus listeners (and,
 * for postAdded, a followee watch); without a cap one socket could open thousands.
 */
export const MAX_OPERATIONS_PER_CONNECTION = 20;

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

/**
 * graphql-ws over `ws`, sharing Yoga's envelop (auth, limits, masking) per subscription. A
 * connection's token (connectionParams.authToken, or the upgrade request's Authorization) is the
 * same for all its operations; when a password change revokes it, the connection is closed with
 * 4403 Forbidden (the client may reconnect with its new token).
 */
export function createGraphQLWebSocketServer(yoga: Yoga, clientAddressOf: (request: IncomingMessage) => string) {
  const wss = new WebSocketServer({ noServer: true });
  // The bus is the domain's, which only Yoga's context carries: started on the first operation.
  let revocations: Promise<SessionRevocations> | undefined;
  const watched = new WeakSet<WebSocket>();

  async function watchRevocation(socket: WebSocket, context: GraphQLContext): Promise<void> {
    const { viewer, tokenVersion } = context;
    if (!viewer || tokenVersion === null || watched.has(socket)) return;
    watched.add(socket);
    revocations ??= SessionRevocations.start(context.domain.bus);
    const active = await revocations;
    if (socket.readyState !== socket.OPEN) return; // closed meanwhile: "close" has gone by
    const unwatch = active.watch(viewer.id, tokenVersion, () => socket.close(CloseCode.Forbidden, "Forbidden: the password was changed"));
    socket.once("close", unwatch);
  }

  const server = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as Promise<ExecutionResult>,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as Promise<ExecutionResult>,
      onSubscribe: async (ctx, _id, params) => {
        // graphql-ws lists the operation (this one included) before calling here, and unlists it
        // when it ends, however it ends
        if (Object.keys(ctx.subscriptions).length > MAX_OPERATIONS_PER_CONNECTION)
          return [
            new GraphQLError(
              `Too many subscriptions on this connection: at most ${MAX_OPERATIONS_PER_CONNECTION} operations at a time. Complete one before starting another.`,
              { extensions: { code: "TOO_MANY_SUBSCRIPTIONS" } },
            ),
          ];
        const clientKey = clientAddressOf(ctx.extra.request);
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
          clientKey,
        });
        const document = parse(params.query);
        const contextValue = await contextFactory();
        await watchRevocation(ctx.extra.socket, contextValue);
        const args = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue,
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wss,
  );
  return {
    wss,
    dispose: async () => {
      await server.dispose();
      if (revocations) (await revocations).stop();
    },
  };
}
