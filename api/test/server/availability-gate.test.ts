// When the database counts as down: a burst that keeps every pooled connection busy is the node's
// overload, not an outage, and must not refuse everyone's requests; a statement that gets no
// answer is an outage.
import { describe, expect, it } from "vitest";
import { AvailabilityGate, DatabaseUnavailableError } from "../../src/db/availability.ts";
import { QUERY_READ_TIMEOUT } from "../../src/db/pg-adapter.ts";

const failingWith = (message: string) => () => Promise.reject(new Error(message));

describe("the database availability gate", () => {
  it("fails a request that waited too long for a pooled connection, and lets the next one through", async () => {
    const gate = new AvailabilityGate(async () => true);
    await expect(gate.admit(failingWith("timeout exceeded when trying to connect"))).rejects.toBeInstanceOf(
      DatabaseUnavailableError,
    );
    expect(gate.available).toBe(true);
    await expect(gate.admit(async () => "answered")).resolves.toBe("answered");
    gate.close();
  });

  it("refuses everything at once after a statement got no answer, until its probe gets one", async () => {
    let answering = false;
    const gate = new AvailabilityGate(
      async () => answering,
      () => {},
      10,
    );
    await expect(gate.admit(failingWith(QUERY_READ_TIMEOUT))).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(gate.available).toBe(false);
    await expect(gate.admit(async () => "answered")).rejects.toBeInstanceOf(DatabaseUnavailableError);
    answering = true;
    await expect.poll(() => gate.available).toBe(true);
    gate.close();
  });
});
