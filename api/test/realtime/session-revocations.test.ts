// The revocation registry the realtime faces share, on its own: which connections a
// `user.passwordChanged` ends, including one that registers just after the event went by.
import { afterEach, expect, it, vi } from "vitest";
import { EventBus } from "../../src/events/event-bus.ts";
import { SessionRevocations } from "../../src/realtime/session-revocations.ts";

let revocations: SessionRevocations | undefined;
afterEach(() => revocations?.stop());

async function start() {
  const bus = EventBus.inMemory();
  revocations = await SessionRevocations.start(bus);
  return { bus, revocations };
}

it("ends the user's connections of older token versions, once; not newer ones, not other users'", async () => {
  const { bus, revocations } = await start();
  const [old, current, other] = [vi.fn(), vi.fn(), vi.fn()];
  revocations.watch("ada", 0, old);
  revocations.watch("ada", 1, current);
  revocations.watch("bob", 0, other);
  await bus.publish("user.passwordChanged", { userId: "ada", tokenVersion: 1 });
  await bus.publish("user.passwordChanged", { userId: "ada", tokenVersion: 1 }); // another node's copy, say
  expect(old).toHaveBeenCalledTimes(1);
  expect(current).not.toHaveBeenCalled();
  expect(other).not.toHaveBeenCalled();
});

it("ends at once a connection that registers with a token revoked moments ago", async () => {
  // it read the old version just before the change committed, and registers after its event
  const { bus, revocations } = await start();
  await bus.publish("user.passwordChanged", { userId: "ada", tokenVersion: 2 });
  const [late, fresh] = [vi.fn(), vi.fn()];
  revocations.watch("ada", 1, late);
  revocations.watch("ada", 2, fresh);
  expect(late).toHaveBeenCalledTimes(1);
  expect(fresh).not.toHaveBeenCalled();
});

it("forgets a connection that stopped watching", async () => {
  const { bus, revocations } = await start();
  const end = vi.fn();
  revocations.watch("ada", 0, end)();
  await bus.publish("user.passwordChanged", { userId: "ada", tokenVersion: 1 });
  expect(end).not.toHaveBeenCalled();
});
