// The last look at a claimed mail before it goes out (the worker's PrepareMail): a mail about an
// account deleted since it was queued is not sent.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { PrepareMail } from "./mail-worker.ts";

export function preparingMail(prisma: PrismaClient): PrepareMail {
  return async ({ mail, userId }) => {
    if (!userId) return mail;
    const account = await prisma.user.findFirst({ where: { id: userId, deletedAt: null }, select: { id: true } });
    return account ? mail : null;
  };
}
