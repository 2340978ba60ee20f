// Automatic persisted queries for third-party clients (the protocol Apollo Client, urql and
// graphql-request speak): a client sends only `extensions.persistedQuery.sha256Hash`; a node that
// does not hold that document answers PERSISTED_QUERY_NOT_FOUND, and the client sends the same
// request once more with the text, which the node keeps under the hash it checked. Each node
// keeps its own documents (a client that lands on another node sends the text once more there).
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { MAX_DOCUMENT_CHARS } from "../limits/document-limits.ts";

/** Characters of document text kept per node: a few thousand typical documents. */
export const APQ_STORE_CHARS = 8 * 1024 * 1024;

export class AutomaticPersistedQueries {
  private readonly texts = new LRUCache<string, string>({
    maxSize: APQ_STORE_CHARS,
    sizeCalculation: (text) => Math.max(1, text.length),
  });

  get(hash: string): string | undefined {
    return this.texts.get(hash);
  }

  /** Keeps `text` under `hash`; false (and nothing kept) when the hash is not the text's. */
  register(hash: string, text: string): boolean {
    if (createHash("sha256").update(text).digest("hex") !== hash) return false;
    // a text over the document limit is refused when it is parsed; it is not worth a place here
    if (text.length <= MAX_DOCUMENT_CHARS) this.texts.set(hash, text);
    return true;
  }
}
