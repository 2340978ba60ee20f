// Who is online: users with at least one connected socket bound by `user-joined`. Counted per
// socket so a second tab, a repeated `user-joined` or a closing tab never miscounts. One
// process keeps it in memory; with Redis (redis-presence.ts) every node sees the same list.

export interface Presence {
  /** Counts the socket as the user's; repeating it for the same socket changes nothing. */
  add(userId: string, socketId: string): Promise<void>;
  /** Forgets the socket; the user goes offline with their last socket. */
  remove(userId: string, socketId: string): Promise<void>;
  /** Users online on any node, each once. */
  online(): Promise<string[]>;
  close(): Promise<void>;
}

/** This process's sockets per user. Synchronous, so callers see their own change at once. */
export class LocalSockets {
  private readonly byUser = new Map<string, Set<string>>();

  /** true when this is the user's first socket here */
  add(userId: string, socketId: string): boolean {
    const sockets = this.byUser.get(userId);
    if (sockets) {
      sockets.add(socketId);
      return false;
    }
    this.byUser.set(userId, new Set([socketId]));
    return true;
  }

  /** true when the user's last socket here is gone */
  remove(userId: string, socketId: string): boolean {
    const sockets = this.byUser.get(userId);
    if (!sockets?.delete(socketId) || sockets.size > 0) return false;
    this.byUser.delete(userId);
    return true;
  }

  users(): string[] {
    return [...this.byUser.keys()];
  }
}

export class InMemoryPresence implements Presence {
  private readonly local = new LocalSockets();

  async add(userId: string, socketId: string): Promise<void> {
    this.local.add(userId, socketId);
  }

  async remove(userId: string, socketId: string): Promise<void> {
    this.local.remove(userId, socketId);
  }

  async online(): Promise<string[]> {
    return this.local.users();
  }

  async close(): Promise<void> {}
}
