// The follower-hold proxy's own process (follower-hold-proxy.ts starts it): out of the test's
// event loop, which two api nodes keep busy, so a pause there never delays what the sentinels ask
// the primary, nor makes them think it is down. Arguments: the primary's port. Messages from the
// parent: "hold", "release"; to it: the port it listens on.
import net from "node:net";

/** The commands (their names as RESP sends them) that make a connection one that follows the primary's writes. */
const FOLLOWING = /\$(?:5\r\npsync|4\r\nsync|5\r\nxread)\r\n/i;

const primaryPort = Number(process.argv[2]);
let holding = false;
const held: (() => void)[] = [];

const server = net.createServer((client) => {
  const upstream = net.connect(primaryPort, "127.0.0.1");
  let follower = false;
  for (const socket of [client, upstream]) socket.on("error", () => socket.destroy());
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

process.on("message", (message) => {
  holding = message === "hold";
  if (!holding) for (const send of held.splice(0)) send();
});
// the parent gone (the test ended, however): so is the proxy
process.on("disconnect", () => process.exit(0));
server.listen(0, "127.0.0.1", () => process.send!((server.address() as net.AddressInfo).port));
