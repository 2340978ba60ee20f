/** One subject of the built-in library: the words that pick it and the openers it offers. */
export interface OpenerTopic {
  readonly name: string;
  /**
   * Lower-case words (accents removed) that pick this topic in a prompt. "cook*" matches every
   * word starting with "cook"; a plain word also matches its plural ("trip" matches "trips");
   * "road trip" matches the two words in a row.
   */
  readonly keywords: readonly string[];
  /** Friendly, open-ended, universal questions; nothing personal or sensitive. */
  readonly openers: readonly string[];
}
