import { expect, it } from "vitest";
import { searchPath } from "./searchPath";

it("puts the query in the search page's address, encoded", () => {
  expect(searchPath("golden hour & #bay")).toBe("/search?q=golden+hour+%26+%23bay");
});
