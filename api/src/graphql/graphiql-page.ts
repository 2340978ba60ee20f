// GraphiQL, served whole by this server: Yoga's default page loads GraphiQL from a CDN and hangs
// on "Loading..." without internet, and its inline scripts could not run under a content security
// policy. @graphql-yoga/render-graphiql bundles GraphiQL (its code, styles and Monaco's editor
// workers) as strings; they are served here as files under a versioned path, so that the page
// needs nothing from any other origin and no inline script.
import { createRequire } from "node:module";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GraphiQLOptions } from "graphql-yoga";
import { PAGE_POLICY_CLOSING, pageSecurityHeaders } from "../browser/page-security-headers.ts";
import { cachedAssets, shortHash, type Asset, type AssetSource } from "./graphiql-assets.ts";

const { version } = createRequire(import.meta.url)("@graphql-yoga/render-graphiql/package.json") as { version: string };

/**
 * Only this origin, for scripts, workers, connections (the page's queries, and graphql-ws: 'self'
 * covers ws: and wss: to this host) and images. Styles also inline: Monaco (GraphiQL's editor)
 * adds <style> elements while it runs. Images and fonts also data: URLs, which GraphiQL's
 * stylesheet uses for icons. No 'unsafe-eval' and no inline script.
 */
export const GRAPHIQL_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  ...PAGE_POLICY_CLOSING,
].join("; ");

export const GRAPHIQL_PAGE_HEADERS = pageSecurityHeaders(GRAPHIQL_CONTENT_SECURITY_POLICY);

/** What a <script type="application/json"> may hold: no "</script>" or "<!--" can close it early. */
function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Yoga's renderGraphiQL: the page, whose options travel as data rather than as a script. */
export function renderGraphiQLPage(options?: GraphiQLOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options?.title ?? "GraphiQL")}</title>
<link rel="icon" href="${GRAPHIQL_ASSETS_PATH}/favicon.ico">
<link rel="stylesheet" href="${GRAPHIQL_ASSETS_PATH}/graphiql.css">
</head>
<body id="body" class="no-focus-outline">
<noscript>GraphiQL needs JavaScript.</noscript>
<div id="root"></div>
<script type="application/json" id="graphiql-options">${inertJson(options ?? {})}</script>
<script src="${GRAPHIQL_ASSETS_PATH}/graphiql.js"></script>
</body>
</html>`;
}

const WORKERS = {
  editorWorkerService: "editor.worker.js",
  json: "json.worker.js",
  graphql: "graphql.worker.js",
} as const;

/**
 * Monaco asks for its workers by label (render-graphiql's own page makes blob: URLs of them, which
 * a policy would have to allow); then GraphiQL renders with the page's options.
 */
function pageScript(graphiql: string, assetsPath: string): string {
  const workers = Object.fromEntries(Object.entries(WORKERS).map(([label, file]) => [label, `${assetsPath}/${file}`]));
  return `(function () {
  var workers = ${JSON.stringify(workers)};
  self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: function (_moduleId, label) { return workers[label]; } };
})();
${graphiql};
${OFFER_SIGNED_IN_SESSION}
YogaGraphiQL.renderYogaGraphiQL(document.querySelector("#root"), offerSignedInSession(JSON.parse(document.getElementById("graphiql-options").textContent)));
`;
}

/**
 * Runs in the page, before GraphiQL renders: someone signed in to the web app in this browser
 * finds their session's token in the Headers pane and a first query that says so, instead of
 * having to paste a token. It is the web app's own (localStorage "userData",
 * web/src/session/storedSession.ts, same origin), shown where they can see and remove it; GraphiQL
 * keeps headers in memory only. Plain JavaScript: it is sent as it is written.
 */
const OFFER_SIGNED_IN_SESSION = `function offerSignedInSession(options) {
  try {
    var stored = JSON.parse(localStorage.getItem("userData") || "null");
    if (options.headers || !stored || typeof stored.authToken !== "string" || typeof stored.username !== "string") return options;
    return Object.assign({}, options, {
      headers: JSON.stringify({ Authorization: "Bearer " + stored.authToken }, null, 2),
      defaultQuery: "# Signed in as " + stored.username + ": the Headers pane below holds this browser's session.\\n" +
        "# Remove it there to ask as someone signed out.\\n{\\n  viewer {\\n    username\\n  }\\n}\\n"
    });
  } catch (e) {
    return options; // storage refused, or unreadable: GraphiQL as it is
  }
}`;

/**
 * GraphiQL's version and a hash of what this file adds to its script name the files: a browser
 * keeps them for good (immutable), and fetches them anew when either changes. (Declared after
 * OFFER_SIGNED_IN_SESSION, which the hash reads.)
 */
const ASSETS_VERSION = `${version}-${shortHash(pageScript("", ""))}`;

/** Where the files are served from. */
export const GRAPHIQL_ASSETS_PATH = `/graphql/graphiql/${ASSETS_VERSION}`;

/** Beside the api's compiled bundle (api/dist, not kept in git): made again by any checkout that lacks it. */
export const GRAPHIQL_CACHE_ROOT = path.join(import.meta.dirname, "..", "..", "dist", "graphiql");

async function graphiqlSources(): Promise<AssetSource[]> {
  const bundle = await import("@graphql-yoga/render-graphiql/graphiql");
  const javascript = "text/javascript; charset=utf-8";
  const sources: [string, string, string | Buffer][] = [
    ["graphiql.js", javascript, pageScript(bundle.js, GRAPHIQL_ASSETS_PATH)],
    ["graphiql.css", "text/css; charset=utf-8", bundle.css],
    ["favicon.ico", "image/x-icon", Buffer.from(bundle.favicon.slice(bundle.favicon.indexOf(",") + 1), "base64")],
    [WORKERS.editorWorkerService, javascript, bundle.editorWorkerService],
    [WORKERS.json, javascript, bundle.jsonWorker],
    [WORKERS.graphql, javascript, bundle.graphqlWorker],
  ];
  return sources.map(([name, type, source]) => ({
    name,
    type,
    body: Buffer.isBuffer(source) ? source : Buffer.from(source),
  }));
}

/** `cacheRoot`: where the files are kept between starts (another folder in tests). */
export function registerGraphiQLAssets(app: FastifyInstance, cacheRoot = GRAPHIQL_CACHE_ROOT): void {
  let assets: Promise<Map<string, Asset>> | undefined;
  app.get(
    `${GRAPHIQL_ASSETS_PATH}/:file`,
    async (req: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
      assets ??= cachedAssets(path.join(cacheRoot, ASSETS_VERSION), graphiqlSources, (error) =>
        app.log.warn({ err: error }, "GraphiQL's files could not be kept on disk; each start makes them again"),
      ).catch((error: unknown) => {
        assets = undefined; // a failed load (out of memory, say) is tried again on the next visit
        throw error;
      });
      const asset = (await assets).get(req.params.file);
      if (!asset) return reply.status(404).send({ status: "failed", message: "Not found" });
      const gzipped = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
      if (gzipped) reply.header("Content-Encoding", "gzip");
      return reply
        .header("Content-Type", asset.type)
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("Vary", [reply.getHeader("vary"), "Accept-Encoding"].filter(Boolean).join(", "))
        .header("X-Content-Type-Options", "nosniff")
        .send(gzipped ? asset.gzipped : asset.body);
    },
  );
}
