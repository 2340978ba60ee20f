// Mounts Yoga on Fastify (HTTP) and graphql-ws on the same path (WebSocket upgrades).
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { CloseCode, type Context, type SubscribePayload } from "graphql-ws";
import { useServer, type Extra } from "graphql-ws/use/ws";
import { WebSocketServer, type WebSocket } from "ws";
import { GraphQLError, type ExecutionArgs, type ExecutionResult } from "graphql";
import type { Logger } from "pino";
import type { Domain } from "../domain/domain.ts";
import type { GraphQLContext } from "../graphql/context.ts";
import { GRAPHIQL_PAGE_HEADERS, registerGraphiQLAssets } from "../graphql/graphiql-page.ts";
import { costRefusal } from "../graphql/limits/operation-cost.ts";
import { connectionToken } from "../graphql/websocket-token.ts";
import type { Yoga } from "../graphql/yoga.ts";
import type { Presence } from "../realtime/presence.ts";
import { SessionRevocations } from "../realtime/session-revocations.ts";
import { OperationsInOrder } from "./operations-in-order.ts";

/** Yoga's enveloped execute/subscribe travel to graphql-ws through rootValue. */
type Enveloped = ReturnType<Yoga["getEnveloped"]>;
type EnvelopedRoot = Pick<Enveloped, "execute" | "subscribe">;

const STREAMED = /^(text\/event-stream|multipart\/mixed)/i;
/** Yoga answers a browser's GET with GraphiQL's page */
const PAGE = /^text\/html/i;

/**
 * Operations one connection may run at once. Each live subscription holds bus listeners (and,
 * for postAdded, a followee watch); without a cap one socket could open thousands.
 */
export const MAX_OPERATIONS_PER_CONNECTION = 20;

/**
 * Largest graphql-ws message, as large as an HTTP request body (Fastify's bodyLimit in app.ts): a
 * document is at most 64 KiB anyway, and files do not travel over the socket. `ws` otherwise
 * buffers up to 100 MiB per message; one 26 MB subscribe exhausted the heap. A larger message
 * closes that socket with 1009 (Message Too Big) before it is buffered.
 */
export const MAX_WEBSOCKET_MESSAGE_BYTES = 1024 * 1024;

