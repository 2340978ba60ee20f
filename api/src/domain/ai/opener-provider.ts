// What the opener helper needs from whoever writes the openers: a model behind an
// OpenAI-compatible API, or the built-in library (api/src/ai). The rules (what is asked, how the
// answer is read, limits) stay in the domain; a provider only turns a prompt into text.

/** One message of a chat-completions conversation. */
export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

/** A request for three openers, in the two shapes providers read. */
export interface OpenerPrompt {
  /** The user's topic, validated and with its whitespace collapsed: data, never instructions. */
  topic: string;
  /** The conversation a model is sent: the template's rules, then the topic as delimited data. */
  messages: ChatMessage[];
}

export interface OpenerProvider {
  /** Who writes the openers, shown after "Suggestions from": the model's name, or "the built-in library". */
  readonly source: string;
  /**
   * The answer as it arrives, in pieces of any size: three openers separated by the `||` marker.
   * Ends (or throws) soon after `signal` aborts. Throws OpenerSuggestionError for failures a user
   * should hear about (refused, provider unavailable or busy).
   */
  write(prompt: OpenerPrompt, signal: AbortSignal): AsyncIterable<string>;
}
