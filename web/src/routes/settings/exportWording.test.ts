import { expect, it } from "vitest";
import { fileSize, untilDate } from "./exportWording";

it("says a download's size in KB under a megabyte, never 0 KB", () => {
  expect(fileSize(100)).toBe("1 KB");
  expect(fileSize(830 * 1024)).toBe("830 KB");
});

it("gives one decimal to sizes under 10 MB", () => {
  expect(fileSize(1.25 * 1024 * 1024)).toBe("1.3 MB");
  expect(fileSize(12.4 * 1024 * 1024)).toBe("12 MB");
});

it("says when a download stops working in words", () => {
  // a moment in the machine's own zone, as the page shows it
  expect(untilDate(new Date(2026, 10, 29, 18, 30).toISOString())).toBe("Sunday 29 November at 18:30");
});
