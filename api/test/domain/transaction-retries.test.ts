// A deadlock or a serialization failure that PostgreSQL resolves by aborting one transaction is
// the database's business, not the user's: inTransaction runs the aborted one again, and both
// actions succeed. Here the deadlock comes from raw row locks (SELECT ... FOR UPDATE, as the
// domain's lockPost, lockPrivacy and block take them), whose failure Prisma reports as a raw
// query's (P2010) rather than as a write conflict (P2034); notification-races.test.ts has one
// between model updates. It only happens on PostgreSQL (PGlite runs one transaction at a time on
// its single connection), so this file runs there alone.
import { describe, expect, it, beforeAll, afterAll } from "vitest";
import { inTransaction } from "../../src/domain/transaction.ts";
import { createUsers, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

const onPostgres = !!process.env.TEST_DATABASE_URL;

let server: TestServer;
beforeAll(async () => {
  if (onPostgres) server = await createTestServer();
});
afterAll(() => server?.close());

/** Resolves once `parties` callers wait at it; a caller arriving after that passes straight on. */
function barrier(parties: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    if (++arrived >= parties) open();
    return opened;
  };
}

describe.runIf(onPostgres)("inTransaction on PostgreSQL", () => {
  it("runs again the transaction a deadlock aborted: both succeed", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const bothHoldTheirFirst = barrier(2);
    let attempts = 0;
    // each locks one row, waits until the other holds its own, then asks for the other's: a deadlock
    const crossing = (first: TestUser, second: TestUser, bio: string) =>
      inTransaction(server.prisma, server.bus, async (tx) => {
        attempts++;
        await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${first.id}::uuid FOR UPDATE`;
        await bothHoldTheirFirst();
        await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${second.id}::uuid FOR UPDATE`;
        await tx.user.updateMany({ where: { id: { in: [first.id, second.id] } }, data: { bio } });
        return bio;
      });
    const results = await Promise.allSettled([crossing(ada, bob, "ada first"), crossing(bob, ada, "bob first")]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(attempts).toBe(3); // PostgreSQL aborted one of them once
    const bios = await server.prisma.user.findMany({ where: { id: { in: [ada.id, bob.id] } }, select: { bio: true } });
    // the one that ran again wrote last, to both rows
    expect(new Set(bios.map((u) => u.bio)).size).toBe(1);
  });

  it("runs again a transaction a serialization failure aborted", async () => {
    const [ada] = (await createUsers(server, 1)) as [TestUser];
    let attempts = 0;
    const result = await inTransaction(server.prisma, server.bus, async (tx) => {
      if (++attempts === 1)
        await tx.$executeRawUnsafe(`DO $$ BEGIN RAISE EXCEPTION 'conflict' USING ERRCODE = '40001'; END $$`);
      await tx.user.update({ where: { id: ada.id }, data: { bio: "second try" } });
      return attempts;
    });
    expect(result).toBe(2);
  });
});
