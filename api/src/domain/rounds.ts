// Background work done in rounds, one round at a time (a worker's sweep of its queue): a wake-up
// while a round runs asks for one more round after it, never a second round beside it.

export class Rounds {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly round: () => Promise<void>) {}

  /** Whether stop() was called: a round under way ends at its next step. */
  get stopping(): boolean {
    return this.stopped;
  }

  /** Runs a round now, or once more after the round under way; resolves when no round is left to run. */
  wake(): Promise<void> {
    this.again = true;
    this.running ??= (async () => {
      try {
        while (this.again && !this.stopped) {
          this.again = false;
          await this.round();
        }
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** No round starts from now on; resolves once the one under way has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => {});
  }
}
