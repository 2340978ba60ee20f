// The page a browser gets while SkySocial cannot show the app yet: while the server starts
// (starting-listener.ts: its database is opened, a first start makes it) and while the web client
// is being built on a first start (static-web.ts). It reloads itself until the app is there.
import { PAGE_POLICY_CLOSING } from "../browser/page-security-headers.ts";

/** Inline styles only: nothing else may load from this page. */
export const GETTING_READY_POLICY = ["default-src 'none'", "style-src 'unsafe-inline'", ...PAGE_POLICY_CLOSING].join(
  "; ",
);

export function gettingReadyPage(why: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="3"><title>SkySocial is getting ready</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:28rem;padding:2rem;text-align:center}p{color:#475569;line-height:1.5}</style></head>
<body><main role="status"><h1>SkySocial is getting ready</h1>
<p>${why} This page opens the app by itself when it is ready.</p></main></body></html>`;
}
