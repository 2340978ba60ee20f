// A forgotten password. Someone gives a username or an address; the answer is the same whether or
// not an account has it, and so is the work: the request only queues a job holding what was typed
// and a fresh token (one insert either way). Whichever node's worker takes the job looks the
// account up; if there is one, it stores the link (1 hour, single use) and mails it to the
// account's address, else it sends nothing. Following the link sets a new password under the
// password rules, ends every session and connection of the account (as a password change does:
// tokenVersion and `user.passwordChanged`), confirms the address the link came to, and mails a
// notice. An operator can have a link sent for an account (api/scripts/admin/send-reset-link.ts).
import type { PrismaClient, User } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import { TooManyRequestsError } from "../errors.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { MailRequests, OutgoingMail } from "../mail/mail-kinds.ts";
import { queueMail } from "../mail/mail-queue.ts";
import { inTransaction } from "../transaction.ts";
import { inRevokingTransaction, type Revocations } from "./revocations.ts";
import { parseInput } from "../validation.ts";
import * as rules from "../users/rules.ts";
import { ACTIVE_ACCOUNT } from "../users/active-accounts.ts";
import { normalizeUsername } from "../users/skeleton.ts";
import {
  followLink,
  hashLinkToken,
  LINK_LIFETIME_HOURS,
  linkStillOpens,
  newLinkToken,
  retireLinks,
  storeLink,
} from "./account-links.ts";
import type { Passwords } from "./passwords.ts";

/** Requests per client address per hour: enough for a person who mistypes, not for a script trying names. */
export const RESET_REQUESTS_PER_CLIENT_PER_HOUR = 10;
/** Requests per username or address typed per hour, from any client: one mailbox is not flooded from many. */
export const RESET_REQUESTS_PER_LOGIN_PER_HOUR = 3;
/** Reset mails per account per hour, however it was named (username or address, any case): checked by the worker, silently. */
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3;

interface Deps {
  prisma: PrismaClient;
  bus: EventBus;
  passwords: Passwords;
  perClient: RateLimit;
  perLogin: RateLimit;
  perAccount: RateLimit;
  /** told of each revocation once it has committed, before the action answers */
  revocations: Pick<Revocations, "committed">;
}

export interface PasswordReset {
  token: string;
  newPassword: string;
}

/** What an operator's link was: for whom, where it went, and its job (to send it now). */
export interface OperatorResetLink {
  username: string;
  to: string;
  mailId: string;
  expiresInHours: number;
}

export class PasswordResets {
  constructor(private readonly deps: Deps) {}

  /**
   * "Forgot password?" for `usernameOrEmail`: queues the request whatever it names (the same
   * answer, the same work). TOO_MANY_REQUESTS past the client's or the name's hourly budget.
   */
  async request(input: { usernameOrEmail: string }, clientKey: string): Promise<void> {
    const { usernameOrEmail } = parseInput(rules.passwordResetRequestInput, input);
    const { prisma, bus, perClient, perLogin } = this.deps;
    await perClient.take(clientKey);
    await perLogin.take(usernameOrEmail.toLowerCase());
    const data: MailRequests["passwordResetRequested"] = { login: usernameOrEmail, token: newLinkToken() };
    await inTransaction(prisma, bus, (tx, events) =>
      queueMail(tx, events, { kind: "passwordResetRequested", to: "", data }, null),
    );
  }

