// How a Redis connection notices that its link died silently, and comes back within about a second
// of the link's return. A partition, or a NAT or firewall that forgot the connection, leaves the
// socket open with nothing arriving: a blocked read then waits forever, a command times out while
// its connection stays, and TCP's retransmission back-off (or nothing at all, when the far side
// forgot the connection) decides when it works again: 22 s after a 30 s partition was measured.
//
// So a connection with replies due that hears nothing for STALLED_AFTER_MS is dropped and made
// again (the event stream's blocking read answers at least every half second, so it always has a
// reply due), and so is a new connection whose handshake gets no answer (the link still cut, a
// proxy on the way accepting it). ioredis then reconnects on its retry strategy, which the
// connections' options keep short (redis-target.ts).
//
// Not ioredis's own socketTimeout: its timer fires before the replies that arrived while this
// process's event loop was busy are read (timers run before I/O), so a stall of the process would
// drop healthy connections. This watch skips a round whenever its own tick came late.
//
// What a dropped connection had sent may still run once Redis reads it: each caller is built for
// that (the event bus's once-only markers; presence and rate limits rewrite or recount).
import type { Redis } from "ioredis";

/** A healthy Redis answers in well under a millisecond; the stream's blocking read every 500 ms. */
const STALLED_AFTER_MS = 1_500;
/**
 * A new connection's ready check unanswered for this long: given up. A Redis still loading its
 * data after a restart answers it ("loading") and is asked again on a new connection.
 */
const HANDSHAKE_TIMEOUT_MS = 500;
const TICK_MS = 100;
/** A tick this late means the process itself was stalled: replies may be waiting unread. */
const LATE_TICK_MS = 3 * TICK_MS;

export function watchLink(client: Redis): Redis {
  const now = Date.now();
  /** when the connection last received anything, or when replies last became due after none were */
  let heardOrWaitingSince = now;
  let connectedAt = now;
  let wasWaiting = false;
  let lastTick = now;
  const heard = () => (heardOrWaitingSince = Date.now());
  client.on("connect", () => {
    connectedAt = Date.now();
    heardOrWaitingSince = connectedAt;
    client.stream.on("data", heard);
  });
  const timer = setInterval(() => {
    const at = Date.now();
    const late = at - lastTick > LATE_TICK_MS;
    lastTick = at;
    const waiting = client.commandQueue.length > 0;
    if (waiting && !wasWaiting) heardOrWaitingSince = at;
    wasWaiting = waiting;
    if (late) return;
    const stuckHandshake = client.status === "connect" && at - connectedAt > HANDSHAKE_TIMEOUT_MS;
    const stalled = client.status === "ready" && waiting && at - heardOrWaitingSince > STALLED_AFTER_MS;
    if (stuckHandshake || stalled) client.disconnect(true);
  }, TICK_MS);
  timer.unref();
  client.once("end", () => clearInterval(timer));
  return client;
}
