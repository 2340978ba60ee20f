// The operations the web client sends, as Relay compiled them: each artifact
// (web/src/**/__generated__) names its operation's kind and id, and web/persisted-operations.json
// holds the text under that id. Tests of the API's limits run them, so a limit that would break
// the web app fails here first.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface WebOperation {
  name: string;
  kind: "query" | "mutation" | "subscription";
  /** the SHA-256 of the text: what the web client sends instead of it */
  id: string;
  text: string;
}

const WEB = fileURLToPath(new URL("../../../web", import.meta.url));
const WEB_SRC = path.join(WEB, "src");

export function webOperations(): WebOperation[] {
  const texts = JSON.parse(fs.readFileSync(path.join(WEB, "persisted-operations.json"), "utf8")) as Record<
    string,
    string
  >;
  const operations: WebOperation[] = [];
  for (const file of fs.readdirSync(WEB_SRC, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".graphql.ts")) continue;
    const source = fs.readFileSync(path.join(WEB_SRC, file), "utf8");
    // only an operation's artifact has an operationKind, after its id and name
    const params = /"params": \{\s*"id": "([0-9a-f]{64})",[\s\S]*?"name": "(\w+)",\s*"operationKind": "(\w+)"/.exec(
      source,
    );
    if (!params) continue;
    const [, id, name, kind] = params as unknown as [string, string, string, WebOperation["kind"]];
    const text = texts[id];
    if (text === undefined)
      throw new Error(
        `${file}: operation ${name} has id ${id}, which web/persisted-operations.json lacks (npm run generate)`,
      );
    operations.push({ name, kind, id, text });
  }
  return operations;
}
