// A stand-in for an OpenAI-compatible chat-completions server, over real HTTP on a free port: it
// records each request and answers it the way a test scripts (Server-Sent Events, errors, cut
// connections, silence), and tells whether the client hung up before the answer ended.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] } & Record<string, unknown>;
  /** Settles when the client closed the connection before the answer ended (an abort). */
  abandoned: Promise<void>;
}

export type Reply = (response: http.ServerResponse, request: FakeRequest) => void | Promise<void>;

export async function startFakeOpenAI() {
  const requests: FakeRequest[] = [];
  let reply: Reply = respondWith(["Hello? || Hi? || Hey?"]);
  const server = http.createServer((req, res) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (text += chunk));
    req.on("end", () => {
      const request: FakeRequest = {
        path: req.url ?? "",
        headers: req.headers,
        body: JSON.parse(text) as FakeRequest["body"],
        abandoned: new Promise((resolve) => res.on("close", () => !res.writableEnded && resolve())),
      };
      requests.push(request);
      void reply(res, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    /** How the next requests are answered. */
    answerWith(next: Reply) {
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;

/** One Server-Sent Event of a chat.completion.chunk stream. */
export function chunkEvent(delta: Record<string, unknown>, finishReason: string | null = null): string {
  const chunk = {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 0,
    model: "fake-model",
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

function startStream(response: http.ServerResponse) {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  response.write(chunkEvent({ role: "assistant", content: "" }));
}

function endStream(response: http.ServerResponse) {
  response.end(`${chunkEvent({}, "stop")}data: [DONE]\n\n`);
}

/** Streams `pieces` as content deltas; then ends normally, hangs (`"hold"`), or cuts the connection (`"drop"`). */
export function respondWith(pieces: string[], then: "finish" | "hold" | "drop" = "finish"): Reply {
  return (response) => {
    startStream(response);
    for (const piece of pieces) response.write(chunkEvent({ content: piece }));
    // cut once what was written has left: the client sees the pieces, then a broken connection
    if (then === "drop") response.write("", () => response.socket?.destroy());
    if (then === "finish") endStream(response);
  };
}

/** Streams `first`, then waits for `more` and streams what it brings before ending normally: a model pausing mid-answer for as long as a test needs. */
export function respondInTwoGoes(first: string[], more: Promise<string[]>): Reply {
  return async (response) => {
    startStream(response);
    for (const piece of first) response.write(chunkEvent({ content: piece }));
    for (const piece of await more) response.write(chunkEvent({ content: piece }));
    endStream(response);
  };
}

/** Streams raw SSE events (after the role chunk) and ends. */
export function respondWithEvents(events: string[]): Reply {
  return (response) => {
    startStream(response);
    for (const event of events) response.write(event);
    response.end("data: [DONE]\n\n");
  };
}

/** An HTTP error with an OpenAI-style JSON body. */
export function respondWithStatus(status: number, message: string): Reply {
  return (response) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: { message, type: "fake_error", code: null } }));
  };
}
