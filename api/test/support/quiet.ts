// SQL statement counts between quiet moments: Prisma runs statements outside the caller's async
// context, so a request's cannot be told apart from work still under way after it answered (the
// outbox relay publishing its events, and the node's pollers when a test starts them).
import type { TestServer } from "./test-server.ts";

/** Resolves, with the node's statement count, once it has sent none for 150 ms. */
export async function whenQuiet(server: TestServer): Promise<number> {
  let settled = server.db.statementCount;
  for (let still = 0; still < 3;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    still = server.db.statementCount === settled ? still + 1 : 0;
    settled = server.db.statementCount;
  }
  return settled;
}
