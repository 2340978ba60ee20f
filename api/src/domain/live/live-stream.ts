// One subscriber's stream of what it hears, in the order the bus delivered the events. What it
// is offered is judged on delivery (a followee check may still be loading: then it is offered as
// a promise, and waits its turn); it listens from the moment it is made, before anyone pulls.
import { WakeableFeed } from "../wakeable-feed.ts";

/** Items known only once a read answers, told in this one's turn (none: nothing for the subscriber). */
export class Several<T> {
  constructor(readonly items: Promise<T[]>) {}
}

/** null: on second thought, not for this subscriber */
export type Offered<T> = T | Promise<T | null> | Several<T>;

export class LiveStream<T> extends WakeableFeed<T> {
  private readonly queue: Offered<T>[] = [];

  constructor(stopListening: () => void) {
    super();
    this.onClose(stopListening);
  }

  offer(item: Offered<T>): void {
    if (this.closed) return;
    // awaited in turn by next(); handled now so a rejection waiting its turn is not "unhandled"
    if (item instanceof Promise) item.catch(() => {});
    if (item instanceof Several) item.items.catch(() => {});
    this.queue.push(item);
    this.wakeUp();
  }

  /** A failed judgement ends the stream with its error. */
  async next(): Promise<IteratorResult<T>> {
    for (;;) {
      if (this.closed) return { done: true, value: undefined };
      if (!this.queue.length) {
        await this.arrival();
        continue;
      }
      const item = this.queue.shift()!;
      let value: T | null;
      try {
        if (item instanceof Several) {
          this.queue.unshift(...(await item.items));
          continue;
        }
        value = await item;
      } catch (error) {
        await this.return();
        throw error;
      }
      if (value !== null && !this.closed) return { done: false, value };
    }
  }
}
