// graphql-ws on the GraphQL path (WebSocket upgrades), beside Socket.IO: the live face of the
// GraphQL schema. Yoga (graphql/yoga.ts) runs every operation; this file speaks the protocol.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { CloseCode, type Context, type SubscribePayload } from "graphql-ws";
import { useServer, type Extra } from "graphql-ws/use/ws";
import { WebSocketServer, type WebSocket } from "ws";
import {
  GraphQLError,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLFormattedError,
} from "graphql";
import type { Logger } from "pino";
import type { Session } from "../../domain/auth/sessions.ts";
import type { Domain } from "../../domain/domain.ts";
import { isTokenRejection } from "../bearer-token.ts";
import type { GraphQLContext } from "../context.ts";
import { presentOverSocket } from "../error-presentation.ts";
import { checkOperation } from "../limits/operation-cost.ts";
import { requestRefusal } from "../limits/refusal.ts";
import { connectionToken } from "../websocket-token.ts";
import { persistedText, type PersistedDocuments } from "../persisted/persisted-documents.ts";
import type { Yoga } from "../yoga.ts";
import type { Presence } from "../../realtime/presence.ts";
import {
  holdWhileOpen,
  TOO_MANY_CONNECTIONS_CLOSE_CODE,
  tooManyConnectionsReason,
} from "../../realtime/connection-limits.ts";
import { OperationsInOrder } from "./operations-in-order.ts";

/** Yoga's enveloped execute/subscribe travel to graphql-ws through rootValue. */
type Enveloped = ReturnType<Yoga["getEnveloped"]>;
type EnvelopedRoot = Pick<Enveloped, "execute" | "subscribe">;

/**
 * Largest graphql-ws message, as large as an HTTP request body (Fastify's bodyLimit in app.ts): a
 * document is at most 64 KiB anyway, and files do not travel over the socket. `ws` otherwise
 * buffers up to 100 MiB per message; one 26 MB subscribe exhausted the heap. A larger message
 * closes that socket with 1009 (Message Too Big) before it is buffered.
 */
export const MAX_WEBSOCKET_MESSAGE_BYTES = 1024 * 1024;

export interface GraphQLWebSocketDeps {
  domain: Domain;
  presence: Presence;
  logger: Logger;
  clientAddressOf: (request: IncomingMessage) => string;
  /** documents named by hash: the web client sends its subscriptions by id, with an empty query */
  persisted: PersistedDocuments;
}

/**
 * graphql-ws closes a connection whose token proves nobody with this code (graphql-ws' own
 * "Unauthorized", after which its clients do not reconnect) and the reason as the close reason
 * (TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED), before acknowledging it.
 */
export const TOKEN_REJECTED_CLOSE_CODE = CloseCode.Unauthorized;

/**
 * graphql-ws over `ws`, sharing Yoga's envelop (auth, limits, masking) per subscription. A
 * connection's token (connectionParams under its common names, or the upgrade request's
 * Authorization: see websocket-token.ts) is the same for all its operations, and is checked before
 * the connection is acknowledged; an operation of a connection without one may bring its own
 * (GraphiQL sends its headers pane with each). An authenticated connection counts as its user
 * being online from its connection_init until it closes, as a Socket.IO socket does; when its
 * session ends (logOut, a password change, a revoked access token, the account suspended or
 * deleted), it is closed with 4403 Forbidden (the client may reconnect with a new token; with the
 * old one it is refused with 4401).
 */
