// Sends GraphQL operations through the real HTTP stack (Fastify -> Yoga), JSON or multipart.
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";
import type { TestServer } from "./test-server.ts";

export interface GraphQLResponse<T> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Stands in a File! variable: the multipart spec sends null there and `map` puts the file in. */
export const UPLOADED_FILE = null as unknown as File;

export interface RequestOptions {
  token?: string;
  /** variable path (e.g. "input.profileImage") -> file */
  files?: Record<string, { content: Buffer; name: string; type?: string }>;
  headers?: Record<string, string>;
  /** false: leave out the CSRF-prevention header a browser client always sends */
  csrf?: boolean;
  /** the client's address (per-address rate limits); app.inject's 127.0.0.1 by default */
  remoteAddress?: string;
}

export async function execute<TData, TVars>(
  server: TestServer,
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  options: RequestOptions = {},
): Promise<GraphQLResponse<TData>> {
  const headers: Record<string, string> = {
    ...(options.csrf === false ? {} : { "x-graphql-yoga-csrf": "1" }),
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const operations = { query: print(document), variables };
  let payload: string | Buffer;
  if (options.files && Object.keys(options.files).length) {
    // GraphQL multipart request spec: operations (files nulled), map, then the files
    const form = new FormData();
    const entries = Object.entries(options.files);
    form.append("operations", JSON.stringify(operations));
    form.append("map", JSON.stringify(Object.fromEntries(entries.map(([p], i) => [String(i), [`variables.${p}`]]))));
    entries.forEach(([, file], i) =>
      form.append(
        String(i),
        new Blob([new Uint8Array(file.content)], { type: file.type ?? "application/octet-stream" }),
        file.name,
      ),
    );
    const request = new Request("http://local/graphql", { method: "POST", body: form });
    headers["content-type"] = request.headers.get("content-type")!;
    payload = Buffer.from(await request.arrayBuffer());
  } else {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(operations);
  }
  const response = await server.app.inject({
    method: "POST",
    url: "/graphql",
    headers,
    payload,
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  });
  const body = response.json() as Omit<GraphQLResponse<TData>, "status">;
  return { status: response.statusCode, ...body };
}

/**
 * What the smallest GraphQL request (`{ __typename }`, which reads nothing) with `token` is
 * answered: 200, or the reason its token was refused. Costs the node its token check alone.
 */
export async function tokenAnswer(server: TestServer, token: string): Promise<200 | string> {
  const response = await server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
    payload: JSON.stringify({ query: "{ __typename }" }),
  });
  if (response.statusCode === 200) return 200;
  return (response.json() as { errors: { extensions: { reason: string } }[] }).errors[0]!.extensions.reason;
}
