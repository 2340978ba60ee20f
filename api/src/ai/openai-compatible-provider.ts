// Openers from a model behind an OpenAI-compatible chat-completions API (OpenAI, Gemini's
// compatibility endpoint, Ollama, llama.cpp's server, vLLM, ...), streamed through the official
// client. Failures become the domain's coded errors; the operator's share of them (a wrong key or
// model name, an unreachable server) is logged, never shown to users.
import OpenAI, { APIConnectionError, APIError, RateLimitError } from "openai";
import type { Logger } from "pino";
import { OpenerSuggestionError } from "../domain/ai/opener-failure.ts";
import type { OpenerPrompt, OpenerProvider } from "../domain/ai/opener-provider.ts";

export interface OpenAICompatibleOptions {
  baseUrl: string;
  /** unset for servers without keys (Ollama, llama.cpp); the client needs some value */
  apiKey: string | undefined;
  model: string;
  logger: Logger;
}

export class OpenAICompatibleProvider implements OpenerProvider {
  readonly source: string;
  private readonly client: OpenAI;
  private readonly logger: Logger;

  constructor({ baseUrl, apiKey, model, logger }: OpenAICompatibleOptions) {
    this.source = model;
    this.logger = logger;
    this.client = new OpenAI({
      baseURL: baseUrl,
      apiKey: apiKey ?? "unused",
      // Only AI_* configure this client: not the OPENAI_* variables it would otherwise read.
      organization: null,
      project: null,
      // A person is waiting: no retries behind their back; the domain's deadline bounds the wait.
      maxRetries: 0,
      // Failures are reported through the domain's errors and this server's log.
      logLevel: "off",
    });
  }

  async *write(prompt: OpenerPrompt, signal: AbortSignal): AsyncGenerator<string> {
    try {
      // No max_tokens or temperature: reasoning models refuse them, and the answer is cut
      // after the third opener anyway (the caller leaves the loop, which aborts the request).
      const stream = await this.client.chat.completions.create(
        { model: this.source, messages: prompt.messages, stream: true },
        { signal },
      );
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (!choice) continue;
        if (choice.delta.refusal || choice.finish_reason === "content_filter")
          throw new OpenerSuggestionError("REFUSED");
        if (choice.delta.content) yield choice.delta.content;
      }
    } catch (error) {
      if (error instanceof OpenerSuggestionError || signal.aborted) throw error;
      throw this.failure(error);
    }
  }

  private failure(error: unknown): OpenerSuggestionError {
    const status = error instanceof APIError ? error.status : undefined;
    const detail = { err: error, status, model: this.source, baseUrl: this.client.baseURL };
    if (error instanceof RateLimitError) {
      this.logger.warn(detail, "AI provider: rate limited (429); users see 'busy'");
      return new OpenerSuggestionError("PROVIDER_BUSY");
    }
    if (error instanceof APIConnectionError)
      this.logger.warn(detail, "AI provider: could not connect (check AI_BASE_URL)");
    else if (status === 401 || status === 403)
      this.logger.warn(detail, `AI provider: refused the key (${status}; check AI_API_KEY)`);
    else if (status === 404) this.logger.warn(detail, "AI provider: not found (404; check AI_BASE_URL and AI_MODEL)");
    else this.logger.warn(detail, "AI provider: the request failed");
    return new OpenerSuggestionError("PROVIDER_ERROR");
  }
}
