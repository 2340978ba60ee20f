// The Ask dialog's openers on a fresh install (no model configured: the built-in library), and
// the rules every provider shares: signed in only, a prompt of 1 to 500 characters, a per-user
// budget (AI_RATE_LIMIT_PER_MINUTE).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { askOverWebSocket, eventsOf } from "./opener-client.ts";

let server: TestServer;
let graphqlUrl: string;

beforeAll(async () => {
  server = await createTestServer({ AI_RATE_LIMIT_PER_MINUTE: "3" });
  graphqlUrl = (await server.app.listen({ port: 0, host: "127.0.0.1" })) + "/graphql";
});
afterAll(() => server.close());

async function ask(token: string | undefined, prompt: string) {
  return eventsOf(await askOverWebSocket(graphqlUrl, token, prompt).completed);
}

describe("openerSuggestions without a configured model", () => {
  it("streams three openers from the built-in library, each once it is whole, and says so", async () => {
    const user = await createUser(server);
    const events = await ask(user.token, "a new job");
    const ready = events.at(-1)!;
    expect(ready).toMatchObject({ __typename: "OpenerSuggestionsReady", source: "the built-in library" });
    const suggestions = (ready as { suggestions: string[] }).suggestions;
    expect(suggestions).toHaveLength(3);
    expect(new Set(suggestions).size).toBe(3);
    // the library writes word by word like a model; the first and second opener show once whole, the third with the source
    expect(events.slice(0, -1)).toEqual([
      { __typename: "OpenerSuggestionsProgress", suggestions: suggestions.slice(0, 1) },
      { __typename: "OpenerSuggestionsProgress", suggestions: suggestions.slice(0, 2) },
    ]);
  });

  it("refuses signed-out callers, and a connection whose token proves nobody", async () => {
    const events = await ask(undefined, "travel");
    expect(JSON.stringify(events)).toContain("UNAUTHENTICATED");
    await expect(ask("not-a-token", "travel")).rejects.toMatchObject({ code: 4401, reason: "TOKEN_INVALID" });
  });

  it("refuses an empty, whitespace-only or overlong prompt, without spending the budget", async () => {
    const user = await createUser(server);
    for (const prompt of ["", "   ", " \n\t ", "x".repeat(501), ` ${"é".repeat(501)} `, "😀".repeat(100_000)])
      expect(await ask(user.token, prompt), JSON.stringify(prompt)).toEqual([
        {
          __typename: "OpenerSuggestionsFailed",
          code: "INVALID_PROMPT",
          reason: prompt.trim() ? "PROMPT_TOO_LONG" : "PROMPT_EMPTY",
          message: prompt.trim()
            ? "Keep the prompt to 500 characters or fewer."
            : "Ask for ideas about something: the prompt is empty.",
          retryAfterSeconds: null,
        },
      ]);
    // 500 characters (after trimming) is fine, and counted in characters, not bytes
    for (const prompt of [`  ${"x".repeat(500)}  `, "😀".repeat(500), "é".repeat(500)])
      expect((await ask(user.token, prompt)).at(-1)).toMatchObject({ __typename: "OpenerSuggestionsReady" });
  });

  it("refuses a prompt holding characters no text may hold, as every other text field does, without spending the budget", async () => {
    const user = await createUser(server);
    // NUL, a bell, an escape sequence, a C1 control, a lone surrogate half
    for (const prompt of ["coffee\u0000", "\u0007travel", "\u001b[31mred", "books\u0085", "music \ud800"])
      expect(await ask(user.token, prompt), JSON.stringify(prompt)).toEqual([
        {
          __typename: "OpenerSuggestionsFailed",
          code: "INVALID_PROMPT",
          reason: "TEXT_INVALID_CHARACTERS",
          message: "prompt may not contain control characters (such as U+0000) or invalid Unicode.",
          retryAfterSeconds: null,
        },
      ]);
    // tabs and line breaks are text: they are allowed, as in every text field
    expect((await ask(user.token, "weekend\tplans\r\nand travel")).at(-1)).toMatchObject({
      __typename: "OpenerSuggestionsReady",
    });
  });

  it("allows AI_RATE_LIMIT_PER_MINUTE requests per user a minute, then says when to retry", async () => {
    const [eager, other] = [await createUser(server), await createUser(server)];
    for (let i = 0; i < 3; i++)
      expect((await ask(eager.token, "music")).at(-1)).toMatchObject({ __typename: "OpenerSuggestionsReady" });
    const refused = await ask(eager.token, "music");
    expect(refused).toEqual([
      {
        __typename: "OpenerSuggestionsFailed",
        code: "TOO_MANY_REQUESTS",
        reason: null,
        message: expect.stringMatching(/^Too many attempts/),
        retryAfterSeconds: expect.any(Number),
      },
    ]);
    const { retryAfterSeconds } = refused[0] as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    // another user's budget is their own
    expect((await ask(other.token, "music")).at(-1)).toMatchObject({ __typename: "OpenerSuggestionsReady" });
  });

  it("serves many users at once, each getting their own three", async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(server)));
    const results = await Promise.all(
      users.map((user, i) => ask(user.token, ["travel", "books", "cooking", "pets"][i % 4]!)),
    );
    for (const events of results) expect((events.at(-1) as { suggestions: string[] }).suggestions).toHaveLength(3);
  });
});
