// Slots: how many of something one key (a client address, a user) holds at once, such as open
// realtime connections or live subscriptions. Unlike a rate limit, which counts attempts in a
// window, a slot is held for as long as what took it lives, and given back when it ends. Where
// the slots are counted is the server's choice: in this process (here), or in Redis so that every
// node behind a load balancer counts against one limit (redis/connection-slots.ts).

/** A limit on what one key holds at once. */
export interface SlotLimit {
  /** names the limit's counts: two limits never share one */
  name: string;
  /** slots one key may hold at once */
  limit: number;
}

/** A slot taken: give it back once what took it has ended (again is harmless). */
export interface Slot {
  release(): void;
}

export interface ConnectionSlots {
  /** One slot of `key` under `limit`, or null when the key holds `limit.limit` already (on any node). */
  take(limit: SlotLimit, key: string): Promise<Slot | null>;
}

export interface ClosableConnectionSlots extends ConnectionSlots {
  close(): Promise<void>;
}

/** The slots this process holds, by the counter they count in (a limit's name and a key). */
export class HeldSlots {
  private readonly byCounter = new Map<string, Set<string>>();

  count(counter: string): number {
    return this.byCounter.get(counter)?.size ?? 0;
  }

  add(counter: string, holder: string): void {
    const holders = this.byCounter.get(counter) ?? new Set();
    this.byCounter.set(counter, holders.add(holder));
  }

  /** Whether `holder` held a slot of `counter` until now. */
  remove(counter: string, holder: string): boolean {
    const holders = this.byCounter.get(counter);
    if (!holders?.delete(holder)) return false;
    if (holders.size === 0) this.byCounter.delete(counter);
    return true;
  }

  entries(): [counter: string, holders: string[]][] {
    return [...this.byCounter].map(([counter, holders]) => [counter, [...holders]]);
  }
}

/** A slot of `holder` in `counter`, released once. */
export function heldSlot(held: HeldSlots, counter: string, holder: string, forget: () => void = () => {}): Slot {
  held.add(counter, holder);
  return {
    release() {
      if (held.remove(counter, holder)) forget();
    },
  };
}

/** One process: the slots it counts are its own. */
export function inMemoryConnectionSlots(): ClosableConnectionSlots {
  const held = new HeldSlots();
  let next = 0;
  return {
    async take({ name, limit }, key) {
      const counter = `${name}:${key}`;
      if (held.count(counter) >= limit) return null;
      return heldSlot(held, counter, String(++next));
    },
    close: async () => {},
  };
}
