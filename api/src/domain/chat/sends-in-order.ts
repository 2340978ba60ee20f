// A conversation's messages go out in the order they were stored. Two sends in one conversation
// already wait for each other in the database (the conversation's row lock), but their answers
// reach this node on two connections in either order, and each send hands its event to the bus
// as its answer arrives: the later message could go out first (PostgreSQL, 12 sends at once).
// So on each node the sends of one conversation run one after the other, the next starting once
// the one before has handed its event over. Across nodes, the stream's order is the order the
// nodes' hand-overs reach it (events/outbox-relay.ts).

/** Runs the work given for one key one at a time, in the order given; other keys run alongside. */
export class OneAtATimePerKey {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(key) ?? Promise.resolve()).then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

/** The key of the conversation between two people, whoever sends. */
export function conversationKey(oneId: string, otherId: string): string {
  return oneId < otherId ? `${oneId}:${otherId}` : `${otherId}:${oneId}`;
}
