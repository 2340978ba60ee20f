// Documents named by hash instead of sent as text (`extensions.persistedQuery`, version 1, the
// widely used format): the web client's own operations, parsed and validated at start-up
// (first-party-documents.ts), and third parties' automatic persisted queries
// (automatic-persisted-queries.ts). Cost is counted per request with its variables for both,
// like any operation; the document limits apply to third-party texts when they are parsed, and
// a test holds every first-party document to the same limits.
import { GraphQLError, type DocumentNode, type GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import { requestRefusal } from "../limits/refusal.ts";
import { AutomaticPersistedQueries } from "./automatic-persisted-queries.ts";
import { loadFirstPartyDocuments, type KnownDocument } from "./first-party-documents.ts";

export interface PersistedDocuments {
  /** the web client's document named `hash`, or its text's, if it is one */
  firstParty(hash: string): KnownDocument | undefined;
  firstPartyByText(text: string): DocumentNode | undefined;
  /** documents parsed and validated at start-up: their validation is not repeated */
  isValidated(document: DocumentNode): boolean;
  readonly retired: number;
  readonly automatic: AutomaticPersistedQueries;
}

/**
 * With `rereadOnMiss` (`npm run dev`), a hash the server does not know makes it read the file
 * again: relay-compiler adds an operation edited since the server started.
 */
export function createPersistedDocuments(schema: GraphQLSchema, { rereadOnMiss = false } = {}): PersistedDocuments {
  let byHash = new Map<string, KnownDocument>();
  let byText = new Map<string, DocumentNode>();
  let validated = new WeakSet<DocumentNode>();
  let retired = 0;
  const load = () => {
    const loaded = loadFirstPartyDocuments(schema);
    byHash = new Map(loaded.byHash);
    byText = new Map([...byHash.values()].map(({ text, document }) => [text, document]));
    validated = new WeakSet(byText.values());
    retired = loaded.retired.length;
  };
  load();
  return {
    firstParty(hash) {
      if (!byHash.has(hash) && rereadOnMiss) load();
      return byHash.get(hash);
    },
    firstPartyByText: (text) => byText.get(text),
    isValidated: (document) => validated.has(document),
    get retired() {
      return retired;
    },
    automatic: new AutomaticPersistedQueries(),
  };
}

interface Params {
  query?: string | null;
  extensions?: Record<string, unknown> | null;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

const badRequest = (message: string) => requestRefusal(new GraphQLError(message), "BAD_REQUEST");

/** Apollo's clients recognise the message, others the code. */
const notFound = () => requestRefusal(new GraphQLError("PersistedQueryNotFound"), "PERSISTED_QUERY_NOT_FOUND");

/** The hash the request names a document by; null when it sends no `persistedQuery` extension. */
function requestedHash(params: Params): string | null {
  const persisted = params.extensions?.persistedQuery;
  if (persisted === undefined || persisted === null) return null;
  const { version, sha256Hash } = persisted as { version?: unknown; sha256Hash?: unknown };
  if (version !== 1 || typeof sha256Hash !== "string" || !SHA256_HEX.test(sha256Hash))
    throw badRequest("extensions.persistedQuery takes version 1 and a sha256Hash of 64 lowercase hexadecimal digits.");
  return sha256Hash;
}

const hasText = (params: Params): params is Params & { query: string } =>
  typeof params.query === "string" && params.query !== "";

/**
 * The request's document text: the one it names (a first-party document or one this node keeps),
 * or the one it sends, kept under its hash when the hash is the text's. Throws a refusal otherwise.
 */
export function persistedText(params: Params, documents: PersistedDocuments): string | undefined {
  const hash = requestedHash(params);
  if (hash === null) return params.query ?? undefined;
  const known = documents.firstParty(hash)?.text ?? documents.automatic.get(hash);
  if (!hasText(params)) {
    if (known === undefined) throw notFound();
    return known;
  }
  if (known !== params.query && !documents.automatic.register(hash, params.query))
    throw badRequest("extensions.persistedQuery.sha256Hash is not the SHA-256 of the query sent with it.");
  return params.query;
}

/**
 * HTTP requests name their document in their parameters, resolved before Yoga asks for a query
 * (graphql-ws operations are resolved by the socket's face, with persistedText). A first-party
 * document is handed over parsed, and its validation (done at start-up) is skipped.
 */
export function usePersistedDocuments(documents: PersistedDocuments): Plugin {
  return {
    onParams({ params, setParams }) {
      const query = persistedText(params, documents);
      if (query !== params.query) setParams({ ...params, query });
    },
    onParse({ params: { source }, setParsedDocument }) {
      const document = documents.firstPartyByText(typeof source === "string" ? source : source.body);
      if (document) setParsedDocument(document);
    },
    onValidate({ params: { documentAST }, setResult }) {
      if (documents.isValidated(documentAST)) setResult([]);
    },
  };
}
