// A browser sends a "simple" request (a GET, or a form post: url-encoded, multipart, text/plain)
// cross-site without asking first, cookies included. Such a request must carry a header no form
// or <img> can set, which forces a CORS preflight. JSON posts are preflighted anyway.
import { createGraphQLError, type Plugin } from "graphql-yoga";

/** Yoga's own name, and Apollo's, which many clients already send. */
export const CSRF_HEADERS = ["x-graphql-yoga-csrf", "apollo-require-preflight"] as const;

const SIMPLE_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];

function mayBeSentWithoutPreflight(contentType: string | null): boolean {
  if (!contentType) return true;
  const type = contentType.toLowerCase();
  return SIMPLE_CONTENT_TYPES.some((simple) => type.startsWith(simple));
}

/** Refuses, with 403 and a message naming the header, a request a page of any site could have sent. */
export function useCsrfPrevention(): Plugin {
  return {
    onRequestParse({ request }) {
      if (!mayBeSentWithoutPreflight(request.headers.get("content-type"))) return;
      if (CSRF_HEADERS.some((name) => request.headers.has(name))) return;
      throw createGraphQLError(
        `This request needs the header "x-graphql-yoga-csrf" (or "apollo-require-preflight"), with any value: GET requests and multipart or form posts without it are refused to protect against cross-site request forgery.`,
        { extensions: { code: "CSRF_HEADER_REQUIRED", http: { status: 403 } } },
      );
    },
  };
}
