// A TCP proxy in front of a real server that can stop forwarding bytes, both ways, on every
// connection: what a client sees of a frozen (SIGSTOPped) PostgreSQL. Connections stay open and
// new ones are accepted (the kernel does that for a stopped server too), but nothing is answered
// until thaw(), when everything held back is delivered in order. The shared PostgreSQL itself is
// never touched.
import net from "node:net";

export interface FreezableProxy {
  /** 127.0.0.1 port clients connect to */
  port: number;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startFreezableProxy(target: { host: string; port: number }): Promise<FreezableProxy> {
  let frozen = false;
  const held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();

  const forward = (from: net.Socket, to: net.Socket) =>
    from.on("data", (chunk) => {
      const send = () => void (to.destroyed || to.write(chunk));
      if (frozen) held.push(send);
      else send();
    });
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
