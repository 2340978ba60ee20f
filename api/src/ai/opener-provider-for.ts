import type { Logger } from "pino";
import type { Config } from "../config/env.ts";
import type { OpenerProvider } from "../domain/ai/opener-provider.ts";
import { BuiltInOpenerProvider } from "./built-in/built-in-provider.ts";
import { OpenAICompatibleProvider } from "./openai-compatible-provider.ts";

/** Word by word at about a fast typist's pace: the dialog shows the openers being written. */
const BUILT_IN_WORD_DELAY_MS = 15;

/** The configured model (AI_BASE_URL, AI_MODEL, AI_API_KEY), or the built-in library without one. */
export function openerProviderFor(config: Pick<Config, "aiProvider">, logger: Logger): OpenerProvider {
  if (!config.aiProvider) return new BuiltInOpenerProvider({ wordDelayMs: BUILT_IN_WORD_DELAY_MS });
  return new OpenAICompatibleProvider({ ...config.aiProvider, logger });
}
