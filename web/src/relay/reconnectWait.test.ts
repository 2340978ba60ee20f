import { expect, it } from "vitest";
import { reconnectDelay } from "./reconnectWait";

const longest = () => 0.999_999;

it("waits up to half a second after the first drop, doubling to at most ten seconds", () => {
  expect(reconnectDelay(0, longest)).toBeCloseTo(500, 0);
  expect(reconnectDelay(3, longest)).toBeCloseTo(4000, 0);
  expect(reconnectDelay(20, longest)).toBeCloseTo(10_000, 0);
});

it("spreads the tabs a server lost over the whole wait", () => {
  expect(reconnectDelay(3, () => 0)).toBe(0);
  expect(reconnectDelay(3, () => 0.5)).toBe(2000);
});