export async function createGraphQLWebSocketServer(
  yoga: Yoga,
  { domain, presence, logger, clientAddressOf, persisted }: GraphQLWebSocketDeps,
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_WEBSOCKET_MESSAGE_BYTES });
  const log = logger.child({ component: "graphql-ws" });
  const watched = new WeakSet<WebSocket>();
  const operations = new OperationsInOrder();

  function watchRevocation(socket: WebSocket, session: Session): void {
    if (watched.has(socket) || socket.readyState !== socket.OPEN) return; // closed: "close" has gone by
    watched.add(socket);
    const unwatch = domain.sessionLiveness.watch(session, () =>
      socket.close(
        CloseCode.Forbidden,
        "Forbidden: the session ended (logged out, password changed, account suspended or deleted)",
      ),
    );
    socket.once("close", unwatch);
  }

  async function countAsOnline(socket: WebSocket, session: Session): Promise<void> {
    const { viewer } = session;
    // the socket may have closed while the token was checked: counting it now would leave a ghost
    if (socket.readyState !== socket.OPEN) return;
    const connectionId = `graphql-ws:${randomUUID()}`;
    // presence counts locally before its first await, and "close" cannot fire within this tick
    const added = presence.add(viewer.id, connectionId);
    socket.once("close", () => {
      presence
        .remove(viewer.id, connectionId)
        .catch((err: unknown) => log.error({ err, userId: viewer.id }, "presence update on close failed"));
    });
    watchRevocation(socket, session);
    await added;
  }

  const toClient = (errors: readonly GraphQLError[]): GraphQLFormattedError[] =>
    errors.map((error) => presentOverSocket(error, log).toJSON());

  const server = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as Promise<ExecutionResult>,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as Promise<ExecutionResult>,
      // The token is checked before the acknowledgement (a connection that will be refused gets
      // no ack to start operations on); presence is counted after it, without holding it up.
      onConnect: async (ctx) => {
        const { socket } = ctx.extra;
        const token = connectionToken(ctx.connectionParams, ctx.extra.request);
        if (!token) return true;
        const checked = await domain.sessions.checkApiToken(token);
        if ("rejected" in checked) {
          socket.close(TOKEN_REJECTED_CLOSE_CODE, checked.rejected);
          return false; // graphql-ws' own close (4403) comes second: the socket is closing already
        }
        const taken = await domain.realtimeLimits.connection({ address: null, userId: checked.session.viewer.id });
        if ("refused" in taken) {
          socket.close(TOO_MANY_CONNECTIONS_CLOSE_CODE, tooManyConnectionsReason(taken.refused));
          return false;
        }
        holdWhileOpen(taken.slot, socket, socket.readyState !== socket.OPEN);
        countAsOnline(ctx.extra.socket, checked.session).catch((err: unknown) =>
          log.error({ err }, "counting a graphql-ws connection as online failed"),
        );
        return true;
      },
      onSubscribe: (ctx, _id, params) => {
        // graphql-ws lists the operation (this one included) before calling here, and unlists it
        // when it ends, however it ends: counted on arrival, answered in turn like any other
        const overCap = Object.keys(ctx.subscriptions).length > domain.realtimeLimits.operationsPerConnection;
        return operations.inTurn(ctx.extra.socket, async () =>
          overCap ? [tooManyOperations()] : prepareOperation(ctx, params),
        );
      },
      // what graphql-ws sends itself (refusals, a stream that failed) and each result, in the API's vocabulary
      onError: (_ctx, _id, _payload, errors) => toClient(errors),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: toClient(result.errors) } : undefined,
    },
    wss,
  );

  const tooManyOperations = () => {
    const limit = domain.realtimeLimits.operationsPerConnection;
    return new GraphQLError(
      `Too many subscriptions on this connection: at most ${limit} operations at a time. Complete one before starting another.`,
      { extensions: { code: "TOO_MANY_SUBSCRIPTIONS", limit } },
    );
  };

  /** The operation ready to run, or why it may not. */
  async function prepareOperation(
    ctx: Context<Record<string, unknown> | undefined, Extra>,
    params: SubscribePayload,
  ): Promise<readonly GraphQLError[] | ExecutionArgs> {
    const clientKey = clientAddressOf(ctx.extra.request);
    const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
      ...ctx,
      req: ctx.extra.request,
      socket: ctx.extra.socket,
      params,
      clientKey,
      userAgent: ctx.extra.request.headers["user-agent"] ?? null,
      transport: "websocket",
    });
    // Whatever is wrong with one operation is answered to that operation (an `error` message):
    // thrown from here it would close the socket with 4500, ending every other subscription
    // on it, and graphql-ws clients do not reconnect after 4500.
    try {
      const document = parsed(parse, persistedText(params, persisted) ?? "");
      if (document instanceof GraphQLError) return [document];
      const errors = validate(schema, document);
      if (errors.length) return errors;
      const operation = { schema, document, variableValues: params.variables, operationName: params.operationName };
      // Yoga's execute and subscribe check variables and cost as well; checked here first so that
      // a refusal is an `error` message, as for any other operation refused before it runs.
      const { refusal } = checkOperation(operation);
      if (refusal.length) return refusal;
      const contextValue: GraphQLContext = await contextFactory();
      if (contextValue.session) watchRevocation(ctx.extra.socket, contextValue.session);
      return { ...operation, contextValue, rootValue: { execute, subscribe } };
    } catch (error) {
      // The connection's token stopped proving its viewer (it expired since the connection was
      // acknowledged): the connection ends as it would have begun. An operation's own token
      // (GraphiQL's) fails that operation only.
      if (isTokenRejection(error) && connectionToken(ctx.connectionParams, ctx.extra.request))
        ctx.extra.socket.close(TOKEN_REJECTED_CLOSE_CODE, error.extensions.reason);
      // refused limits and validation rules that throw are GraphQL errors
      if (error instanceof GraphQLError) return [error];
      log.error({ err: error }, "unexpected error starting a graphql-ws operation");
      return [new GraphQLError("Unexpected error.", { extensions: { code: "INTERNAL_SERVER_ERROR" } })];
    }
  }

  /** The document, or its syntax error coded as Yoga codes it over HTTP (the document limits code their own). */
  function parsed(parse: (source: string) => DocumentNode, query: string): DocumentNode | GraphQLError {
    try {
      return parse(query);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === undefined)
        return requestRefusal(error, "GRAPHQL_PARSE_FAILED");
      throw error;
    }
  }

  // A message `ws` cannot take (too big, not UTF-8, bad framing) is the client's fault: `ws` closes
  // that socket itself with the matching code. graphql-ws' listener (added above, per connection)
  // would print a stack trace to stderr for each one.
  wss.on("connection", (socket) => {
    socket.removeAllListeners("error");
    socket.on("error", (error) => log.debug({ err: error }, "message refused"));
  });
  /**
   * An upgrade to a WebSocket on the GraphQL path: counted against its client address's
   * connections before graphql-ws sees it (a refused one is closed with 1013 at once). The slot is
   * held by the TCP socket, whose end every way a WebSocket ends comes to, a failed handshake too.
   */
  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // a client gone while its slot is taken: nobody listens to the socket yet, ws does from its handshake on
    const gone = () => socket.destroy();
    socket.on("error", gone);
    const taken = await domain.realtimeLimits.connection({ address: clientAddressOf(request), userId: null });
    socket.off("error", gone);
    if ("refused" in taken) {
      wss.handleUpgrade(request, socket, head, (ws) => {
        ws.on("error", (error) => log.debug({ err: error }, "message refused"));
        ws.close(TOO_MANY_CONNECTIONS_CLOSE_CODE, tooManyConnectionsReason(taken.refused));
      });
      return;
    }
    holdWhileOpen(taken.slot, socket, socket.destroyed);
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request));
  }

  return {
    wss,
    upgrade,
    dispose: () => server.dispose(),
  };
}
