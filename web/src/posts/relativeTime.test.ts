import { describe, expect, it } from "vitest";
import { msUntilRelativeTimeChanges, relativeTime } from "./relativeTime";

const now = new Date("2026-03-10T12:00:00Z");
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("relativeTime", () => {
  it("counts seconds under a minute, in the singular for one", () => {
    expect(relativeTime(before(0), now)).toBe("0 seconds ago");
    expect(relativeTime(before(SECOND), now)).toBe("1 second ago");
    expect(relativeTime(before(59 * SECOND), now)).toBe("59 seconds ago");
  });

  it("counts minutes under an hour, hours under a day, then days", () => {
    expect(relativeTime(before(MINUTE), now)).toBe("1 minute ago");
    expect(relativeTime(before(59 * MINUTE + 59 * SECOND), now)).toBe("59 minutes ago");
    expect(relativeTime(before(2 * HOUR), now)).toBe("2 hours ago");
    expect(relativeTime(before(DAY), now)).toBe("1 day ago");
    expect(relativeTime(before(40 * DAY), now)).toBe("40 days ago");
  });

  it("never shows a negative age when the server's clock is ahead", () => {
    expect(relativeTime(before(-5 * SECOND), now)).toBe("0 seconds ago");
  });
});

describe("msUntilRelativeTimeChanges", () => {
  it("waits for the next whole unit of the age, just past it", () => {
    expect(msUntilRelativeTimeChanges(before(400), now)).toBe(605);
    expect(msUntilRelativeTimeChanges(before(90 * SECOND), now)).toBe(30 * SECOND + 5);
    expect(msUntilRelativeTimeChanges(before(HOUR + 10 * MINUTE), now)).toBe(50 * MINUTE + 5);
    expect(msUntilRelativeTimeChanges(before(DAY + HOUR), now)).toBe(23 * HOUR + 5);
  });

  it("the text it waits for is a new one", () => {
    const posted = before(59 * SECOND + 500);
    const later = new Date(now.getTime() + msUntilRelativeTimeChanges(posted, now));
    expect(relativeTime(posted, now)).toBe("59 seconds ago");
    expect(relativeTime(posted, later)).toBe("1 minute ago");
  });
});
