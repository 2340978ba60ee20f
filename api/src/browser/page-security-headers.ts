// The headers of the pages this server serves: the web client (http/static-web.ts) and GraphiQL
// (graphql/graphiql-page.ts), each with its own content security policy.

/** What every page's policy ends with: no plugins, no base or form elsewhere, never framed. */
export const PAGE_POLICY_CLOSING = [
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** The headers of every page this server serves: its policy, and no framing or sniffing. */
export function pageSecurityHeaders(policy: string): Record<string, string> {
  return {
    "Content-Security-Policy": policy,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
}
