// The live path's switchboard: every event off the bus goes through one listener per node, which
// asks audienceOf who hears it and hands it to those people's open streams and to the node-wide
// listeners (the v1 bridge). A stream is indexed by the user (or the open post) whose events it
// hears, so an event costs a lookup per person it names, not a call per open subscription;
// streams of "people I follow" ask their followee watch (a set lookup each). Each stream is one
// person's view, in bus delivery order (the outbox delivers in commit order), and listens from
// the moment it is made: an event committed right after a subscription arrives is not missed.
import type { EventBus } from "../../events/event-bus.ts";
import { DOMAIN_EVENT_TYPES, type DomainEventType } from "../../events/domain-events.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { watchFollowees, type FolloweeWatch } from "../social/followee-watch.ts";
import { audienceOf, type Hearer, type LiveEvent, type Role } from "./audiences.ts";
import { LiveStream, type Offered } from "./live-stream.ts";

/** What one stream makes of an event one of its people hears (null: nothing for it). */
export type Hear<T> = (event: LiveEvent, as: Role) => Offered<T> | null;

interface Listener {
  hear: Hear<unknown>;
  offer: (item: Offered<unknown>) => void;
}

interface FollowerListener {
  watch: FolloweeWatch;
  hear: (event: LiveEvent) => Offered<unknown> | null;
  /** asked only once the viewer is known to follow the event's person (a read per delivery, not per event) */
  admits?: (userId: string) => Promise<boolean>;
  offer: (item: Offered<unknown>) => void;
}

export class LiveHub {
  /** open streams' listeners, by the user whose events they hear */
  private readonly byUser = new Map<string, Set<Listener>>();
  /** open streams' listeners, by the post they watch */
  private readonly byPost = new Map<string, Set<Listener>>();
  /** listeners of whoever their viewer follows */
  private readonly followers = new Set<FollowerListener>();
  /** node-wide listeners (a face that decides per hearer whether it has their connections) */
  private readonly everyone = new Set<(event: LiveEvent, hearer: Hearer) => void>();

  constructor(private readonly hubDeps: { prisma: PrismaClient; bus: EventBus }) {
    // the local bus registers its listeners at once: every stream made from now on hears what follows
    for (const type of DOMAIN_EVENT_TYPES)
      void hubDeps.bus.subscribe(type, (payload) => this.dispatch({ type, payload } as LiveEvent));
  }

  /**
   * Calls `handler` for each person who hears an event of `types` (audienceOf's people, not
   * followers), on this node, in delivery order; returns the function that stops it.
   */
  hear<K extends DomainEventType>(
    types: readonly K[],
    handler: (event: Extract<LiveEvent, { type: K }>, hearer: Hearer) => void,
  ): () => void {
    const wanted = new Set<DomainEventType>(types);
    const listener = (event: LiveEvent, hearer: Hearer) => {
      if (wanted.has(event.type)) handler(event as Extract<LiveEvent, { type: K }>, hearer);
    };
    this.everyone.add(listener);
    return () => this.everyone.delete(listener);
  }

  /** The posts some stream on this node watches. */
  openPosts(): string[] {
    return [...this.byPost.keys()];
  }

  /** A stream hearing each named user's (and post's) events through its `hear`; registered before it returns. */
  stream<T>(registrations: [userId: string, hear: Hear<T>][], posts: [postId: string, hear: Hear<T>][] = []) {
    const stops: (() => void)[] = [];
    const stream = new LiveStream<T>(() => stops.forEach((stop) => stop()));
    const register = (index: Map<string, Set<Listener>>, key: string, hear: Hear<T>) => {
      const listener: Listener = { hear, offer: (item) => stream.offer(item as Offered<T>) };
      const forKey = index.get(key) ?? new Set();
      index.set(key, forKey.add(listener));
      stops.push(() => {
        forKey.delete(listener);
        if (!forKey.size && index.get(key) === forKey) index.delete(key);
      });
    };
    for (const [userId, hear] of registrations) register(this.byUser, userId, hear);
    for (const [postId, hear] of posts) register(this.byPost, postId, hear);
    return stream;
  }

  /** A stream of what the people the viewer follows do (`admits` may keep some of them out). */
  followersStream<T>(
    viewer: Viewer,
    hear: (event: LiveEvent) => T | null,
    admits?: (userId: string) => Promise<boolean>,
  ): LiveStream<T> {
    const watch = watchFollowees(this.hubDeps, viewer.id);
    const stream: LiveStream<T> = new LiveStream<T>(() => {
      this.followers.delete(listener);
      watch.close();
    });
    const listener: FollowerListener = {
      watch,
      hear,
      ...(admits && { admits }),
      offer: (item) => stream.offer(item as Offered<T>),
    };
    this.followers.add(listener);
    return stream;
  }

  private dispatch(event: LiveEvent): void {
    const { people, followersOf, watchersOf, everyWatcher } = audienceOf(event);
    for (const hearer of people) {
      for (const listener of this.everyone) listener(event, hearer);
      for (const listener of this.byUser.get(hearer.userId) ?? []) {
        const item = listener.hear(event, hearer.as);
        if (item !== null) listener.offer(item);
      }
    }
    const watchers = everyWatcher
      ? [...this.byPost.values()].flatMap((listeners) => [...listeners])
      : watchersOf === null
        ? []
        : (this.byPost.get(watchersOf) ?? []);
    for (const listener of watchers) {
      const item = listener.hear(event, "watcher");
      if (item !== null) listener.offer(item);
    }
    if (followersOf !== null) this.tellFollowers(event, followersOf);
  }

  private tellFollowers(event: LiveEvent, followersOf: string): void {
    for (const listener of this.followers) {
      const item = listener.hear(event);
      if (item === null) continue;
      const verdict = listener.watch.follows(followersOf);
      const { admits } = listener;
      if (verdict === true && !admits) listener.offer(item);
      else if (verdict !== false) {
        const admitted = Promise.resolve(verdict).then(
          async (follows) => follows && (!admits || (await admits(followersOf))),
        );
        listener.offer(admitted.then((yes) => (yes ? item : null)));
      }
    }
  }
}
