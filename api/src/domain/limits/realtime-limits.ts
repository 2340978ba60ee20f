// How much of a node's memory one client or one account may hold with long-lived connections.
// Each open graphql-ws connection or Socket.IO socket, and each live subscription, holds buffers
// and bus listeners for as long as it lives: 300 anonymous connections of each kind added 92 MB to
// a node, and one account held 2,000 subscriptions on one post. So, at once:
//
// - realtime connections (graphql-ws and Socket.IO together) per client address, and per user;
// - subscriptions over server-sent events per client address (each is a request of its own);
// - live subscriptions (graphql-ws and server-sent events together) per user;
// - operations per graphql-ws connection (counted by the connection itself: it lives on one node).
//
// The defaults are far above what a person with many tabs open holds (each tab: one connection,
// about ten subscriptions). Counted by every node together with REDIS_URL (ConnectionSlots), each
// slot given back when its connection or subscription ends, or expiring when its node dies.
import type { ConnectionSlots, Slot, SlotLimit } from "./connection-slots.ts";

export type { Slot } from "./connection-slots.ts";

export interface RealtimeLimitsConfig {
  connectionsPerAddress: number;
  connectionsPerUser: number;
  sseSubscriptionsPerAddress: number;
  subscriptionsPerUser: number;
  operationsPerConnection: number;
}

/** Why a connection or a subscription may not open: whose limit it would pass, and the limit. */
export interface SlotRefusal {
  per: "address" | "user";
  limit: number;
}

export type SlotsTaken = { slot: Slot } | { refused: SlotRefusal };

export class RealtimeLimits {
  private readonly connectionsPerAddress: SlotLimit;
  private readonly connectionsPerUser: SlotLimit;
  private readonly sseSubscriptionsPerAddress: SlotLimit;
  private readonly subscriptionsPerUser: SlotLimit;
  /** operations one graphql-ws connection may run at once */
  readonly operationsPerConnection: number;

  constructor(
    private readonly slots: ConnectionSlots,
    config: RealtimeLimitsConfig,
  ) {
    this.connectionsPerAddress = { name: "connections-per-address", limit: config.connectionsPerAddress };
    this.connectionsPerUser = { name: "connections-per-user", limit: config.connectionsPerUser };
    this.sseSubscriptionsPerAddress = { name: "sse-per-address", limit: config.sseSubscriptionsPerAddress };
    this.subscriptionsPerUser = { name: "subscriptions-per-user", limit: config.subscriptionsPerUser };
    this.operationsPerConnection = config.operationsPerConnection;
  }

  /**
   * A realtime connection: from `address`, of `userId` when signed in (either may be counted
   * alone, as graphql-ws learns the user after the upgrade). Its slots (one release for all), or
   * the first refusal (taking nothing).
   */
  connection({ address, userId }: { address: string | null; userId: string | null }): Promise<SlotsTaken> {
    return this.taken([
      ...(address === null ? [] : [[this.connectionsPerAddress, "address", address] as const]),
      ...(userId === null ? [] : [[this.connectionsPerUser, "user", userId] as const]),
    ]);
  }

  /**
   * A live subscription: over server-sent events, `sseAddress` is the client's; `userId` when
   * signed in. Its slots (one release for all), or the first refusal (taking nothing).
   */
  subscription({ userId, sseAddress }: { userId: string | null; sseAddress: string | null }): Promise<SlotsTaken> {
    return this.taken([
      ...(sseAddress === null ? [] : [[this.sseSubscriptionsPerAddress, "address", sseAddress] as const]),
      ...(userId === null ? [] : [[this.subscriptionsPerUser, "user", userId] as const]),
    ]);
  }

  /** Each slot in turn; on a refusal, the ones taken before it go back. */
  private async taken(wanted: readonly (readonly [SlotLimit, SlotRefusal["per"], string])[]): Promise<SlotsTaken> {
    const slots: Slot[] = [];
    for (const [limit, per, key] of wanted) {
      const slot = await this.slots.take(limit, key);
      if (!slot) {
        for (const taken of slots) taken.release();
        return { refused: { per, limit: limit.limit } };
      }
      slots.push(slot);
    }
    return { slot: { release: () => slots.forEach((slot) => slot.release()) } };
  }
}
