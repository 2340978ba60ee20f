// Who is online: users with at least one open connection, on any node, whichever face it is (a
// Socket.IO socket bound to the user, an authenticated graphql-ws connection). Counted per
// connection so a second tab, a repeated `user-joined` or a closing tab never miscounts. One
// process keeps it in memory; with Redis (redis-presence.ts) every node sees the same list.
// A user's coming online and going offline is reported once per change (`onChange`), which the
// server publishes on the bus as `presence.changed`.
import type { OnlineUsers } from "../domain/presence/online.ts";

/** Called once when a user comes online (first connection anywhere) and once when they go offline. */
export type PresenceChange = (userId: string, online: boolean) => void;

export interface Presence extends OnlineUsers {
  /** Counts the connection as the user's; repeating it for the same connection changes nothing. */
  add(userId: string, connectionId: string): Promise<void>;
  /** Forgets the connection; the user goes offline with their last one. */
  remove(userId: string, connectionId: string): Promise<void>;
  /** Leaves: this process's users go offline unless another node has them. */
  close(): Promise<void>;
}

/** This process's connections per user. Synchronous, so callers see their own change at once. */
export class LocalConnections {
  private readonly byUser = new Map<string, Set<string>>();

  /** true when this is the user's first connection here */
  add(userId: string, connectionId: string): boolean {
    const connections = this.byUser.get(userId);
    if (connections) {
      connections.add(connectionId);
      return false;
    }
    this.byUser.set(userId, new Set([connectionId]));
    return true;
  }

  /** true when the user's last connection here is gone */
  remove(userId: string, connectionId: string): boolean {
    const connections = this.byUser.get(userId);
    if (!connections?.delete(connectionId) || connections.size > 0) return false;
    this.byUser.delete(userId);
    return true;
  }

  has(userId: string): boolean {
    return this.byUser.has(userId);
  }

  users(): string[] {
    return [...this.byUser.keys()];
  }
}

export class InMemoryPresence implements Presence {
  private readonly local = new LocalConnections();

  constructor(private readonly onChange: PresenceChange) {}

  async add(userId: string, connectionId: string): Promise<void> {
    if (this.local.add(userId, connectionId)) this.onChange(userId, true);
  }

  async remove(userId: string, connectionId: string): Promise<void> {
    if (this.local.remove(userId, connectionId)) this.onChange(userId, false);
  }

  async online(): Promise<string[]> {
    return this.local.users();
  }

  async onlineAmong(userIds: readonly string[]): Promise<string[]> {
    return userIds.filter((id) => this.local.has(id));
  }

  async close(): Promise<void> {
    for (const userId of this.local.users()) this.onChange(userId, false);
  }
}
