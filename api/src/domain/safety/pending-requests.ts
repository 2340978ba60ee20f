// Removing a pending request to follow a private account, apart from private-accounts.ts so that
// a block (blocks.ts, which private-accounts.ts reads) can remove the requests between two people
// too without a cycle of modules.
import type { Prisma } from "../../generated/prisma/client.ts";
import { retract } from "../notifications/notifications.ts";
import type { PendingEvents } from "../transaction.ts";

/**
 * Removes `requesterId`'s pending request to follow `targetId` with its notification (read or
 * not: the bell must not offer to answer a request that is settled); true when there was one.
 */
export async function removeFollowRequest(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  requesterId: string,
  targetId: string,
): Promise<boolean> {
  const { count } = await tx.followRequest.deleteMany({ where: { requesterId, targetId } });
  if (count)
    await retract(
      tx,
      events,
      { kind: "FOLLOW_REQUEST", actorId: requesterId, recipientId: targetId },
      { readToo: true },
    );
  return count > 0;
}
