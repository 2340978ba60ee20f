import { expect, it } from "vitest";
import { groupByDay } from "./messageDays";

// moments in the machine's own zone, as the headings are
const at = (day: number, hour: number) => ({ createdAt: new Date(2026, 2, day, hour).toISOString() });

it("puts messages under the heading of their calendar day, in order", () => {
  const [first, second, third] = [at(9, 8), at(9, 23), at(10, 0)];
  expect(groupByDay([first, second, third])).toEqual([
    { heading: "March 09, 2026", messages: [first, second] },
    { heading: "March 10, 2026", messages: [third] },
  ]);
});
