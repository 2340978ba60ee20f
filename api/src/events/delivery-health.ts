// Whether the live path is current on this node: every event committed on any node more than
// about a second ago has reached it. Session liveness (domain/auth/session-liveness.ts) trusts the
// revocations it hears only while it is, and checks the database otherwise.
//
// Two things hold events up. The transport: Redis down or silent, or this node's reading
// connection stuck; the node sees that at once, without I/O (EventBus.receiving). The outbox:
// events committed but not yet published (the relay backing off after a failure, Redis refusing
// writes); that shows in the outbox check every node makes once a second (outbox-backlog.ts). After
// the transport was lost, delivery is current again only once an outbox check made since then finds
// nothing older than a second pending: until then the outage's events are still on their way.
// Without the outbox check (a test server that did not start it) the transport alone decides.
import type { EventBus } from "./event-bus.ts";
import type { OutboxBacklog } from "./outbox-backlog.ts";

/** An event pending longer than this: delivery is behind. */
const BEHIND_AFTER_MS = 1_000;

export class DeliveryHealth {
  /** when the transport was last seen not receiving, until delivery is current again */
  private lostAt: number | null = null;

  constructor(
    private readonly bus: Pick<EventBus, "receiving">,
    private readonly outbox: Pick<OutboxBacklog, "figures" | "checkedAt">,
  ) {}

  current(): boolean {
    if (!this.bus.receiving()) {
      this.lostAt = Date.now();
      return false;
    }
    const figures = this.outbox.figures();
    const checkedAt = this.outbox.checkedAt();
    if (!figures || checkedAt === null) {
      this.lostAt = null;
      return true;
    }
    if ((figures.oldestMs ?? 0) > BEHIND_AFTER_MS) return false;
    if (this.lostAt !== null && checkedAt <= this.lostAt) return false;
    this.lostAt = null;
    return true;
  }

  /**
   * Whether this node is behind because of its own link to the transport: not receiving, or not
   * yet past what a loss held up (/readyz's "liveDelivery"). A backlog in the outbox alone holds
   * every node up alike and is the outbox's to report.
   */
  behindOnItsLink(): boolean {
    return !this.current() && this.lostAt !== null;
  }
}
