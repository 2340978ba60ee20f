// The most common passwords people chose, as breaches revealed them: attackers try these first,
// so no new password may be one of them. The list is zxcvbn's (@zxcvbn-ts/language-common: about
// 49,000 passwords of public breach corpora, most frequent first, MIT); only those long enough
// to pass the length rule can matter, and the comparison ignores case ("Password12345" is no
// better than "password12345").
import { dictionary } from "@zxcvbn-ts/language-common";

export function commonPasswordCheck(minLength: number): (password: string) => boolean {
  const common = new Set(dictionary["passwords-common"].filter((password) => password.length >= minLength));
  return (password) => common.has(password.toLowerCase());
}
