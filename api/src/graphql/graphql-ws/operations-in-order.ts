// The operations of one graphql-ws connection start in the order the client sent them.
//
// Each operation's context is built with a database read (its viewer), so two operations sent one
// after the other could otherwise start in either order. A client that subscribes and then queries
// the current state (Relay's pattern: activeFriends after friendPresenceChanged) must find the
// subscription listening by the time the query runs, or a change in between is lost to it.

/** Per connection, the start of its latest operation. */
export class OperationsInOrder {
  private readonly latest = new WeakMap<object, Promise<void>>();

  /**
   * Runs `prepare` once the connection's earlier operations have started. An operation counts as
   * started one macrotask after its preparation settles: graphql-ws creates the subscription's
   * event stream and starts iterating it in the microtasks between (no I/O), whereas the next
   * operation's preparation waits on the database.
   */
  inTurn<T>(connection: object, prepare: () => Promise<T>): Promise<T> {
    const previous = this.latest.get(connection) ?? Promise.resolve();
    const prepared = previous.then(prepare);
    this.latest.set(
      connection,
      prepared.then(
        () => new Promise<void>((resolve) => setImmediate(resolve)),
        () => undefined,
      ),
    );
    return prepared;
  }
}
