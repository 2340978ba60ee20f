// A person's counts on screen (posts, followers, following), live. They change with every post,
// deletion, follow and unfollow, the person's own and everyone else's: Alice following Bob changes
// Bob's followers and Alice's following, wherever either is shown. The counts are public like the
// rest of a profile (privacy.ts), so anyone signed in may watch anyone's profile they may see (not
// a blocker's: their watch ends with the block); which event changes whose counts is decided here
// once (listen), and the faces only say whom a screen shows.
//
// One bus listener per node, indexed by the person watched, so an event costs a lookup per person
// it touches, not a call per open screen. A watch hands out the person's id, and its subscriber
// reads the counts then: events arrive after their commit, so that read includes the change. A
// watch coalesces: changes that arrive while its subscriber is still busy with the last one make
// one more delivery, read after all of them, so a burst of follows costs one read per screen.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import { NotFoundError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { WakeableFeed } from "../wakeable-feed.ts";
import type { Viewer } from "../auth/sessions.ts";
import { userPolicy } from "../policies/users.ts";

export class LiveCounts {
  private readonly watches = new Map<string, Set<CountWatch>>();
  private listening: Promise<unknown> | null = null;

  constructor(private readonly deps: { prisma: PrismaClient; bus: EventBus }) {}

  /**
   * `userId`, each time that person's counts may have changed: first at once (the counts as they
   * are when the watch starts, so a change between a screen's load and its watch is not missed),
   * then after every change, until `userId` blocks the viewer. Listening starts before this
   * resolves. NotFoundError when the viewer may not see anyone of that id.
   */
  async watch(viewer: Viewer, userId: string): Promise<AsyncIterableIterator<string>> {
    const id = requireId(userId, "User");
    const exists = await this.deps.prisma.user.findFirst({
      where: { id, ...userPolicy.profile.where(viewer.id) },
      select: { id: true },
    });
    if (!exists) throw new NotFoundError("User");
    await (this.listening ??= this.listen());
    const ofPerson = this.watches.get(id) ?? new Set<CountWatch>();
    this.watches.set(id, ofPerson);
    const watch = new CountWatch(id, viewer.id, () => {
      ofPerson.delete(watch);
      if (!ofPerson.size && this.watches.get(id) === ofPerson) this.watches.delete(id);
    });
    ofPerson.add(watch);
    return watch;
  }

  /** Whose counts each event changes: a follow or unfollow both people's, a post its author's. */
  private listen(): Promise<unknown> {
    const { bus } = this.deps;
    const touch = (...userIds: string[]) => {
      for (const userId of userIds) for (const watch of this.watches.get(userId) ?? []) watch.touch();
    };
    return Promise.all([
      bus.subscribe("user.followed", (event) => touch(event.followerId, event.followeeId)),
      bus.subscribe("user.unfollowed", (event) => touch(event.followerId, event.followeeId)),
      bus.subscribe("post.created", (event) => touch(event.authorId)),
      bus.subscribe("post.deleted", (event) => touch(event.authorId)),
      bus.subscribe("user.blocked", (block) => {
        for (const watch of this.watches.get(block.blockerId) ?? []) {
          if (userPolicy.profile.endedBy(block, watch.userId, watch.viewerId)) void watch.return();
        }
      }),
    ]);
  }
}

/** One screen's watch of one person: hands out their id whenever something changed since it last did. */
class CountWatch extends WakeableFeed<string> {
  /** true at first: the counts as they are */
  private changed = true;

  constructor(
    /** whose counts */
    readonly userId: string,
    /** who has the screen open */
    readonly viewerId: string,
    stopListening: () => void,
  ) {
    super();
    this.onClose(stopListening);
  }

  touch(): void {
    this.changed = true;
    this.wakeUp();
  }

  async next(): Promise<IteratorResult<string>> {
    while (!this.closed) {
      if (this.changed) {
        this.changed = false;
        return { done: false, value: this.userId };
      }
      await this.arrival();
    }
    return { done: true, value: undefined };
  }
}
