// Reads a provider's answer as it streams: three openers separated by `||`. Only the first three
// non-empty parts count, each trimmed, with list numbering and wrapping quotes taken off (models
// add them however they are asked). A marker may arrive split across two pieces (`|`, then `|`).
import { MAX_OPENER_LENGTH, OPENER_MARKER } from "./opener-prompt.ts";
import { OpenerSuggestionError } from "./opener-failure.ts";

const OPENERS = 3;
/** An answer this long without three usable openers is rambling, not openers. */
const MAX_ANSWER_LENGTH = OPENERS * (MAX_OPENER_LENGTH + 50);

/** "1.", "2)", "(3)", "#1", "**1.**", "- ", "* ", "• ", "Opener 2:" at the start of a part. */
const LEADING_LABEL =
  /^(?:[-*•·]\s+|\*{0,2}\(?\d{1,2}[.):]\*{0,2}(?=\s|$)|#\d{1,2}[.:)]?(?=\s|$)|(?:opener|suggestion|option|question)\s*#?\d{0,2}\s*[:.)-](?=\s|$))/i;
const QUOTE = /["'“”‘’«»„`]/;
const LETTER = /\p{L}/u;

export class OpenerText {
  private answer = "";

  append(piece: string): void {
    this.answer += piece;
  }

  /**
   * The openers known to be whole, for showing while the answer streams: each one a marker
   * followed. The one still being written is left out: until its marker arrives it may turn out
   * to be no opener at all (a refusal in prose has no marker, and is never shown). Throws
   * MALFORMED_OUTPUT once the answer cannot become three openers of a usable size.
   */
  get whole(): string[] {
    this.check(parts(this.answer));
    return parts(this.beforeLastMarker());
  }

  /** A marker followed the third opener: it is whole, and the rest of the answer is not needed. */
  get complete(): boolean {
    return parts(this.beforeLastMarker()).length === OPENERS;
  }

  /** The three openers of the finished answer; MALFORMED_OUTPUT when it has fewer. */
  finish(): string[] {
    const openers = this.check(parts(this.answer));
    if (openers.length < OPENERS) throw new OpenerSuggestionError("MALFORMED_OUTPUT");
    return openers;
  }

  private beforeLastMarker(): string {
    const last = this.answer.lastIndexOf(OPENER_MARKER);
    return last < 0 ? "" : this.answer.slice(0, last);
  }

  private check(openers: string[]): string[] {
    if (openers.some((opener) => opener.length > MAX_OPENER_LENGTH))
      throw new OpenerSuggestionError("MALFORMED_OUTPUT");
    if (openers.length < OPENERS && this.answer.length > MAX_ANSWER_LENGTH)
      throw new OpenerSuggestionError("MALFORMED_OUTPUT");
    return openers;
  }
}

/** The first three distinct non-empty parts (a model repeating itself has not written three openers). */
function parts(text: string): string[] {
  const openers = new Map<string, string>();
  for (const part of text.split(OPENER_MARKER).map(cleanOpener)) {
    if (openers.size === OPENERS) break;
    if (part && !openers.has(part.toLowerCase())) openers.set(part.toLowerCase(), part);
  }
  return [...openers.values()];
}

/** One part as a person should read it: one line, no numbering, no wrapping quotes or emphasis. */
export function cleanOpener(part: string): string {
  // Stray bars at either end go too: the first half of a marker still arriving (`... |`, then `| ...`).
  let text = part.replace(/\s+/g, " ").replace(/^[\s|]+|[\s|]+$/g, "");
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = stripQuotes(
      text
        .replace(LEADING_LABEL, "")
        .replace(/^(\*\*|__)(.+)\1$/, "$2")
        .trim(),
    );
  }
  return text;
}

function stripQuotes(text: string): string {
  const chars = [...text];
  // An apostrophe inside a word ("what's") is not a quote.
  const quotes = chars.filter(
    (char, i) => QUOTE.test(char) && !(LETTER.test(chars[i - 1] ?? "") && LETTER.test(chars[i + 1] ?? "")),
  ).length;
  const opens = QUOTE.test(chars[0] ?? "");
  const closes = QUOTE.test(chars.at(-1) ?? "");
  // Only the wrapping pair: a quoted title inside ('Have you read "Dune"?') keeps its quotes.
  if (quotes === 2 && opens && closes && chars.length >= 2) return chars.slice(1, -1).join("").trim();
  // A lone quote at one end: the other end's is still streaming, or the model forgot it.
  if (quotes === 1 && opens) return chars.slice(1).join("").trim();
  if (quotes === 1 && closes) return chars.slice(0, -1).join("").trim();
  return text;
}
