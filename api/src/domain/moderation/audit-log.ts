// The audit log (ModerationAction): one entry per action, written in the transaction that makes it.
// An entry names its accounts twice: by id, which becomes null once the account is deleted, and by
// the username each had then, which stays; so the log says who did what to whom whatever became of
// either account since. Entries are never deleted (the database refuses it, see the schema).
import type { Prisma } from "../../generated/prisma/client.ts";

/** Who acted: a moderator (as they were when they acted), or the server's admin command. */
export type Actor = { id: string; username: string } | typeof ADMIN_COMMAND;

/** `npm run admin` (api/scripts/admin.ts): an entry with neither a moderator's id nor their username. */
export const ADMIN_COMMAND = { id: null, username: null } as const;

/** How the log names the admin command where it names who acted (no username has a space). */
export const ADMIN_COMMAND_NAME = "Server admin";

export type LoggedActionInput = Omit<
  Prisma.ModerationActionUncheckedCreateInput,
  "moderatorId" | "moderatorUsername" | "accountUsername"
> & {
  accountId: string;
  /** how many open reports the action closed (0: nobody had reported what it acted on) */
  closedReports: number;
};

/** Logs `action` by `actor`, copying in the account's username as it is now; resolves to the entry's id. */
export async function logAction(
  tx: Prisma.TransactionClient,
  actor: Actor,
  action: LoggedActionInput,
): Promise<string> {
  const { username: accountUsername } = await tx.user.findUniqueOrThrow({
    where: { id: action.accountId },
    select: { username: true },
  });
  const entry = await tx.moderationAction.create({
    data: { ...action, accountUsername, moderatorId: actor.id, moderatorUsername: actor.username },
    select: { id: true },
  });
  return entry.id;
}
