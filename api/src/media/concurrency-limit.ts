// Runs at most `limit` tasks at a time; the others wait their turn, first come, first served.

/** A task's turn did not come before its deadline: it was not run. */
export class TurnNotInTime extends Error {
  override readonly name = "TurnNotInTime";
}

export class ConcurrencyLimit {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Tasks waiting for their turn. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Runs `task` in its turn; with `deadline`, gives up waiting once it passes (TurnNotInTime). */
  async run<T>(task: () => Promise<T>, deadline?: AbortSignal): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    else await this.turn(deadline); // the slot is handed over
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  private turn(deadline: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const served = () => {
        deadline?.removeEventListener("abort", late);
        resolve();
      };
      const late = () => {
        this.queue.splice(this.queue.indexOf(served), 1);
        reject(new TurnNotInTime());
      };
      deadline?.addEventListener("abort", late, { once: true });
      this.queue.push(served);
    });
  }
}
