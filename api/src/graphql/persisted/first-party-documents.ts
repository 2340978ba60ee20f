// The web client's operations, known to the server before any request: relay-compiler writes
// each operation's text under the SHA-256 of that text (web/persisted-operations.json, generated
// with the Relay artifacts and checked for drift), and the client sends only the hash. They are
// parsed and validated once, here, so a request that names one skips both.
//
// The file only grows: relay-compiler keeps the ids of operations the client no longer sends,
// so a browser still running the previous build keeps working after a deploy. A retired
// operation that no longer fits the schema is left out (its client gets what it would have got
// for the text: an error), and the server says how many it left out.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, validate, type DocumentNode, type GraphQLSchema } from "graphql";

export const FIRST_PARTY_DOCUMENTS_FILE = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "..",
  "web",
  "persisted-operations.json",
);

export interface KnownDocument {
  readonly text: string;
  readonly document: DocumentNode;
}

export interface FirstPartyDocuments {
  byHash: ReadonlyMap<string, KnownDocument>;
  /** documents in the file that no longer fit the schema, by hash */
  retired: readonly string[];
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export function loadFirstPartyDocuments(schema: GraphQLSchema, file = FIRST_PARTY_DOCUMENTS_FILE): FirstPartyDocuments {
  const entries = Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>);
  const byHash = new Map<string, KnownDocument>();
  const retired: string[] = [];
  for (const [hash, text] of entries) {
    // a hand-edited entry would let the file run a document under another's name
    if (sha256(text) !== hash)
      throw new Error(`${file}: the entry ${hash} is not the SHA-256 of its text; regenerate it (npm run generate)`);
    const document = parse(text);
    if (validate(schema, document).length > 0) retired.push(hash);
    else byHash.set(hash, { text, document });
  }
  return { byHash, retired };
}
