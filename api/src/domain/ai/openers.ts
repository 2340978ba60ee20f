// The AI helper's conversation openers: validate the prompt, count it against the viewer's
// budget, ask the provider, and hand out each opener once it is whole, until all three are.
// Never hangs: the provider gets a deadline, and the caller's signal stops it early.
import type { Viewer } from "../auth/sessions.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import { OpenerSuggestionError } from "./opener-failure.ts";
import { openerPrompt } from "./opener-prompt.ts";
import type { OpenerProvider } from "./opener-provider.ts";
import { OpenerText } from "./opener-text.ts";

export type OpenerEvent =
  /** The whole openers so far (one to three): one still being written is never shown. Sent only when they change. */
  | { kind: "progress"; suggestions: string[] }
  /** The three finished openers and who wrote them. Always the last event. */
  | { kind: "ready"; suggestions: string[]; source: string };

interface OpenersDeps {
  provider: OpenerProvider;
  /** requests per user: each one costs a model call (money, or a local GPU's time) */
  requests: RateLimit;
  /** the longest a whole answer may take, first byte to last */
  timeoutMs: number;
}

export class Openers {
  constructor(private readonly deps: OpenersDeps) {}

  /**
   * Streams the openers for `rawPrompt`. Throws, before asking anyone: ValidationError (empty or
   * overlong prompt), TooManyRequestsError (the viewer's budget is spent); then
   * OpenerSuggestionError (timeout, provider busy or failing, refusal, malformed answer). Ends
   * quietly, with the provider's request aborted, once `signal` aborts (nobody is listening).
   */
  async *suggest(viewer: Viewer, rawPrompt: string, signal: AbortSignal): AsyncGenerator<OpenerEvent, void, undefined> {
    const prompt = openerPrompt(rawPrompt);
    await this.deps.requests.take(viewer.id);
    const deadline = AbortSignal.timeout(this.deps.timeoutMs);
    const stop = AbortSignal.any([signal, deadline]);
    const text = new OpenerText();
    let shown: string[] = [];
    try {
      for await (const piece of this.deps.provider.write(prompt, stop)) {
        text.append(piece);
        const whole = text.whole;
        if (!sameOpeners(whole, shown)) {
          shown = whole;
          yield { kind: "progress", suggestions: whole };
        }
        // Leaving the loop ends the provider's request: what follows the third opener is not needed.
        if (text.complete) break;
      }
    } catch (error) {
      if (!stop.aborted) throw error;
    }
    // An aborted request may also end without an error: the signals say which it was.
    if (signal.aborted) return;
    if (deadline.aborted) throw new OpenerSuggestionError("TIMEOUT");
    yield { kind: "ready", suggestions: text.finish(), source: this.deps.provider.source };
  }
}

function sameOpeners(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((opener, i) => opener === b[i]);
}