export function registerGraphQLHttp(app: FastifyInstance, yoga: Yoga) {
  // Yoga parses multipart itself (GraphQL multipart request spec), with its own limits.
  app.addContentTypeParser("multipart/form-data", {}, (_req, _payload, done) => done(null));
  app.route({
    url: yoga.graphqlEndpoint,
    method: ["GET", "POST"],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { clientKey: req.ip, transport: "http" });
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

export interface GraphQLWebSocketDeps {
  domain: Domain;
  presence: Presence;
  logger: Logger;
  clientAddressOf: (request: IncomingMessage) => string;
}

/**
 * graphql-ws over `ws`, sharing Yoga's envelop (auth, limits, masking) per subscription. A
 * connection's token (connectionParams under its common names, or the upgrade request's
 * Authorization: see websocket-token.ts) is the same for all its operations; an operation of a
 * connection without one may bring its own (GraphiQL sends its headers pane with each). An authenticated connection counts as its user being online from
 * its connection_init until it closes, as a Socket.IO socket does; when a password change
 * revokes its token, it is closed with 4403 Forbidden (the client may reconnect with its new token).
 */
export async function createGraphQLWebSocketServer(yoga: Yoga, { domain, presence, logger, clientAddressOf }: GraphQLWebSocketDeps) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_WEBSOCKET_MESSAGE_BYTES });
  const log = logger.child({ component: "graphql-ws" });
  const revocations = await SessionRevocations.start(domain.bus);
  const watched = new WeakSet<WebSocket>();
  const operations = new OperationsInOrder();

  function watchRevocation(socket: WebSocket, userId: string, tokenVersion: number): void {
    if (watched.has(socket) || socket.readyState !== socket.OPEN) return; // closed: "close" has gone by
    watched.add(socket);
    const unwatch = revocations.watch(userId, tokenVersion, () => socket.close(CloseCode.Forbidden, "Forbidden: the password was changed"));
    socket.once("close", unwatch);
  }

  async function countAsOnline(socket: WebSocket, request: IncomingMessage, connectionParams: Record<string, unknown> | undefined): Promise<void> {
    const session = await domain.sessions.sessionFromToken(connectionToken(connectionParams, request));
    // the socket may have closed while the token was checked: counting it now would leave a ghost
    if (!session || socket.readyState !== socket.OPEN) return;
    const userId = session.viewer.id;
    const connectionId = `graphql-ws:${randomUUID()}`;
    // presence counts locally before its first await, and "close" cannot fire within this tick
    const added = presence.add(userId, connectionId);
    socket.once("close", () => {
      presence.remove(userId, connectionId).catch((err: unknown) => log.error({ err, userId }, "presence update on close failed"));
    });
    watchRevocation(socket, userId, session.tokenVersion);
    await added;
  }

  const server = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as Promise<ExecutionResult>,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as Promise<ExecutionResult>,
      // the acknowledgement does not wait for presence (a token check and, with Redis, a round trip)
      onConnect: (ctx) => {
        countAsOnline(ctx.extra.socket, ctx.extra.request, ctx.connectionParams).catch((err: unknown) => log.error({ err }, "counting a graphql-ws connection as online failed"));
      },
      onSubscribe: (ctx, _id, params) => {
        // graphql-ws lists the operation (this one included) before calling here, and unlists it
        // when it ends, however it ends: counted on arrival, answered in turn like any other
        const overCap = Object.keys(ctx.subscriptions).length > MAX_OPERATIONS_PER_CONNECTION;
        return operations.inTurn(ctx.extra.socket, async () => (overCap ? [tooManyOperations()] : prepareOperation(ctx, params)));
      },
    },
    wss,
  );

  const tooManyOperations = () =>
    new GraphQLError(
      `Too many subscriptions on this connection: at most ${MAX_OPERATIONS_PER_CONNECTION} operations at a time. Complete one before starting another.`,
      { extensions: { code: "TOO_MANY_SUBSCRIPTIONS" } },
    );

  /** The operation ready to run, or why it may not. */
  async function prepareOperation(ctx: Context<Record<string, unknown> | undefined, Extra>, params: SubscribePayload): Promise<readonly GraphQLError[] | ExecutionArgs> {
    const clientKey = clientAddressOf(ctx.extra.request);
    const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
      ...ctx,
      req: ctx.extra.request,
      socket: ctx.extra.socket,
      params,
      clientKey,
      transport: "websocket",
    });
    // Whatever is wrong with one operation is answered to that operation (an `error` message):
    // thrown from here it would close the socket with 4500, ending every other subscription
    // on it, and graphql-ws clients do not reconnect after 4500.
    try {
      const document = parse(params.query);
      const errors = validate(schema, document);
      if (errors.length) return errors;
      const operation = { schema, document, variableValues: params.variables, operationName: params.operationName };
      // Yoga's execute and subscribe check the cost as well; checked here first so that the
      // refusal is an `error` message, as for any other operation refused before it runs.
      const refused = costRefusal(operation);
      if (refused) return [refused];
      const contextValue: GraphQLContext = await contextFactory();
      if (contextValue.viewer && contextValue.tokenVersion !== null) watchRevocation(ctx.extra.socket, contextValue.viewer.id, contextValue.tokenVersion);
      return { ...operation, contextValue, rootValue: { execute, subscribe } };
    } catch (error) {
      // parse errors, refused limits and validation rules that throw are GraphQL errors
      if (error instanceof GraphQLError) return [error];
      log.error({ err: error }, "unexpected error starting a graphql-ws operation");
      return [new GraphQLError("Unexpected error.", { extensions: { code: "INTERNAL_SERVER_ERROR" } })];
    }
  }

  // A message `ws` cannot take (too big, not UTF-8, bad framing) is the client's fault: `ws` closes
  // that socket itself with the matching code. graphql-ws' listener (added above, per connection)
  // would print a stack trace to stderr for each one.
  wss.on("connection", (socket) => {
    socket.removeAllListeners("error");
    socket.on("error", (error) => log.debug({ err: error }, "message refused"));
  });
  return {
    wss,
    dispose: async () => {
      await server.dispose();
      revocations.stop();
    },
  };
}
