// The opener provider used when no model is configured (AI_BASE_URL unset): three openers from
// the built-in library, picked by the prompt's words, different from the last set given for the
// same prompt, and streamed word by word like a model's answer so the dialog behaves the same.
import { setTimeout as sleep } from "node:timers/promises";
import { OPENER_MARKER } from "../../domain/ai/opener-prompt.ts";
import type { OpenerPrompt, OpenerProvider } from "../../domain/ai/opener-provider.ts";
import { GENERAL_OPENERS, OPENER_TOPICS } from "./opener-bank.ts";
import { matchingTopics, promptWords } from "./topic-matching.ts";

export const BUILT_IN_SOURCE = "the built-in library";

const OPENERS = 3;
/** Prompts whose last set is remembered (oldest forgotten first): enough for "ask again" to vary. */
const REMEMBERED_PROMPTS = 1000;

interface BuiltInOptions {
  /** pause before each word; 0 streams at once (tests) */
  wordDelayMs: number;
}

export class BuiltInOpenerProvider implements OpenerProvider {
  readonly source = BUILT_IN_SOURCE;
  private readonly lastSets = new Map<string, ReadonlySet<string>>();

  constructor(private readonly options: BuiltInOptions) {}

  async *write(prompt: OpenerPrompt, signal: AbortSignal): AsyncGenerator<string> {
    const answer = this.pick(prompt.topic).join(` ${OPENER_MARKER} `);
    for (const word of answer.match(/\S+\s*/g) ?? []) {
      signal.throwIfAborted();
      if (this.options.wordDelayMs > 0) await sleep(this.options.wordDelayMs, undefined, { signal });
      yield word;
    }
  }

  /**
   * Three distinct openers: one from each matching topic in turn (the best match first), or
   * three general ones when none matches; none from the previous set for the same prompt.
   */
  private pick(topic: string): string[] {
    const words = promptWords(topic);
    const key = words.join(" ");
    const topics = matchingTopics(words, OPENER_TOPICS);
    const pools = topics.length ? topics.map((t) => t.openers) : [GENERAL_OPENERS];
    const previous = this.lastSets.get(key) ?? new Set<string>();
    const fresh = pools.map((pool) => pool.filter((opener) => !previous.has(opener)));
    // Every pool has a dozen openers or more, so the fallback always has three to give.
    const queues = (new Set(fresh.flat()).size >= OPENERS ? fresh : pools).map((pool) => shuffled(pool));
    const picked = new Set<string>();
    while (picked.size < OPENERS && queues.some((queue) => queue.length > 0)) {
      for (const queue of queues) {
        const next = queue.shift();
        if (next !== undefined && picked.size < OPENERS) picked.add(next);
      }
    }
    this.remember(key, picked);
    return [...picked];
  }

  private remember(key: string, set: ReadonlySet<string>) {
    this.lastSets.delete(key);
    this.lastSets.set(key, set);
    if (this.lastSets.size > REMEMBERED_PROMPTS) this.lastSets.delete(this.lastSets.keys().next().value!);
  }
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
