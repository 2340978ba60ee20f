// docs/graphql-api.md lists the UserErrorCode enum for people reading the guide: the same codes,
// with the same meanings, as the schema gives programs.
import { readFileSync } from "node:fs";
import { isEnumType } from "graphql";
import { expect, it } from "vitest";
import { schema } from "../../src/graphql/schema.ts";

const GUIDE = new URL("../../../docs/graphql-api.md", import.meta.url);

/** The rows `| \`CODE\` | meaning |` between the guide's user-error-codes markers. */
function documentedCodes(): Record<string, string> {
  const text = readFileSync(GUIDE, "utf8");
  const table = text.slice(text.indexOf("<!-- user-error-codes:"), text.indexOf("<!-- /user-error-codes -->"));
  return Object.fromEntries(
    [...table.matchAll(/^\| `([A-Z_]+)` \| (.+) \|$/gm)].map(([, code, meaning]) => [code!, meaning!]),
  );
}

it("the guide lists every UserErrorCode with its description, and nothing else", () => {
  const enumType = schema.getType("UserErrorCode");
  if (!isEnumType(enumType)) throw new Error("UserErrorCode is not an enum");
  const inSchema = Object.fromEntries(enumType.getValues().map((value) => [value.name, value.description]));
  expect(Object.keys(inSchema).length).toBeGreaterThan(50);
  expect(documentedCodes()).toEqual(inSchema);
});
