// Which of the library's topics a prompt is about: simple keyword matching on its words, good
// enough for "a new job", "cooking for friends" or "road trip ideas" (English keywords only;
// anything else gets the general openers).
import type { OpenerTopic } from "./opener-topic.ts";

/** The prompt's words: lower case, accents removed ("Café" is "cafe"), split at anything but letters and digits. */
export function promptWords(prompt: string): string[] {
  return (
    prompt
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The topics whose keywords appear among `words`, the most keywords first (ties keep the library's order). */
export function matchingTopics(words: readonly string[], topics: readonly OpenerTopic[]): OpenerTopic[] {
  const phrase = ` ${words.join(" ")} `;
  const wordSet = new Set(words);
  const hits = (keyword: string) => {
    if (keyword.includes(" ")) return phrase.includes(` ${keyword} `);
    if (keyword.endsWith("*")) {
      const stem = keyword.slice(0, -1);
      return words.some((word) => word.startsWith(stem));
    }
    return wordSet.has(keyword) || wordSet.has(`${keyword}s`) || wordSet.has(`${keyword}es`);
  };
  return topics
    .map((topic) => ({ topic, score: topic.keywords.filter(hits).length }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ topic }) => topic);
}
