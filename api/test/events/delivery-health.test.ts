// When the live path counts as current on a node (session liveness trusts the revocations it
// hears only then): the transport receives, nothing committed has waited in the outbox for more
// than a second, and after the transport was lost, an outbox check made since shows the outage's
// events gone.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { DeliveryHealth } from "../../src/events/delivery-health.ts";
import type { BacklogFigures } from "../../src/events/outbox-backlog.ts";

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

/** A moment passes (each step below happens at a time of its own). */
const later = () => vi.setSystemTime(Date.now() + 10);

function node() {
  const state = {
    receiving: true,
    /** the last outbox check: its figures and when it was read; null when none ran */
    check: null as { figures: BacklogFigures; at: number } | null,
  };
  const health = new DeliveryHealth(
    { receiving: () => state.receiving },
    { figures: () => state.check?.figures ?? null, checkedAt: () => state.check?.at ?? null },
  );
  const outboxChecked = (oldestMs: number | null) =>
    (state.check = { figures: { pending: oldestMs === null ? 0 : 1, oldestMs }, at: Date.now() });
  return { state, health, outboxChecked };
}

it("is current while the transport receives and nothing waits in the outbox", () => {
  const { health, outboxChecked } = node();
  expect(health.current()).toBe(true); // no outbox check at all: the transport decides
  outboxChecked(null);
  expect(health.current()).toBe(true);
  outboxChecked(900);
  expect(health.current()).toBe(true);
});

it("is not while an event has waited in the outbox for more than a second", () => {
  const { health, outboxChecked } = node();
  outboxChecked(1_500);
  expect(health.current()).toBe(false);
  outboxChecked(null);
  expect(health.current()).toBe(true);
});

it("is not while the transport does not receive, nor once it is back until an outbox check made since finds nothing late", () => {
  const { state, health, outboxChecked } = node();
  outboxChecked(null);
  later();
  state.receiving = false;
  expect(health.current()).toBe(false);
  later();
  state.receiving = true;
  // the check before the outage says nothing of the events committed during it
  expect(health.current()).toBe(false);
  later();
  outboxChecked(8_000); // the outage's events, still waiting
  expect(health.current()).toBe(false);
  later();
  outboxChecked(null);
  expect(health.current()).toBe(true);
  later();
  expect(health.current()).toBe(true);
});

it("is behind on its own link while it does not receive or catches up after, not for an outbox backlog alone", () => {
  const { state, health, outboxChecked } = node();
  outboxChecked(8_000); // every node waits for the outbox alike: the outbox's own report
  expect(health.behindOnItsLink()).toBe(false);
  outboxChecked(null);
  later();
  state.receiving = false;
  expect(health.behindOnItsLink()).toBe(true);
  later();
  state.receiving = true;
  expect(health.behindOnItsLink()).toBe(true); // no outbox check since the loss yet
  later();
  outboxChecked(null);
  expect(health.behindOnItsLink()).toBe(false);
});
