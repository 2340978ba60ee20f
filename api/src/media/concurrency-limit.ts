// Runs at most `limit` tasks at a time; the others wait their turn, first come, first served.

export class ConcurrencyLimit {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Tasks waiting for their turn. */
  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    else await new Promise<void>((resolve) => this.queue.push(resolve)); // the slot is handed over
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
