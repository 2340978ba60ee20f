// The work of Passwords (passwords.ts), in piscina's worker threads: bcrypt costs ~100 ms of CPU
// per hash or check at cost 10, which on the event loop held every other request up behind a
// burst of log-ins. Plain JavaScript, so that a worker loads it with Node alone, whether the
// server runs under tsx or the tests under vitest. Synchronous: a worker has nothing else to do.
import bcrypt from "bcryptjs";

/** @param {{ password: string, rounds: number }} task */
export function hash({ password, rounds }) {
  return bcrypt.hashSync(password, rounds);
}

/** @param {{ password: string, hash: string }} task */
export function compare({ password, hash }) {
  return bcrypt.compareSync(password, hash);
}
