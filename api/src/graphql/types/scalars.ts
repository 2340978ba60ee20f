import { GraphQLError } from "graphql";
import { builder } from "../builder.ts";

builder.scalarType("DateTime", {
  description: "An instant in UTC, as an RFC 3339 (ISO 8601) string with milliseconds, e.g. 2026-11-23T21:04:05.123Z.",
  specifiedByURL: "https://scalars.graphql.org/andimarek/date-time",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === "string" ? new Date(value) : undefined;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO-8601 string");
    return date;
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
  return typeof value === "object" && value !== null && typeof (value as File).stream === "function" && typeof (value as File).name === "string";
}
