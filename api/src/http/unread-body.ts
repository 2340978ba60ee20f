// A request whose body the server stopped reading (an upload refused as too large while it was
// still arriving) leaves the rest of that body on the connection. Node parses the next request of
// a keep-alive connection only after the last byte of this one, so a client reusing the
// connection (Node's and browsers' agents do) got no answer until the keep-alive timeout closed
// it, 72 s later. Node reads and discards an unread body itself only when nothing had started
// reading it; @fastify/multipart had.
//
// So once the answer is sent, the rest is read and thrown away, up to `maxDiscardBytes`; a body
// declared larger than that, or of unknown length, gets `Connection: close` instead (reading a
// huge body only to throw it away would let one client cost us its whole upload).
import type { FastifyInstance, FastifyRequest } from "fastify";

function isUnread(request: FastifyRequest): boolean {
  return request.raw.complete === false && !request.raw.destroyed; // light-my-request (inject) has no `complete`
}

export function discardUnreadBodies(app: FastifyInstance, maxDiscardBytes: number): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (isUnread(request) && !(Number(request.headers["content-length"]) <= maxDiscardBytes))
      reply.header("connection", "close");
    return payload;
  });
  app.addHook("onResponse", async (request, reply) => {
    // a declared length within the cap (onSend closed the others): at most that much is read
    if (!isUnread(request) || reply.getHeader("connection") === "close") return;
    request.raw.unpipe();
    request.raw.resume();
  });
}
