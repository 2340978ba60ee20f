import { describe, expect, it } from "vitest";
import { GraphQLResponseError } from "../relay/GraphQLResponseError";
import { failureText } from "./failureText";

const texts = { failure: "The post could not be deleted. Please try again.", tooManyRequests: "Slow down a little." };
const refused = (message: string, extensions?: Record<string, unknown>) =>
  new GraphQLResponseError([{ message, extensions }]);

describe("failureText", () => {
  it("tells the screen's own words for a network failure or a server fault", () => {
    expect(failureText(new TypeError("Failed to fetch"), texts)).toBe(texts.failure);
    expect(failureText(refused("stack trace here", { code: "INTERNAL_SERVER_ERROR" }), texts)).toBe(texts.failure);
  });

  it("shows the server's words, which are written for users", () => {
    expect(failureText(refused("You are not allowed to do that.", { code: "FORBIDDEN" }), texts)).toBe(
      "Error: You are not allowed to do that.",
    );
    expect(failureText([{ message: "Post not found." }], texts)).toBe("Error: Post not found.");
  });

  it("uses the screen's rate-limit text where it has one", () => {
    expect(failureText(refused("Too many requests", { code: "TOO_MANY_REQUESTS" }), texts)).toBe("Slow down a little.");
    expect(failureText(refused("Too many requests", { code: "TOO_MANY_REQUESTS" }), { failure: "x" })).toBe(
      "Error: Too many requests",
    );
  });

  it("says a save lost on the way may have happened, and that retrying is safe", () => {
    expect(
      failureText(refused("idempotency key", { code: "SERVICE_UNAVAILABLE", reason: "OUTCOME_UNKNOWN" }), texts),
    ).toBe(
      "The connection was lost while saving this, so it may have been saved. Sending it again will not save it twice.",
    );
  });

  it("asks for a reload when the server no longer knows the page's operations", () => {
    expect(failureText(refused("not found", { code: "PERSISTED_QUERY_NOT_FOUND" }), texts)).toBe(
      "Error: SkySocial has been updated since this page was loaded: reload the page to go on.",
    );
  });
});
