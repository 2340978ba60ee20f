import { expect, it } from "vitest";
import { cellLabel, cellName } from "./boardRules";

it("names cells as moves are announced and read out", () => {
  expect(cellName(4)).toBe("centre");
  expect(cellLabel(0, null)).toBe("Top left, empty");
  expect(cellLabel(8, "O")).toBe("Bottom right, O");
});
