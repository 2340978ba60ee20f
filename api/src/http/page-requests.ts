// Which requests are for a page of the web client (a client-side route such as /profile/ada),
// as opposed to the API, the realtime endpoints, health checks or a file: the built client
// answers them with index.html (static-web.ts), a starting node with its getting-ready page
// (starting-listener.ts, which loads this before the rest of the server).
import path from "node:path";

const API_PREFIXES = ["/api/", "/graphql", "/uploads/", "/socket.io", "/healthz", "/readyz", "/livez"];

/** A GET of this URL wants a page of the web client, not the API or a file. */
export const asksForPage = (url: string) =>
  !API_PREFIXES.some((p) => url.startsWith(p)) && !path.extname(url.split("?")[0]!);
