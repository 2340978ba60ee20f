// What one GraphQL document may make the server hold, checked before it is parsed or cached.
// A parsed document costs about 500 bytes of heap per token (AST node, name, location and the
// token chain every location points into): 300,000 `id` fields sent as 900 KB of text took 150 MB,
// and Yoga's parse cache used to keep 1,024 of them (by text) even after validation refused them.
// The parser also recurses once per nesting level, so 20,000 nested braces overflowed its stack.
import { Lexer, parse, Source, TokenKind, type DocumentNode, type Token } from "graphql";
import type { Plugin } from "graphql-yoga";
import { LRUCache } from "lru-cache";
import { limitRefusal } from "./refusal.ts";

/**
 * Characters of document text. The web client's largest document is 1.4 KB and GraphiQL's
 * introspection query 2 KB; this leaves room for pretty-printed third-party documents with
 * inline arguments (a caption is up to 2,200 characters).
 */
export const MAX_DOCUMENT_CHARS = 64 * 1024;

/**
 * Lexical tokens (names, punctuation, values; comments are not counted, as in graphql-js'
 * own maxTokens). The web client's largest document has 181 and the introspection query 184.
 */
export const MAX_DOCUMENT_TOKENS = 1_000;

/**
 * Brackets open at once: `{`, `(` and `[`, in selections and in argument values alike. The web
 * client's documents nest at most 5, the introspection query 10; the depth rule (12 fields)
 * then judges what the document selects.
 */
export const MAX_DOCUMENT_NESTING = 32;

/**
 * Parsed documents kept for reuse, by an estimate of their heap, not by count: a count of
 * entries is no bound when one entry can be a hundred kilobytes or a hundred megabytes.
 */
export const DOCUMENT_CACHE_BYTES = 32 * 1024 * 1024;
/** Parse errors kept for reuse, by the length of their text (the error holds its source). */
export const ERROR_CACHE_CHARS = 4 * 1024 * 1024;
/** Measured: the AST, its locations and the token chain they share, per token. */
const HEAP_BYTES_PER_TOKEN = 512;

const OPENING = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.PAREN_L, TokenKind.BRACKET_L]);
const CLOSING = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.PAREN_R, TokenKind.BRACKET_R]);

function textOf(source: string | Source): string {
  return typeof source === "string" ? source : source.body;
}

function checkLength(text: string): void {
  if (text.length > MAX_DOCUMENT_CHARS)
    throw limitRefusal(
      `The document is ${text.length} characters long; at most ${MAX_DOCUMENT_CHARS} are accepted.`,
      "QUERY_TOO_LARGE",
      { limit: MAX_DOCUMENT_CHARS },
    );
}

/**
 * One pass of graphql-js' own lexer (iterative, so any nesting is safe to read) counting tokens
 * and open brackets; it stops at the first limit passed. A lexical error (an invalid character)
 * is thrown here as the parser would throw it.
 */
function checkTokens(text: string): void {
  const lexer = new Lexer(new Source(text));
  let tokens = 0;
  let nesting = 0;
  for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
    if (++tokens > MAX_DOCUMENT_TOKENS)
      throw limitRefusal(`The document has more than ${MAX_DOCUMENT_TOKENS} tokens.`, "TOO_MANY_TOKENS", {
        limit: MAX_DOCUMENT_TOKENS,
      });
    if (OPENING.has(token.kind) && ++nesting > MAX_DOCUMENT_NESTING)
      throw limitRefusal(
        `The document nests brackets more than ${MAX_DOCUMENT_NESTING} levels deep.`,
        "QUERY_TOO_DEEP",
        { limit: MAX_DOCUMENT_NESTING },
      );
    if (CLOSING.has(token.kind)) nesting--;
  }
}

/**
 * Checks every document before graphql-js parses it. The length is checked before the cache is
 * even asked (a refused text never becomes a cache key); tokens and nesting only when the parser
 * would run, so a cached document is not lexed again.
 */
export function useDocumentLimits(): Plugin {
  return {
    onParse({ params, setParseFn }) {
      checkLength(textOf(params.source));
      setParseFn((source, options) => {
        checkTokens(textOf(source));
        return parse(source, options);
      });
    },
  };
}

/** Every token of the document, comments included: all of them stay reachable from its locations. */
function heapEstimate(document: DocumentNode, text: string): number {
  let tokens = 0;
  for (let token: Token | null | undefined = document.loc?.startToken; token; token = token.next) tokens++;
  return tokens * HEAP_BYTES_PER_TOKEN + text.length;
}

/** Yoga's parse caches (documents and parse errors by text), bounded by size rather than by count. */
export function boundedDocumentCaches() {
  return {
    documentCache: new LRUCache<string, DocumentNode>({
      maxSize: DOCUMENT_CACHE_BYTES,
      sizeCalculation: (document, text) => heapEstimate(document, text),
    }),
    // at least 1: lru-cache refuses a size of 0, which made an empty document an internal error
    errorCache: new LRUCache<string, object>({
      maxSize: ERROR_CACHE_CHARS,
      sizeCalculation: (_error, text) => Math.max(1, text.length),
    }),
  };
}
