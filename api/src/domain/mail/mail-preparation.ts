// The last look at a claimed mail before it goes out (the worker's PrepareMail): a request becomes
// its mail (or none: password-resets.ts), a mail about an account deleted since is not sent, nor
// one whose link was used or replaced meanwhile (a newer address change, say).
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { linkStillOpens } from "../auth/account-links.ts";
import type { PasswordResets } from "../auth/password-resets.ts";
import type { PrepareMail } from "./mail-worker.ts";

export function preparingMail(prisma: PrismaClient, passwordResets: PasswordResets): PrepareMail {
  return async ({ mail, userId }) => {
    if (mail.kind === "passwordResetRequested") return passwordResets.mailFor(mail.id, mail.data);
    if (userId && !(await prisma.user.findFirst({ where: { id: userId, deletedAt: null }, select: { id: true } })))
      return null;
    if ("token" in mail.data && !(await linkStillOpens(prisma, mail.data.token))) return null;
    return mail;
  };
}
