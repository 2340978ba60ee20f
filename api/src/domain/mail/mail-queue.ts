// Queuing a mail: one row in the transaction of what caused it, so the mail goes out if and only
// if the change commits, and survives any node's restart until a worker has sent it.
import type { Prisma } from "../../generated/prisma/client.ts";
import type { PendingEvents } from "../transaction.ts";
import type { Mail, MailRequest } from "./mail-kinds.ts";

/**
 * Queues `mail` within `tx`; `userId`: the account it is about (a deleted account's mails are
 * not sent). The `mail.queued` event, published once `tx` commits, wakes every node's worker.
 */
export async function queueMail(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  mail: Mail | MailRequest,
  userId: string | null,
): Promise<string> {
  const { id } = await tx.mailJob.create({
    data: { kind: mail.kind, to: mail.to, data: mail.data as unknown as Prisma.InputJsonObject, userId },
    select: { id: true },
  });
  events.publish("mail.queued", { mailId: id });
  return id;
}
