import { expect, it } from "vitest";
import { longDuration, shortDuration, turnLengthReason } from "./gameTiming";

it("says short lengths in seconds and longer ones in minutes", () => {
  expect(shortDuration(30)).toBe("30 s");
  expect(shortDuration(60)).toBe("1 min");
  expect(shortDuration(120)).toBe("2 min");
  expect(longDuration(1)).toBe("1 second");
  expect(longDuration(5)).toBe("5 seconds");
  expect(longDuration(60)).toBe("1 minute");
});

it("says why a turn is longer, and who asked", () => {
  expect(turnLengthReason(120, "ada")).toBe("2 minutes a turn, as ada asked");
});
