// A TCP proxy in front of PostgreSQL that can hold one statement between its Bind and its Execute.
// In the extended query protocol the server takes a READ COMMITTED statement's snapshot when it
// binds the statement (PortalStart) and runs it when Execute comes: holding Execute gives a
// statement a snapshot from before something another session then commits, which otherwise
// happens only in the microseconds between the two messages. So a test can make that race happen
// every time. Only client → server bytes are read (message framing: a type byte and a length);
// answers pass untouched.
import net from "node:net";

export interface StatementGate {
  /** 127.0.0.1 port clients connect to */
  port: number;
  /**
   * Holds the next Execute of a statement whose SQL contains `marker` (on any connection).
   * `held` resolves once that statement is bound (its Bind sent) and its Execute held back;
   * `release()` lets it through.
   */
  holdNext(marker: string): { held: Promise<void>; release(): void };
  close(): Promise<void>;
}

/** Frontend message types read here; the protocol's others pass as they are. */
const PARSE = 0x50; // 'P': statement name, SQL
const BIND = 0x42; // 'B': portal name, statement name
const EXECUTE = 0x45; // 'E'
const SSL_REQUEST_CODE = 80877103;

interface Hold {
  marker: string;
  onHeld(): void;
  released: Promise<void>;
}

const cString = (message: Buffer, at: number) => {
  const end = message.indexOf(0, at);
  return { text: message.toString("utf8", at, end), next: end + 1 };
};

export async function startStatementGate(target: { host: string; port: number }): Promise<StatementGate> {
  let armed: Hold | null = null;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    upstream.on("data", (chunk) => void (client.destroyed || client.write(chunk)));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());

    let pending = Buffer.alloc(0);
    let untyped = true; // the start-up message (and an SSL request before it) has no type byte
    const statements = new Map<string, string>(); // this connection's prepared statements: name → SQL
    let boundMatching = false;
    let holding = false;

    const forward = async () => {
      while (!holding) {
        const header = untyped ? 4 : 5;
        if (pending.length < header) return;
        const length = untyped ? pending.readInt32BE(0) : pending.readInt32BE(1) + 1;
        if (pending.length < length) return;
        const message = pending.subarray(0, length);
        if (untyped) untyped = length === 8 && message.readInt32BE(4) === SSL_REQUEST_CODE;
        else if (message[0] === PARSE) {
          const name = cString(message, 5);
          statements.set(name.text, cString(message, name.next).text);
        } else if (message[0] === BIND)
          boundMatching =
            !!armed && !!statements.get(cString(message, cString(message, 5).next).text)?.includes(armed.marker);
        else if (armed && message[0] === EXECUTE && boundMatching) {
          const hold = armed;
          armed = null;
          boundMatching = false;
          holding = true;
          hold.onHeld();
          await hold.released;
          holding = false;
        }
        upstream.write(message);
        pending = pending.subarray(length);
      }
    };
    client.on("data", (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      if (!holding) void forward();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    holdNext(marker) {
      let onHeld!: () => void;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (onHeld = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      armed = { marker, onHeld, released };
      return { held, release };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
