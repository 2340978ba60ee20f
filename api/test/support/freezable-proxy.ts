// A TCP proxy in front of a real server that can stop forwarding bytes, both ways, on every
// connection: what a client sees of a frozen (SIGSTOPped) PostgreSQL. Connections stay open and
// new ones are accepted (the kernel does that for a stopped server too), but nothing is answered
// until thaw(), when everything held back is delivered in order. The shared PostgreSQL itself is
// never touched. Plain TCP: it stands as well in front of a test's own redis-server, as a frozen
// Redis or a link cut off and back (TCP retransmits what it could not deliver).
//
// It can also cut the link for good: cut() drops every byte of the connections open then and of
// those opened until heal(), both ways, and they stay dead after heal() (no reset, no error), as
// connections do whose far side forgot them or whose retransmissions backed off past the test.
// Only connections made after heal() work. cutWhere() does the same to each connection whose
// client sends a given text (a Redis connection's blocking read, say), the others untouched.
import crypto from "node:crypto";
import net from "node:net";
import pg from "pg";
import { createTestServer, type TestServerOptions } from "./test-server.ts";

export interface FreezableProxy {
  /** 127.0.0.1 port clients connect to */
  port: number;
  freeze(): void;
  /**
   * Freezes when the server answers the next COMMIT: the commit has landed, its answer (and
   * everything after) is held, as when the link breaks while a commit is under way.
   */
  freezeAfterCommit(): void;
  thaw(): void;
  /** What clients sent since the freeze, held back (latin1): the commands a frozen server will run on thaw. */
  heldFromClients(): string;
  /** Kills every connection open now and every new one until heal(): silently, for good. */
  cut(): void;
  /** Kills each connection, now open or opened until heal(), whose client sends `text`. */
  cutWhere(text: string): void;
  /** New connections work again; the ones killed stay dead. */
  heal(): void;
  close(): Promise<void>;
}

export async function startFreezableProxy(target: { host: string; port: number }): Promise<FreezableProxy> {
  let frozen = false;
  let freezeAfterCommit = false;
  /**
   * The server's answer to a COMMIT (CommandComplete 'C', its length 4 + 7, "COMMIT" and a NUL):
   * the client's COMMIT may be a prepared statement's Bind, which does not name it.
   */
  const COMMITTED = Buffer.from([0x43, 0, 0, 0, 11, ...Buffer.from("COMMIT\0")]);
  const held: (() => void)[] = [];
  const heldRequests: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  /** cut(): every connection until heal() is killed */
  let cutting = false;
  /** cutWhere(): a connection whose client sends this is killed, until heal() */
  let killText: Buffer | null = null;
  const links = new Set<{ dead: boolean }>();

  const forward = (from: net.Socket, to: net.Socket, fromServer: boolean, link: { dead: boolean }) =>
    from.on("data", (chunk) => {
      if (!fromServer && killText && chunk.includes(killText)) link.dead = true;
      if (link.dead) return;
      const send = () => void (link.dead || to.destroyed || to.write(chunk));
      if (fromServer && freezeAfterCommit && chunk.includes(COMMITTED)) {
        freezeAfterCommit = false;
        frozen = true;
      }
      if (frozen) {
        held.push(send);
        if (!fromServer) heldRequests.push(chunk);
      } else send();
    });
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const link = { dead: cutting };
    links.add(link);
    track(client);
    track(upstream);
    forward(client, upstream, false, link);
    forward(upstream, client, true, link);
    client.on("close", () => {
      links.delete(link);
      // a frozen server's kernel already holds what the client sent before giving up: it runs on thaw
      if (frozen && !link.dead) held.push(() => upstream.end());
      else upstream.destroy();
    });
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      frozen = true;
    },
    freezeAfterCommit() {
      freezeAfterCommit = true;
    },
    thaw() {
      frozen = false;
      heldRequests.length = 0;
      for (const send of held.splice(0)) send();
    },
    heldFromClients() {
      return Buffer.concat(heldRequests).toString("latin1");
    },
    cut() {
      cutting = true;
      for (const link of links) link.dead = true;
    },
    cutWhere(text) {
      killText = Buffer.from(text);
    },
    heal() {
      cutting = false;
      killText = null;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A test server whose database (a fresh schema of TEST_DATABASE_URL's PostgreSQL) is reached
 * through a freezable proxy. `close()` thaws, stops both and drops the schema.
 */
export async function startServerBehindProxy(options: TestServerOptions = {}) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("startServerBehindProxy needs TEST_DATABASE_URL");
  const schema = `test_${crypto.randomBytes(6).toString("hex")}`;
  const target = new URL(base);
  const proxy = await startFreezableProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(base);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  viaProxy.searchParams.set("schema", schema);
  const server = await createTestServer({ DATABASE_URL: viaProxy.toString() }, options);
  return {
    proxy,
    server,
    async close() {
      proxy.thaw();
      await server.close();
      await proxy.close();
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    },
  };
}
