import type { UploadableMap } from "relay-runtime";
import type { GraphQLOperation } from "./operationPayload";

/**
 * Builds a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec).
 * Keys of `uploadables` are dot paths inside the variables, e.g. "input.profileImage"; the file's slot in
 * `operations` is set to null and the `map` part tells the server where to put each file.
 */
export function multipartRequestBody(operation: GraphQLOperation, uploadables: UploadableMap): FormData {
  // Relay freezes variables in development, so work on a plain copy.
  const variables = JSON.parse(JSON.stringify(operation.variables)) as Record<string, unknown>;
  const files = Object.entries(uploadables);
  const map: Record<string, string[]> = {};

  files.forEach(([path], index) => {
    setPath(variables, path.split("."), null);
    map[String(index)] = [`variables.${path}`];
  });

  const body = new FormData();
  body.append("operations", JSON.stringify({ ...operation, variables }));
  body.append("map", JSON.stringify(map));
  files.forEach(([, file], index) => body.append(String(index), file));
  return body;
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const next = target[head];
  const child = typeof next === "object" && next !== null ? (next as Record<string, unknown>) : {};
  target[head] = child;
  setPath(child, rest, value);
}
