// The operations the web client sends, as Relay compiled them (web/src/**/__generated__): tests
// of the API's limits run them, so a limit that would break the web app fails here first.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface WebOperation {
  name: string;
  kind: "query" | "mutation" | "subscription";
  text: string;
}

const WEB_SRC = fileURLToPath(new URL("../../../web/src", import.meta.url));

export function webOperations(): WebOperation[] {
  const operations: WebOperation[] = [];
  for (const file of fs.readdirSync(WEB_SRC, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".graphql.ts")) continue;
    const source = fs.readFileSync(path.join(WEB_SRC, file), "utf8");
    // only an operation's artifact has an operationKind, between its name and its text
    const params = /"name": "(\w+)",\s*"operationKind": "(\w+)",\s*"text": ("(?:[^"\\]|\\.)*")/.exec(source);
    if (params) operations.push({ name: params[1]!, kind: params[2] as WebOperation["kind"], text: JSON.parse(params[3]!) as string });
  }
  return operations;
}
