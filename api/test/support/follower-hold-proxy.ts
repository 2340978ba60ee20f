// A TCP proxy in front of a Redis primary that can hold back what the primary sends to those who
// follow its writes: its replicas (they sent PSYNC) and event stream readers (they sent XREAD).
// Everyone else (the writers, the sentinels) is answered as usual. So the primary acknowledges
// writes that neither its replica nor any reading node has: what a primary dying takes with it
// when replication lags, which on one machine it otherwise never does long enough to see.
// What is held goes to nobody if the primary dies meanwhile (its connections close).
import net from "node:net";

export interface FollowerHoldProxy {
  /** 127.0.0.1 port the replica, the sentinels and the nodes reach the primary at */
  port: number;
  holdFollowers(): void;
  /** Forwards again, what was held first. */
  release(): void;
  close(): Promise<void>;
}

/** The commands (their names as RESP sends them) that make a connection one that follows the primary's writes. */
const FOLLOWING = /\$(?:5\r\npsync|4\r\nsync|5\r\nxread)\r\n/i;

export async function startFollowerHoldProxy(primaryPort: number): Promise<FollowerHoldProxy> {
  let holding = false;
  const held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(primaryPort, "127.0.0.1");
    let follower = false;
    track(client);
    track(upstream);
    client.on("data", (chunk) => {
      follower ||= FOLLOWING.test(chunk.toString("latin1"));
      upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      const send = () => void (client.destroyed || client.write(chunk));
      if (holding && follower) held.push(send);
      else send();
    });
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    holdFollowers() {
      holding = true;
    },
    release() {
      holding = false;
      for (const send of held.splice(0)) send();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
