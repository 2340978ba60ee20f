// A subscription over server-sent events lives as long as its session (session-streams.ts). Such
// a stream may stay open for hours: what it delivered must not stay behind in memory, and the end
// of its session must still end it at once, mid-wait.
import { describe, expect, it } from "vitest";
import { endable } from "../../src/graphql/session-streams.ts";
import { heapUsedAfterGc } from "../support/heap.ts";

/** A source that never ends, each value a new object; `returned` once its consumer let it go. */
function endless() {
  const state = { returned: false };
  async function* values() {
    try {
      for (let n = 0; ; n++) yield { n, payload: "x".repeat(1_000) };
    } finally {
      state.returned = true;
    }
  }
  return { source: values(), state };
}

describe("a stream that ends with its session", () => {
  it("keeps none of the events it delivered while it stays open", async () => {
    const { source } = endless();
    const stream = endable(source, () => () => {});
    const delivered: WeakRef<object>[] = [];
    for (let i = 0; i < 200; i++) delivered.push(new WeakRef((await stream.next()).value as object));
    // WeakRefs hold their targets until the current job ends
    await new Promise((resolve) => setTimeout(resolve, 0));
    heapUsedAfterGc();
    expect(delivered.filter((ref) => ref.deref() !== undefined).length).toBeLessThanOrEqual(1);
    await stream.return?.();
  });

  it("ends mid-wait with its last value when the session ends, and lets the source go", async () => {
    let end: (last: string) => void = () => {};
    let unwatched = false;
    const never = {
      returned: false,
      [Symbol.asyncIterator]() {
        return {
          next: () => new Promise<IteratorResult<string>>(() => {}),
          return: async () => {
            never.returned = true;
            return { done: true as const, value: undefined };
          },
        };
      },
    };
    const stream = endable<string>(never, (ender) => {
      end = ender;
      return () => (unwatched = true);
    });
    const waiting = stream.next();
    end("session ended");
    expect(await waiting).toEqual({ done: false, value: "session ended" });
    expect(await stream.next()).toEqual({ done: true, value: undefined });
    expect(never.returned).toBe(true);
    expect(unwatched).toBe(true);
  });
});
