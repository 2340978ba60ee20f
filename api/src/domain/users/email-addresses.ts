// Confirmed addresses. Sign-up mails a link to the address given (account-links.ts, 24 hours);
// following it confirms the address. An unconfirmed account works as any other (its owner is
// asked to confirm, and may have the link sent again, a few times an hour). Changing the address
// asks for the password, mails a link to the new address and a notice to the old one, and takes
// effect only once the new address is confirmed: until then mail goes to the old one.
import { Prisma, type PrismaClient, type User } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import { followLink, newLinkToken, retireLinks, storeLink } from "../auth/account-links.ts";
import type { Passwords } from "../auth/passwords.ts";
import type { Session, Viewer } from "../auth/sessions.ts";
import {
  AccountLinkError,
  EmailAlreadyVerifiedError,
  ForbiddenError,
  UnauthenticatedError,
  ValidationError,
} from "../errors.ts";
import { spending, type RateLimit } from "../limits/rate-limit.ts";
import { queueMail } from "../mail/mail-queue.ts";
import { inTransaction, type PendingEvents } from "../transaction.ts";
import { parseInput } from "../validation.ts";
import { emailChangeInput } from "./rules.ts";

/** Links a person may have sent again per hour: each is a mail to an address that may not be theirs. */
export const VERIFICATION_MAILS_PER_HOUR = 3;
/** Address changes asked for per account per hour: each mails two addresses. */
export const EMAIL_CHANGES_PER_HOUR = 5;

interface Deps {
  prisma: PrismaClient;
  bus: EventBus;
  passwords: Passwords;
  /** links sent again, per account */
  resends: RateLimit;
  /** address changes asked for, per account */
  changes: RateLimit;
  /** wrong passwords when changing the address, per account: a session someone else holds cannot guess its way through */
  guesses: RateLimit;
  /** answers of EMAIL_TAKEN per client (shared with sign-up): who owns which address is told a few times an hour */
  takenEmailAnswers: RateLimit;
}

type Addressed = Pick<User, "id" | "name" | "username" | "email">;

/** Mails `user` a link that confirms their address, within the transaction that made (or asked for) it. */
export async function mailVerificationLink(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  user: Addressed,
  why: "signUp" | "again",
): Promise<void> {
  const token = newLinkToken();
  await storeLink(tx, token, { userId: user.id, purpose: "VERIFY_EMAIL", email: user.email });
  await queueMail(
    tx,
    events,
    { kind: "verifyEmail", to: user.email, data: { name: user.name, username: user.username, token, why } },
    user.id,
  );
}

export interface EmailChange {
  newEmail: string;
  password: string;
}

/** What following a link did: confirmed the account's address, or made a new address the account's. */
export interface ConfirmedAddress {
  user: User;
  changed: boolean;
}

export class EmailAddresses {
  constructor(private readonly deps: Deps) {}

  /** Mails the viewer a new link for their address; EMAIL_ALREADY_VERIFIED when it is confirmed already. */
  async sendLinkAgain(viewer: Viewer): Promise<{ email: string }> {
    const { prisma, bus, resends } = this.deps;
    const user = await prisma.user.findUnique({ where: { id: viewer.id } });
    if (!user) throw new UnauthenticatedError();
    if (user.emailVerifiedAt) throw new EmailAlreadyVerifiedError();
    await resends.take(viewer.id);
    await inTransaction(prisma, bus, (tx, events) => mailVerificationLink(tx, events, user, "again"));
    return { email: user.email };
  }

  /**
   * Follows an address link: confirms the account's address, or makes the new address the
   * account's (confirmed), ending the account's other address links. AccountLinkError when the
   * link opens nothing; EMAIL_TAKEN when another account took the new address meanwhile.
   */
  async confirm(token: string): Promise<ConfirmedAddress> {
    const { prisma, bus } = this.deps;
    return inTransaction(prisma, bus, async (tx) => {
      const link = await followLink(tx, token, ["VERIFY_EMAIL", "CHANGE_EMAIL"]);
      const changed = link.purpose === "CHANGE_EMAIL";
      if (changed && (await tx.user.findFirst({ where: { email: link.email, id: { not: link.userId } } })))
        throw ValidationError.of("email", "EMAIL_TAKEN");
      await retireLinks(tx, link.userId, changed ? ["VERIFY_EMAIL", "CHANGE_EMAIL"] : ["VERIFY_EMAIL"]);
      // a confirmation link of an address the account has since left confirms nothing
      const { count } = await tx.user.updateMany({
        where: { id: link.userId, ...(changed ? {} : { email: link.email }) },
        data: { email: link.email, emailVerifiedAt: new Date() },
      });
      if (!count) throw new AccountLinkError("LINK_USED");
      return { user: await tx.user.findUniqueOrThrow({ where: { id: link.userId } }), changed };
    }).catch((error: unknown) => {
      // two accounts confirming one new address at once: the second finds it taken
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
        throw ValidationError.of("email", "EMAIL_TAKEN");
      throw error;
    });
  }

  /**
   * Asks to change the viewer's address: with the password, to an address no other account has.
   * Mails a link to the new address (a newer request replaces it) and a notice to the old one.
   * A log-in session only: an access token cannot move where the account's reset links go.
   */
  async requestChange(session: Session, input: EmailChange, clientKey: string): Promise<{ pendingEmail: string }> {
    if (session.credential !== "LOG_IN") throw new ForbiddenError("ACCESS_TOKEN_CANNOT_CHANGE_EMAIL");
    const fields = parseInput(emailChangeInput, input);
    const { prisma, bus, passwords, guesses, changes, takenEmailAnswers } = this.deps;
    const userId = session.viewer.id;
    const user = await prisma.user.findUnique({ where: { id: userId } });
    if (!user) throw new UnauthenticatedError();
    if (fields.newEmail === user.email) throw ValidationError.of("newEmail", "EMAIL_UNCHANGED");
    await guesses.take(userId);
    if (!(await passwords.verify(fields.password, user.passwordHash)))
      throw ValidationError.of("password", "WRONG_PASSWORD");
    await guesses.clear(userId);
    if (await prisma.user.findFirst({ where: { email: fields.newEmail }, select: { id: true } })) {
      await takenEmailAnswers.take(clientKey);
      throw ValidationError.of("newEmail", "EMAIL_TAKEN");
    }
    return spending(changes, userId, () =>
      inTransaction(prisma, bus, async (tx, events) => {
        await retireLinks(tx, userId, ["CHANGE_EMAIL"]);
        const token = newLinkToken();
        await storeLink(tx, token, { userId, purpose: "CHANGE_EMAIL", email: fields.newEmail });
        const addressee = { name: user.name, username: user.username };
        const confirmation = { ...addressee, token };
        await queueMail(tx, events, { kind: "confirmEmailChange", to: fields.newEmail, data: confirmation }, userId);
        const notice = { ...addressee, newEmail: fields.newEmail };
        await queueMail(tx, events, { kind: "emailChangeRequested", to: user.email, data: notice }, userId);
        return { pendingEmail: fields.newEmail };
      }),
    );
  }

  /** The new address `userId` asked for and has not confirmed yet (the newest such link, unexpired); null when none waits. */
  async pendingEmailOf(userId: string): Promise<string | null> {
    const pending = await this.deps.prisma.accountLink.findFirst({
      where: { userId, purpose: "CHANGE_EMAIL", usedAt: null, expiresAt: { gt: new Date() } },
      orderBy: { createdAt: "desc" },
      select: { email: true },
    });
    return pending?.email ?? null;
  }
}
