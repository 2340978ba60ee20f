import { expect, it } from "vitest";
import { deviceName } from "./deviceName";

it("names a device by browser and system, saying plainly what is unknown", () => {
  expect(deviceName("Firefox", "Windows")).toBe("Firefox on Windows");
  expect(deviceName("Safari", null)).toBe("Safari");
  expect(deviceName(null, undefined)).toBe("Unknown browser");
});
