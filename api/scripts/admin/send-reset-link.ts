// npm run admin -- send-reset-link <username> [--to <address>]
// For a person locked out of their account, once the operator has checked who they are: mails a
// password reset link (1 hour, single use) to the account's address, or, with --to, to another
// address of theirs (the old mailbox lost). Sends it at once through the server's mail settings
// (SMTP_URL, or a file in DATA_DIR/mail); if the SMTP server does not take it now, it stays queued
// and the server's mail worker sends it when it can. Prints what it did.
import pino from "pino";
import type { Config } from "../../src/config/env.ts";
import type { Database } from "../../src/db/database.ts";
import { PasswordResets } from "../../src/domain/auth/password-resets.ts";
import { Revocations } from "../../src/domain/auth/revocations.ts";
import { Passwords } from "../../src/domain/auth/passwords.ts";
import { inMemoryRateLimits } from "../../src/domain/limits/rate-limit-store.ts";
import { preparingMail } from "../../src/domain/mail/mail-preparation.ts";
import { MailWorker } from "../../src/domain/mail/mail-worker.ts";
import { ValidationError } from "../../src/domain/errors.ts";
import { EventBus } from "../../src/events/event-bus.ts";
import { createMailSender } from "../../src/mail/mail-transport.ts";

/** Parses `<username> [--to <address>]`; null when the arguments are not that. */
export function sendResetLinkArgs(args: string[]): { username: string; to?: string } | null {
  const [username, flag, to, ...rest] = args;
  if (!username || username.startsWith("--") || rest.length) return null;
  if (flag === undefined) return { username };
  return flag === "--to" && to ? { username, to } : null;
}

export async function sendResetLink(
  config: Config,
  database: Database,
  { username, to }: { username: string; to?: string },
): Promise<number> {
  const log = pino({ level: "silent" });
  const bus = await EventBus.inMemory(log);
  try {
    const rateLimits = inMemoryRateLimits();
    const unlimited = rateLimits.limit({ name: "operator", limit: Number.MAX_SAFE_INTEGER, windowSeconds: 1 });
    const resets = new PasswordResets({
      prisma: database.prisma,
      bus,
      passwords: new Passwords(config.bcryptRounds),
      perClient: unlimited,
      perLogin: unlimited,
      perAccount: unlimited,
      // this command only sends a link: nothing in this process trusts a session
      revocations: new Revocations(),
    });
    const link = await resets.sendLinkFor(username, to).catch((error: unknown) => {
      if (error instanceof ValidationError) return "invalid" as const;
      throw error;
    });
    if (link === "invalid") {
      console.error(`"${to}" is not a valid email address.`);
      return 2;
    }
    if (!link) {
      console.error(`No account has the username "${username}".`);
      return 1;
    }
    const sender = createMailSender(config.mail, { publicUrl: config.publicUrl }, log);
    const worker = new MailWorker({
      prisma: database.prisma,
      bus,
      sender,
      prepare: preparingMail(database.prisma, resets),
      log,
    });
    await worker.wake();
    const waiting = await database.prisma.mailJob.findUnique({ where: { id: link.mailId } });
    const what = `a password reset link for ${link.username} (valid for ${link.expiresInHours} hour, once) to ${link.to}`;
    if (!waiting) console.log(`Sent ${what}, through ${sender.description}.`);
    else
      console.log(
        `Queued ${what}: ${sender.description} did not take it now (${waiting.lastError ?? "no answer"}); the server sends it as soon as it can.`,
      );
    return 0;
  } finally {
    await bus.close();
  }
}
