import { expect, it } from "vitest";
import { tagPath } from "./tagPath";

it("builds a tag's page address, escaping what a path cannot hold", () => {
  expect(tagPath("sunset")).toBe("/tags/sunset");
  expect(tagPath("café/bar")).toBe("/tags/caf%C3%A9%2Fbar");
});
