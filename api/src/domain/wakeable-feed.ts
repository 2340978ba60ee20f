// A live feed a subscriber pulls from (chat/message-streams.ts, users/live-counts.ts): its
// producer wakes it when something arrives, and closing it (the subscriber left) stops the
// producer's listening, once, and ends a pull that is waiting.

export abstract class WakeableFeed<T> implements AsyncIterableIterator<T> {
  protected closed = false;
  private wake: (() => void) | null = null;
  private stopListening: () => void = () => {};

  abstract next(): Promise<IteratorResult<T>>;

  /** What closing the feed stops: the producer's listening. */
  protected onClose(stopListening: () => void): void {
    this.stopListening = stopListening;
  }

  /** Something arrived: a pull waiting on `arrival` goes on. */
  protected wakeUp(): void {
    this.wake?.();
  }

  /** Settles at the next wakeUp, or when the feed closes. */
  protected async arrival(): Promise<void> {
    await new Promise<void>((resolve) => (this.wake = resolve));
    this.wake = null;
  }

  async return(): Promise<IteratorResult<T>> {
    if (!this.closed) this.stopListening();
    this.closed = true;
    this.wakeUp();
    return { done: true, value: undefined };
  }

  async throw(error?: unknown): Promise<IteratorResult<T>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