  /**
   * The worker's look at a request: the reset mail for the account it names, or null (none, or
   * past the account's hourly budget). The link is stored at the first attempt and found by the
   * next ones, so a retry neither makes a second link nor counts again.
   */
  async mailFor(id: string, { login, token }: MailRequests["passwordResetRequested"]): Promise<OutgoingMail | null> {
    const { prisma, perAccount } = this.deps;
    const user = await this.accountNamed(login);
    if (!user) return null;
    const tokenHash = hashLinkToken(token);
    const { count } = await prisma.accountLink.createMany({
      data: [
        {
          userId: user.id,
          purpose: "RESET_PASSWORD",
          tokenHash,
          email: user.email,
          expiresAt: new Date(Date.now() + LINK_LIFETIME_HOURS.RESET_PASSWORD * 3600_000),
        },
      ],
      skipDuplicates: true,
    });
    if (count) {
      try {
        await perAccount.take(user.id);
      } catch (error) {
        if (!(error instanceof TooManyRequestsError)) throw error;
        await prisma.accountLink.deleteMany({ where: { tokenHash } });
        return null;
      }
    } else if (!(await linkStillOpens(prisma, token))) return null;
    const data = { name: user.name, username: user.username, token, by: "request" as const };
    return { id, kind: "passwordReset", to: user.email, data };
  }

  /**
   * Sets a new password with a reset link: every session of the account ends. AccountLinkError
   * when the link opens nothing; ValidationError for a password against the rules (the link stays).
   */
  async reset(input: PasswordReset): Promise<Pick<User, "id" | "username">> {
    const fields = parseInput(rules.passwordResetInput, input);
    const { prisma, bus, passwords } = this.deps;
    const passwordHash = await passwords.hash(fields.newPassword);
    return inRevokingTransaction(prisma, bus, this.deps.revocations, async (tx, events) => {
      const link = await followLink(tx, fields.token, ["RESET_PASSWORD"]);
      await retireLinks(tx, link.userId, ["RESET_PASSWORD"]);
      // the link came to this address: its owner reads it
      await tx.user.updateMany({
        where: { id: link.userId, email: link.email, emailVerifiedAt: null },
        data: { emailVerifiedAt: new Date() },
      });
      const user = await tx.user.update({
        where: { id: link.userId },
        data: { passwordHash, tokenVersion: { increment: 1 } },
      });
      events.publish("user.passwordChanged", { userId: user.id, tokenVersion: user.tokenVersion });
      const notice = { name: user.name, username: user.username, how: "reset" as const };
      await queueMail(tx, events, { kind: "passwordChanged", to: user.email, data: notice }, user.id);
      return { id: user.id, username: user.username };
    });
  }

  /**
   * An operator's reset link for the account `username` (after checking who asks): mailed to the
   * account's address, or to `to` (the person's new mailbox, when they lost the old one). Null
   * when no account has that username.
   */
  async sendLinkFor(username: string, to?: string): Promise<OperatorResetLink | null> {
    const { prisma, bus } = this.deps;
    const user = await prisma.user.findFirst({ where: { usernameKey: rules.usernameKey(username), deletedAt: null } });
    if (!user) return null;
    const address =
      to === undefined
        ? user.email
        : parseInput(rules.emailChangeInput.pick({ newEmail: true }), { newEmail: to }).newEmail;
    const token = newLinkToken();
    const mailId = await inTransaction(prisma, bus, async (tx, events) => {
      await storeLink(tx, token, { userId: user.id, purpose: "RESET_PASSWORD", email: address });
      const data = { name: user.name, username: user.username, token, by: "operator" as const };
      return queueMail(tx, events, { kind: "passwordReset", to: address, data }, user.id);
    });
    return { username: user.username, to: address, mailId, expiresInHours: LINK_LIFETIME_HOURS.RESET_PASSWORD };
  }

  /** The active account `login` names: its username (any case, or as stored normalized), else its address. */
  private async accountNamed(login: string): Promise<User | null> {
    const keys = [...new Set([rules.usernameKey(login), rules.usernameKey(normalizeUsername(login))])];
    const found = await this.deps.prisma.user.findMany({
      where: { OR: [{ usernameKey: { in: keys } }, { email: login.trim().toLowerCase() }], ...ACTIVE_ACCOUNT },
    });
    return (
      found.find((u) => u.usernameKey === keys[0]) ??
      found.find((u) => keys.includes(u.usernameKey)) ??
      found[0] ??
      null
    );
  }
}
