// A node that stops (a deploy, a restart) must not cost v1 clients their live events.
// socket.io-client reconnects by itself after its connection drops, but takes a Socket.IO
// "disconnect" from the server as final ("io server disconnect": it never comes back, and a v1
// page goes deaf until it is reloaded). So a stopping node ends its connections as a crash
// would, below Socket.IO: each client reconnects (to this node once it is back, or to another),
// and is bound to its user again from its token or cookie (v1-bridge.ts). Only this node's:
// `io.disconnectSockets` would, through the Redis adapter, send every node's sockets away.
import type { V1Server } from "./socket-types.ts";

/** Closes every connection of this node so that its clients reconnect. */
export function closeForRestart(io: V1Server): void {
  io.engine.close();
}
