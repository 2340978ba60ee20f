import { expect, it } from "vitest";
import { toastDurationMs } from "./toastDuration";

it("keeps a short toast 4 s and a long one long enough to read", () => {
  expect(toastDurationMs("Post deleted successfully!")).toBe(4000);
  expect(toastDurationMs("x".repeat(100))).toBe(7000);
});
