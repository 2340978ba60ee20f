// Unicode's skeleton of a username (UTS #39, section 4): two names that look alike have the same
// skeleton, whichever script or width their letters come from ("сookieuser" with a Cyrillic с,
// "cookieuser"; "rn" and "m"; "0" and "O"). Usernames are stored NFKC-normalized (fullwidth
// "ｃｏｏｋｉｅｕｓｅｒ" is "cookieuser") and unique by their skeleton (User.usernameSkeleton), so
// no account can take a look-alike of another's name. The data is Unicode's (confusables.txt).
import fs from "node:fs";

const CONFUSABLES_FILE = new URL("./confusables.txt", import.meta.url);

/** source character -> its prototype (one or more characters), as confusables.txt maps them */
function loadPrototypes(): Map<string, string> {
  const prototypes = new Map<string, string>();
  for (const line of fs.readFileSync(CONFUSABLES_FILE, "utf8").split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const [source, prototype] = line.split(";").map((field) => field.trim());
    const character = (hex: string) => String.fromCodePoint(...hex.split(" ").map((code) => Number.parseInt(code, 16)));
    prototypes.set(character(source!), character(prototype!));
  }
  return prototypes;
}

let prototypes: Map<string, string> | undefined;

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** UTS #39's skeleton: NFD, without default-ignorable characters, each character's prototype, NFD again. */
export function skeleton(text: string): string {
  prototypes ??= loadPrototypes();
  const map = prototypes;
  const decomposed = text.normalize("NFD").replace(DEFAULT_IGNORABLE, "");
  return Array.from(decomposed, (character) => map.get(character) ?? character)
    .join("")
    .normalize("NFD");
}

/**
 * The form a username is stored in: NFKC (compatibility characters such as fullwidth letters
 * and ligatures become the letters they stand for).
 */
export const normalizeUsername = (username: string) => username.normalize("NFKC");

/**
 * What two usernames share when they look alike: the skeleton of the name as written (so a
 * capital I and a small l match, as they do on screen), then lower-cased, since usernames are
 * unique regardless of case. Conservative: it also pairs names that differ only in 0/o or 1/l.
 */
export const usernameSkeleton = (username: string) => skeleton(normalizeUsername(username).trim()).toLowerCase();
