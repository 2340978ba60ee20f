// Where an appeal stands for the person a moderator's action concerned: whether they may still
// make one (a removal of their content or their suspension, once, within APPEAL_WINDOW_DAYS of
// the action), and the one they made. Read by the appeal itself (appeals.ts), by the removal
// notice in the bell, and by a suspended account's log-in, which says the appeal's state.
import type { Appeal, ModerationActionKind, Prisma, PrismaClient, User } from "../../generated/prisma/client.ts";
import { AccountSuspendedError } from "../errors.ts";
import { APPEAL_WINDOW_DAYS } from "./appeal-window.ts";

const APPEAL_WINDOW_MS = APPEAL_WINDOW_DAYS * 24 * 3600 * 1000;

/** What may be appealed: what took something from the person. A dismissal, a lift or a decision takes nothing. */
export const APPEALABLE_KINDS: readonly ModerationActionKind[] = ["REMOVE_CONTENT", "SUSPEND"];

export interface AppealStanding {
  actionId: string;
  kind: ModerationActionKind;
  /** until when an appeal may still be made; null when none may (one was made, or the window passed) */
  appealableUntil: Date | null;
  /** the appeal made about it; null while none was */
  appeal: Appeal | null;
}

type Db = PrismaClient | Prisma.TransactionClient;

/** An action with what its standing needs; `accountId` is whom it concerned. */
export interface AppealedAction {
  id: string;
  kind: ModerationActionKind;
  accountId: string | null;
  createdAt: Date;
  appeal: Appeal | null;
}
export const APPEALED_ACTION = { id: true, kind: true, accountId: true, createdAt: true, appeal: true } as const;

export function standingOf(action: AppealedAction, now = new Date()): AppealStanding {
  const deadline = new Date(action.createdAt.getTime() + APPEAL_WINDOW_MS);
  return {
    actionId: action.id,
    kind: action.kind,
    appeal: action.appeal,
    appealableUntil: !action.appeal && APPEALABLE_KINDS.includes(action.kind) && now < deadline ? deadline : null,
  };
}

/**
 * The standing of the action `actionId` for `accountId`; null when the action is not about them
 * (or does not exist): nobody learns of another person's moderation through it.
 */
export async function standingFor(db: Db, actionId: string, accountId: string): Promise<AppealStanding | null> {
  const action = await db.moderationAction.findUnique({ where: { id: actionId }, select: APPEALED_ACTION });
  return action && action.accountId === accountId ? standingOf(action) : null;
}

/**
 * The suspension in force on the account: the latest SUSPEND about it (suspending a suspended
 * account logs nothing, so the latest is the one that made it); null for a suspension older than
 * the audit log's record of it.
 */
export async function suspensionStanding(db: Db, userId: string): Promise<AppealStanding | null> {
  const action = await db.moderationAction.findFirst({
    where: { accountId: userId, kind: "SUSPEND" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: APPEALED_ACTION,
  });
  return action && standingOf(action);
}

/** What a suspended account's log-in is told: the moderator's reason, since when, and where its appeal stands. */
export async function suspensionRefusal(
  db: Db,
  user: Pick<User, "id" | "suspendedAt" | "suspensionReason">,
): Promise<AccountSuspendedError> {
  return new AccountSuspendedError(
    user.suspensionReason ?? "",
    user.suspendedAt ?? new Date(),
    await suspensionStanding(db, user.id),
  );
}
