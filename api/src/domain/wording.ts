// How the product words a count for people: "1 minute", "2 minutes", never "1 minute(s)".

/** `count` and its noun, singular for exactly one; `plural` for nouns that do not just take an "s". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
