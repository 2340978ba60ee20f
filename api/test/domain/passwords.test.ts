// Passwords are hashed and checked in worker threads, never on the event loop (where a burst of
// log-ins held up every other request), and the hashes are bcryptjs' as before: a hash stored
// before the change still verifies.
import bcrypt from "bcryptjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Passwords } from "../../src/domain/auth/passwords.ts";

/** bcryptjs' own functions in this thread: none of them may run here. */
const MAIN_THREAD_FUNCTIONS = ["hash", "hashSync", "compare", "compareSync", "genSalt", "genSaltSync"] as const;

afterEach(() => vi.restoreAllMocks());

describe("Passwords", () => {
  it("hashes and checks off the event loop's thread", async () => {
    const spies = MAIN_THREAD_FUNCTIONS.map((name) => vi.spyOn(bcrypt, name));
    const passwords = new Passwords(4);
    const hash = await passwords.hash("a long passphrase");
    expect(await passwords.verify("a long passphrase", hash)).toBe(true);
    expect(await passwords.verify("another passphrase", hash)).toBe(false);
    expect(await passwords.verify("an unknown user's guess", undefined)).toBe(false);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it("makes bcrypt hashes of the configured cost, and verifies those made before", async () => {
    const passwords = new Passwords(5);
    const hash = await passwords.hash("a long passphrase");
    expect(hash).toMatch(/^\$2b\$05\$/);
    expect(bcrypt.compareSync("a long passphrase", hash)).toBe(true);
    // as the server stored them when it hashed on the event loop (cost 10 by default)
    const stored = bcrypt.hashSync("an existing account's password", 10);
    expect(await passwords.verify("an existing account's password", stored)).toBe(true);
    expect(await passwords.verify("an existing account's passwore", stored)).toBe(false);
  });

  it("answers many at once, each its own", async () => {
    const passwords = new Passwords(4);
    const words = Array.from({ length: 12 }, (_, i) => `passphrase number ${i}`);
    const hashes = await Promise.all(words.map((word) => passwords.hash(word)));
    const checks = await Promise.all(words.map((word, i) => passwords.verify(word, hashes[(i + 1) % words.length])));
    expect(checks).toEqual(words.map(() => false));
    expect(await Promise.all(words.map((word, i) => passwords.verify(word, hashes[i])))).toEqual(words.map(() => true));
  });
});
