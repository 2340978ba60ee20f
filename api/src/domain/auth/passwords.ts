// Password hashing (bcryptjs) off the event loop: each hash or check runs in a small pool of
// worker threads (password-worker.mjs), so a burst of log-ins or sign-ups waits for the pool
// without holding up any other request. The hashes are bcryptjs' as before ($2b$, the
// configured cost): existing accounts keep working.
import os from "node:os";
import { Piscina } from "piscina";
import { ServiceUnavailableError } from "../errors.ts";

/** One thread per core: a burst of log-ins uses every core the event loop leaves idle. */
export const PASSWORD_THREADS = os.availableParallelism();

/**
 * The threads' scheduling priority, the lowest (Linux, through @napi-rs/nice): a hash gets a
 * core only when the event loop does not want it, so requests keep their pace during a burst and
 * the log-ins take what is left (with 10, the event loop got nine tenths of a shared core, and
 * other requests' p99 during a burst of 200 was about 3x a quiet run's, against about 2x).
 */
const PASSWORD_THREAD_NICENESS = 19;

/**
 * Hashes and checks waiting for a thread, past which a log-in is refused (SERVICE_UNAVAILABLE,
 * try again) rather than queued behind a minute or more of others.
 */
export const MAX_QUEUED_PASSWORD_TASKS = 1_000;

let pool: Piscina | undefined;

/** One pool per process, started on first use; its idle threads do not keep the process alive. */
function passwordPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL("./password-worker.mjs", import.meta.url).href,
    minThreads: PASSWORD_THREADS,
    maxThreads: PASSWORD_THREADS,
    maxQueue: MAX_QUEUED_PASSWORD_TASKS,
    niceIncrement: PASSWORD_THREAD_NICENESS,
  });
  return pool;
}

async function inPool<T>(name: "hash" | "compare", task: object): Promise<T> {
  try {
    return (await passwordPool().run(task, { name })) as T;
  } catch (error) {
    // piscina's own refusal when the queue is full; anything else is a real failure
    if (error instanceof Error && /queue is at limit/i.test(error.message))
      throw new ServiceUnavailableError("Too many sign-ins at once. Please try again in a moment.");
    throw error;
  }
}

/** A real hash of a random string: comparing against it costs what a real check costs, so an
 *  unknown username takes as long to reject as a wrong password (no user enumeration by timing). */
let decoyHash: Promise<string> | undefined;

export class Passwords {
  constructor(private readonly rounds: number) {}

  hash(password: string): Promise<string> {
    return inPool("hash", { password, rounds: this.rounds });
  }

  async verify(password: string, hash: string | undefined): Promise<boolean> {
    if (hash === undefined) {
      decoyHash ??= this.hash(crypto.randomUUID());
      await inPool("compare", { password, hash: await decoyHash });
      return false;
    }
    return inPool("compare", { password, hash });
  }
}
