import { GraphQLError } from "graphql";
import { builder } from "../builder.ts";

/**
 * RFC 3339's date-time (section 5.6), the format the scalar's specification names: a full date, a
 * time and an offset. JavaScript's Date reads far more ("Jan 1 2027", a bare date) and rolls
 * impossible dates over (30 February became 2 March), so each part is checked here.
 */
const RFC3339_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/;

/** In the proleptic Gregorian calendar RFC 3339 uses (Date.UTC would read years 0-99 as 1900-1999). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The instant `value` names, or why it names none. Leap seconds (:60) are refused: a Date cannot hold one. */
export function parseDateTime(value: string): Date | string {
  const parts = RFC3339_DATE_TIME.exec(value);
  if (!parts) return "not an RFC 3339 date-time";
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [offsetHours, offsetMinutes] = [Number(parts[9] ?? 0), Number(parts[10] ?? 0)];
  if (month < 1 || month > 12) return `there is no month ${parts[2]}`;
  if (day < 1 || day > daysInMonth(year, month)) return `${parts[1]}-${parts[2]} has no day ${parts[3]}`;
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59)
    return "the time of day is out of range";
  return new Date(value);
}

builder.scalarType("DateTime", {
  description:
    "An instant, as an RFC 3339 date-time string: 2026-11-23T21:04:05.123Z (answers are in UTC with milliseconds; an input may carry an offset, +01:00). Impossible dates (30 February) are refused.",
  specifiedByURL: "https://scalars.graphql.org/andimarek/date-time",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const parsed = typeof value === "string" ? parseDateTime(value) : "not a string";
    if (typeof parsed === "string")
      throw new GraphQLError(`DateTime must be an RFC 3339 date-time such as 2026-11-23T21:04:05.123Z (${parsed}).`);
    return parsed;
  },
});

builder.scalarType("File", {
  description: "A file sent with the GraphQL multipart request spec.",
  serialize: () => {
    throw new GraphQLError("File is an input-only scalar");
  },
  // Yoga hands over its fetch implementation's File (a ponyfill on Node), so check its shape.
  parseValue: (value) => {
    if (!isFile(value)) throw new GraphQLError("Expected an uploaded file (GraphQL multipart request)");
    return value;
  },
});

function isFile(value: unknown): value is File {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as File).stream === "function" &&
    typeof (value as File).name === "string"
  );
}
