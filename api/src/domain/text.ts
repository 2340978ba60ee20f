// The one rule for the characters of text people type (names, usernames, bios, captions, tags,
// comments, searches, and chat messages when they come), whichever face it came through: every
// text input's zod schema starts from `text`. PostgreSQL cannot store U+0000 at all (it answered
// 22021 and the request a 500), and the other control characters have no place in typed text:
// invisible, they make look-alike names and garble terminals, logs and exports.
//
// Refused: the C0 controls except tab, line feed and carriage return (which multi-line text
// legitimately holds), DEL, the C1 controls, and surrogate halves that pair with nothing (JSON can
// carry them, UTF-8 cannot: the driver would silently store U+FFFD instead). Allowed: everything
// else, including zero-width joiners and direction marks, which emoji and right-to-left scripts
// need. Passwords are not text in this sense: they are never stored or shown, only hashed
// (bcryptjs hashes every character, U+0000 included), so any character may be in one.
//
// Direction controls (TEXT_DIRECTION_CONTROL). The embeddings and overrides (U+202A-U+202E: LRE,
// RLE, PDF, LRO, RLO) are refused in every text: an override shows characters in another order
// than they are written (RLO before "resu" shows "user"), which spoofs names, links and whatever
// follows the text on the same line; Unicode recommends the isolates instead for new text. Free
// text (bios, captions, comments, messages) keeps the marks (LRM, RLM, ALM) and isolates
// (U+2066-U+2069), which right-to-left writers need and which reorder no character against its
// own direction. Names (nameText) refuse those too: a name is short, shown beside others
// everywhere, and needs none of them (usernames allow no format character at all).
import { z } from "zod";
import type { FailureCode } from "./failures.ts";
import { failingWith } from "./validation.ts";

/** a control character (Cc: U+0000-U+001F, U+007F-U+009F) other than tab, LF or CR, or a lone surrogate half (Cs) */
const DISALLOWED = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export function hasOnlyAllowedCharacters(value: string): boolean {
  return !DISALLOWED.test(value);
}

/** LRE, RLE, PDF, LRO, RLO: refused in every text */
const EMBEDDINGS_AND_OVERRIDES = /[\u202A-\u202E]/u;
/** every direction control: the above, the marks ALM, LRM, RLM and the isolates LRI, RLI, FSI, PDI */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * A string schema that refuses a value that is no string (NOT_TEXT) and the characters above
 * (TEXT_INVALID_CHARACTERS). Chain trimming and length checks after it: the character check
 * comes first, so its failure wins.
 */
export function text() {
  return z
    .string({ error: failingWith("NOT_TEXT") })
    .refine(hasOnlyAllowedCharacters, failingWith("TEXT_INVALID_CHARACTERS"))
    .refine((value) => !EMBEDDINGS_AND_OVERRIDES.test(value), failingWith("TEXT_DIRECTION_CONTROL"));
}

/** A person's name as shown beside others': `text`, without any direction control. */
export function nameText() {
  return text().refine((value) => !DIRECTION_CONTROLS.test(value), failingWith("TEXT_DIRECTION_CONTROL"));
}

/** Whether `value` holds at most `max` characters (code points), without building an array for a text far over it. */
function atMostCharacters(value: string, max: number): boolean {
  if (value.length <= max) return true; // each code point takes one or two UTF-16 units
  if (value.length > 2 * max) return false;
  let count = 0;
  for (const _ of value) if (++count > max) return false;
  return true;
}

/**
 * `text()` trimmed, then 1 to `max` characters: an emoji counts as one, as people count
 * (`empty` and `tooLong` name the failures, tooLong with the limit).
 */
export function trimmedText(max: number, empty: FailureCode, tooLong: FailureCode) {
  return text()
    .trim()
    .min(1, failingWith(empty))
    .refine((value) => atMostCharacters(value, max), { message: failingWith(tooLong), params: { limit: max } });
}
