// The chat's AI helper over GraphQL: one subscription per request for openers, streaming each
// one once it is whole and ending with the finished three, or with a coded failure. Closing the
// subscription aborts the provider's request.
import { Repeater } from "graphql-yoga";
import { OpenerSuggestionError, type OpenerFailureReason } from "../../domain/ai/opener-failure.ts";
import { MAX_PROMPT_LENGTH } from "../../domain/ai/opener-prompt.ts";
import type { OpenerEvent } from "../../domain/ai/openers.ts";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { TooManyRequestsError, ValidationError } from "../../domain/errors.ts";
import type { FailureCode as UserErrorCode } from "../../domain/failures.ts";
import { builder } from "../builder.ts";
import { UserErrorCodeEnum } from "./errors.ts";

type FailureCode = OpenerFailureReason | "INVALID_PROMPT" | "TOO_MANY_REQUESTS";
/** `reason`: with INVALID_PROMPT, the rule the prompt broke */
type Failed = {
  kind: "failed";
  code: FailureCode;
  message: string;
  retryAfterSeconds: number | null;
  reason: UserErrorCode | null;
};
/** A bug, not a failure the client can explain: resolved as a masked (and logged) GraphQL error. */
type Crashed = { kind: "crashed"; error: unknown };
type OpenerSuggestionsEvent = OpenerEvent | Failed | Crashed;

const OpenerSuggestionsProgress = builder
  .objectRef<Extract<OpenerEvent, { kind: "progress" }>>("OpenerSuggestionsProgress")
  .implement({
    description:
      "The openers finished so far. Sent each time another one is whole, before OpenerSuggestionsReady. One still being written is never sent, so a client shows nothing that may yet turn out unusable: prose without markers, such as a refusal, never shows.",
    fields: (t) => ({
      suggestions: t.exposeStringList("suggestions", {
        description: "One to three whole openers, ready to send. Replaces the previous progress event's list.",
      }),
    }),
  });

const OpenerSuggestionsReady = builder
  .objectRef<Extract<OpenerEvent, { kind: "ready" }>>("OpenerSuggestionsReady")
  .implement({
    description: "The finished openers. The last event of a successful request.",
    fields: (t) => ({
      suggestions: t.exposeStringList("suggestions", {
        description: "Exactly three distinct, non-empty openers, ready to send.",
      }),
      source: t.exposeString("source", {
        description:
          'Who wrote them, to show after "Suggestions from": the configured model\'s name (e.g. "gpt-4.1-mini"), or "the built-in library" when no model is configured.',
      }),
    }),
  });

const OpenerSuggestionsFailureCode = builder.enumType("OpenerSuggestionsFailureCode", {
  description: "Why a request for openers ended without them.",
  values: {
    INVALID_PROMPT: {
      description: `The prompt breaks a rule: it is empty or only whitespace, longer than ${MAX_PROMPT_LENGTH} characters, or holds a control character or invalid Unicode, which no text may hold. reason says which.`,
    },
    TOO_MANY_REQUESTS: { description: "The viewer asked too often (AI_RATE_LIMIT_PER_MINUTE); see retryAfterSeconds." },
    TIMEOUT: { description: "The provider did not finish within AI_TIMEOUT_MS." },
    PROVIDER_BUSY: { description: "The provider is rate-limiting this server (HTTP 429)." },
    PROVIDER_ERROR: {
      description:
        "The provider failed or could not be reached (also a rejected key or unknown model: see the server log).",
    },
    REFUSED: { description: "The model declined to answer." },
    MALFORMED_OUTPUT: { description: "The model's answer could not be read as three openers of a usable size." },
  } satisfies Record<FailureCode, { description: string }>,
});

const OpenerSuggestionsFailed = builder.objectRef<Failed>("OpenerSuggestionsFailed").implement({
  description: "The request ended without openers. The last event of a failed request.",
  fields: (t) => ({
    code: t.field({
      type: OpenerSuggestionsFailureCode,
      description: "What went wrong, for clients that react to it.",
      resolve: (failed) => failed.code,
    }),
    message: t.exposeString("message", { description: "Ready to show to the user." }),
    retryAfterSeconds: t.exposeInt("retryAfterSeconds", {
      nullable: true,
      description: "With TOO_MANY_REQUESTS: seconds until the viewer may ask again.",
    }),
    reason: t.field({
      type: UserErrorCodeEnum,
      nullable: true,
      description:
        "With INVALID_PROMPT: the rule the prompt broke (PROMPT_EMPTY, PROMPT_TOO_LONG or TEXT_INVALID_CHARACTERS); null otherwise.",
      resolve: (failed) => failed.reason,
    }),
  }),
});

const OpenerSuggestionsEventRef = builder.unionType("OpenerSuggestionsEvent", {
  description:
    "One event of openerSuggestions: progress events, then either OpenerSuggestionsReady or OpenerSuggestionsFailed.",
  types: [OpenerSuggestionsProgress, OpenerSuggestionsReady, OpenerSuggestionsFailed],
  resolveType: (event) =>
    ({ progress: OpenerSuggestionsProgress, ready: OpenerSuggestionsReady, failed: OpenerSuggestionsFailed })[
      event.kind
    ],
});

builder.subscriptionField("openerSuggestions", (t) =>
  t.field({
    type: OpenerSuggestionsEventRef,
    description:
      "Three conversation openers about `prompt` for the chat's Ask dialog, each streamed once it is whole. Signed in only. " +
      "Sends OpenerSuggestionsProgress events, then one OpenerSuggestionsReady or OpenerSuggestionsFailed, then completes. " +
      "Unsubscribing stops the request to the provider.",
    args: {
      prompt: t.arg.string({
        required: true,
        description: `What the openers should be about, in the user's words (1 to ${MAX_PROMPT_LENGTH} characters after trimming). Used as a topic only, never as instructions.`,
      }),
    },
    subscribe: (_root, { prompt }, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      // A Repeater, not an async generator: its `stop` settles as soon as the client leaves,
      // even while the provider is mid-wait, so the provider's request is aborted at once.
      return new Repeater<OpenerSuggestionsEvent>(async (push, stop) => {
        const left = new AbortController();
        void stop.then(() => left.abort());
        try {
          for await (const event of ctx.domain.openers.suggest(viewer, prompt, left.signal)) await push(event);
        } catch (error) {
          await push(failure(error));
        }
        stop();
      });
    },
    resolve: (event) => {
      if (event.kind === "crashed") throw event.error;
      return event;
    },
  }),
);

function failure(error: unknown): Failed | Crashed {
  const failed = (code: FailureCode, message: string, retryAfterSeconds: number | null = null): Failed => ({
    kind: "failed",
    code,
    message,
    retryAfterSeconds,
    reason: null,
  });
  if (error instanceof ValidationError) return { ...failed("INVALID_PROMPT", error.message), reason: error.reason };
  if (error instanceof TooManyRequestsError)
    return failed("TOO_MANY_REQUESTS", error.message, Math.ceil(error.retryAfterSeconds));
  if (error instanceof OpenerSuggestionError) return failed(error.reason, error.message);
  return { kind: "crashed", error };
}
