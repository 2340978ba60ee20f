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
import { z } from "zod";
import { failingWith } from "./validation.ts";

/** a control character (Cc: U+0000-U+001F, U+007F-U+009F) other than tab, LF or CR, or a lone surrogate half (Cs) */
const DISALLOWED = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export function hasOnlyAllowedCharacters(value: string): boolean {
  return !DISALLOWED.test(value);
}

/**
 * A string schema that refuses a value that is no string (NOT_TEXT) and the characters above
 * (TEXT_INVALID_CHARACTERS). Chain trimming and length checks after it: the character check
 * comes first, so its failure wins.
 */
export function text() {
  return z.string({ error: failingWith("NOT_TEXT") }).refine(hasOnlyAllowedCharacters, failingWith("TEXT_INVALID_CHARACTERS"));
}
