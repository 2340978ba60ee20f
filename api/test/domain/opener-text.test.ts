// How a provider's streamed answer becomes three openers: the `||` marker, only the first
// three parts, trimmed, without numbering or quotes, even when a marker arrives in two pieces;
// while it streams, only whole openers show.
import { describe, expect, it } from "vitest";
import { OpenerSuggestionError } from "../../src/domain/ai/opener-failure.ts";
import { OpenerText } from "../../src/domain/ai/opener-text.ts";

function read(...pieces: string[]) {
  const text = new OpenerText();
  const shown = pieces.map((piece) => {
    text.append(piece);
    return text.whole;
  });
  return { text, shown };
}

function malformed(run: () => unknown) {
  expect(run).toThrow(OpenerSuggestionError);
  try {
    run();
  } catch (error) {
    expect((error as OpenerSuggestionError).reason).toBe("MALFORMED_OUTPUT");
  }
}

describe("reading openers from a streamed answer", () => {
  it("strips numbering, bullets, emphasis and wrapping quotes, and trims", () => {
    const { text } = read(
      `1. "What's your favourite trip?" ||\n 2) 'Which city would you visit next?' || - **What's the best view you've seen?**  `,
    );
    expect(text.finish()).toEqual([
      "What's your favourite trip?",
      "Which city would you visit next?",
      "What's the best view you've seen?",
    ]);
    expect(read("Opener 1: “Coffee or tea?” || #2 Mountains or sea? || (3) ‘Which book?’").text.finish()).toEqual([
      "Coffee or tea?",
      "Mountains or sea?",
      "Which book?",
    ]);
  });

  it("keeps quotes and apostrophes that belong to the opener", () => {
    const { text } = read(
      `Have you read "Dune"? || What's a film you'd watch again? || "Summer" or "winter": which wins?`,
    );
    expect(text.finish()).toEqual([
      `Have you read "Dune"?`,
      "What's a film you'd watch again?",
      `"Summer" or "winter": which wins?`,
    ]);
  });

  it("takes an opener as whole only once a whole marker follows it, even one split in two pieces", () => {
    const { text, shown } = read("What's for dinner? |", "| Any weekend plans? |", "| Which song is on repeat?");
    expect(shown).toEqual([[], ["What's for dinner?"], ["What's for dinner?", "Any weekend plans?"]]);
    expect(text.finish()).toEqual(["What's for dinner?", "Any weekend plans?", "Which song is on repeat?"]);
  });

  it("never shows an opener still being written, and knows all three are whole once a marker follows the third", () => {
    const { text, shown } = read("One? || Two? || Thr", "ee?", " ||", " Four?");
    expect(shown).toEqual([
      ["One?", "Two?"],
      ["One?", "Two?"],
      ["One?", "Two?", "Three?"],
      ["One?", "Two?", "Three?"],
    ]);
    expect(text.complete).toBe(true);
    expect(text.finish()).toEqual(["One?", "Two?", "Three?"]);
    expect(read("One? || Two? || Three?").text.complete).toBe(false);
  });

  it("never shows prose without a marker, such as a refusal, while it streams", () => {
    const { text, shown } = read(
      "1. Sorry, I cannot help wit",
      "h that request.",
      " I can only talk about safe topics.",
    );
    expect(shown).toEqual([[], [], []]);
    malformed(() => text.finish());
  });

  it("skips empty and repeated parts", () => {
    expect(read("|| One? ||  || one? || Two? || Three? ||").text.finish()).toEqual(["One?", "Two?", "Three?"]);
  });

  it("refuses fewer than three openers", () => {
    malformed(() => read("Just one opener?").text.finish());
    malformed(() => read("One? || Two?").text.finish());
    malformed(() => read("Same? || same? || SAME?").text.finish());
    malformed(() => read("").text.finish());
  });

  it("gives up on an opener too long to be one, and on rambling without markers, as soon as it shows", () => {
    malformed(() => read(`${"very ".repeat(61)}long? || Two? || Three?`).text.whole);
    const rambling = new OpenerText();
    for (let i = 0; i < 200; i++) rambling.append("|| || ");
    malformed(() => rambling.whole);
  });
});
