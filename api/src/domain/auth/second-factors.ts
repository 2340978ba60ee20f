// Two-step sign-in: an authenticator app (TOTP, RFC 6238: 6 digits, 30-second steps, SHA-1, as
// every app reads an otpauth URI) and ten single-use recovery codes. Enrolment, turning it off and
// new recovery codes each ask the password again. A log-in whose password was right gets a
// challenge (a short-lived, single-use token bound to the account) instead of a session; the
// challenge and a code make the session (Accounts.completeSecondFactor). A challenge names the
// factors the account has: with two-step sign-in on, a passkey of the account (passkeys.ts)
// answers it too, and the challenge then carries the options its browser needs. A passkey alone
// does not turn the second step on: it signs in by itself (Passkeys.finishSignIn), while the
// password alone stays the password alone until an authenticator app is set up, as on GitHub.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import type { PrismaClient, User } from "../../generated/prisma/client.ts";
import { SecondFactorChallengeError, ValidationError } from "../errors.ts";
import type { Passkeys } from "./passkeys.ts";
import { logInOnly, type PasswordAgain } from "./password-again.ts";
import type { Session } from "./session-types.ts";
import type { Viewer } from "./sessions.ts";

export type SecondFactorKind = "TOTP" | "RECOVERY_CODE" | "PASSKEY";

/** What logIn answers instead of a session when the account has a second factor. */
export interface SecondFactorStep {
  challenge: string;
  expiresAt: Date;
  /** what the account can answer the challenge with */
  factors: SecondFactorKind[];
  /** with PASSKEY among the factors: the WebAuthn request options (JSON) for the browser */
  passkeyOptions: string | null;
}

/** One answer to a challenge: a code from the app, a recovery code, or a passkey's signature (JSON). */
export type SecondFactorAnswer = { code: string } | { recoveryCode: string } | { passkey: string };

/** Exactly one answer, as a face received it. */
export function secondFactorAnswerOf(input: {
  code?: string | null;
  recoveryCode?: string | null;
  passkey?: string | null;
}): SecondFactorAnswer {
  const given = [
    input.code && { code: input.code },
    input.recoveryCode && { recoveryCode: input.recoveryCode },
    input.passkey && { passkey: input.passkey },
  ].filter((answer) => !!answer);
  if (given.length !== 1) throw ValidationError.of("code", "SECOND_FACTOR_ANSWER_REQUIRED");
  return given[0]!;
}

export interface TotpEnrolment {
  /** base32, for typing into an app that cannot scan */
  secret: string;
  /** otpauth://totp/...: what the QR code holds */
  uri: string;
}

export const CHALLENGE_SECONDS = 5 * 60;
/** Wrong codes one challenge survives: past them, the person logs in again (and spends a password guess). */
export const CHALLENGE_MAX_FAILURES = 5;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "SkySocial";
const TOTP_PERIOD = 30;
/** codes of the step before and after are accepted too: a phone's clock is rarely exact */
const TOTP_WINDOW = 1;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Lower-case letters and digits, spaces and dashes ignored: how a person may type a code back. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

/** "k7m2p-x9q4r": 10 characters of an alphabet without look-alikes (about 50 bits). */
function newRecoveryCode(): string {
  const alphabet = "23456789abcdefghjkmnpqrstuvwxyz";
  const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

interface Deps {
  prisma: PrismaClient;
  /** the password asked again; its guesses count wrong codes too */
  passwordAgain: PasswordAgain;
  passkeys: Passkeys;
  /** the server's signing secret: the key that encrypts TOTP secrets is derived from it */
  secret: string;
}

export class SecondFactors {
  private readonly key: Buffer;

  constructor(private readonly deps: Deps) {
    this.key = Buffer.from(hkdfSync("sha256", deps.secret, "", "skysocial totp secret", 32));
  }

  /** The factors `userId` has turned on (none: the password alone signs in). */
  async factorsOf(userId: string): Promise<SecondFactorKind[]> {
    // every log-in asks this: the passkeys are looked up only for an account with the step on
    const totp = await this.deps.prisma.totpFactor.findUnique({ where: { userId }, select: { confirmedAt: true } });
    if (!totp?.confirmedAt) return [];
    return (await this.deps.passkeys.has(userId)) ? ["PASSKEY", "TOTP", "RECOVERY_CODE"] : ["TOTP", "RECOVERY_CODE"];
  }

  /** `userId`'s two-step sign-in as Settings shows it; only they may see it (null for anyone else). */
  async statusShownTo(
    viewer: Viewer | null,
    userId: string,
  ): Promise<{ totpEnabled: boolean; recoveryCodesLeft: number } | null> {
    if (viewer?.id !== userId) return null;
    const [factors, recoveryCodesLeft] = await Promise.all([this.factorsOf(userId), this.recoveryCodesLeft(userId)]);
    return { totpEnabled: factors.includes("TOTP"), recoveryCodesLeft };
  }

  /** How many unused recovery codes the account has. */
  recoveryCodesLeft(userId: string): Promise<number> {
    return this.deps.prisma.recoveryCode.count({ where: { userId, usedAt: null } });
  }

  /** A challenge for an account whose password was just checked. */
  async challenge(userId: string, factors: SecondFactorKind[]): Promise<SecondFactorStep> {
    const challenge = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
    const { prisma } = this.deps;
    // challenges that ended are pruned where the account adds one
    await prisma.secondFactorChallenge.deleteMany({
      where: { userId, OR: [{ expiresAt: { lte: new Date() } }, { usedAt: { not: null } }] },
    });
    await prisma.secondFactorChallenge.create({ data: { userId, tokenHash: sha256(challenge), expiresAt } });
    const passkeyOptions = factors.includes("PASSKEY")
      ? await this.deps.passkeys.secondStepOptions(userId, challenge)
      : null;
    return { challenge, expiresAt, factors, passkeyOptions };
  }

  /**
   * The account a challenge and a right answer prove. The challenge is spent and the code used in
   * one transaction: of two concurrent answers with one recovery code (or one challenge), exactly
   * one wins. A wrong answer counts against the account's guesses and the challenge's failures.
   */
  async answer(challenge: string, answer: SecondFactorAnswer): Promise<User> {
    const { prisma } = this.deps;
    const { guesses } = this.deps.passwordAgain;
    const found = await prisma.secondFactorChallenge.findUnique({ where: { tokenHash: sha256(challenge) } });
    if (!found || found.usedAt || found.expiresAt <= new Date() || found.failures >= CHALLENGE_MAX_FAILURES)
      throw new SecondFactorChallengeError();
    const userId = found.userId;
    await guesses.take(userId);
    const proved = await prisma
      .$transaction(async (tx) => {
        const claimed = await tx.secondFactorChallenge.updateMany({
          where: {
            id: found.id,
            usedAt: null,
            expiresAt: { gt: new Date() },
            failures: { lt: CHALLENGE_MAX_FAILURES },
          },
          data: { usedAt: new Date() },
        });
        if (claimed.count === 0) throw new SecondFactorChallengeError();
        const right =
          "code" in answer
            ? await this.useTotpCode(tx, userId, answer.code, "confirmed")
            : "passkey" in answer
              ? await this.deps.passkeys.answersSecondStep(tx, userId, challenge, answer.passkey)
              : (
                  await tx.recoveryCode.updateMany({
                    where: { userId, codeHash: sha256(normalizeRecoveryCode(answer.recoveryCode)), usedAt: null },
                    data: { usedAt: new Date() },
                  })
                ).count === 1;
        // rolls the claim back: the challenge lives on, one failure nearer its end
        if (!right) throw wrongCode(answer);
        return tx.user.findUniqueOrThrow({ where: { id: userId } });
      })
      .catch(async (error: unknown) => {
        // one failure more for the challenge: it dies at the last one
        if (error instanceof ValidationError)
          await prisma.secondFactorChallenge.update({ where: { id: found.id }, data: { failures: { increment: 1 } } });
        throw error;
      });
    await guesses.clear(userId);
    return proved;
  }

  /** A new secret for the account's app (replacing an enrolment left unconfirmed); the password first. */
  async startTotpEnrolment(session: Session, password: string): Promise<TotpEnrolment> {
    const user = await this.checkPassword(session, password);
    const existing = await this.deps.prisma.totpFactor.findUnique({ where: { userId: user.id } });
    if (existing?.confirmedAt) throw ValidationError.of("password", "TWO_STEP_ALREADY_ON");
    const secret = new Secret({ size: 20 });
    const encryptedSecret = this.encrypt(secret.base32);
    await this.deps.prisma.totpFactor.upsert({
      where: { userId: user.id },
      create: { userId: user.id, encryptedSecret },
      update: { encryptedSecret, lastUsedStep: null, createdAt: new Date() },
    });
    return { secret: secret.base32, uri: totpOf(secret.base32, user.username).toString() };
  }

  /** Turns the app on with a code it shows now; answers the recovery codes, shown this once. */
  async confirmTotpEnrolment(session: Session, code: string): Promise<string[]> {
    const userId = logInOnly(session, "ACCESS_TOKEN_CANNOT_MANAGE_TWO_STEP").id;
    const { guesses } = this.deps.passwordAgain;
    await guesses.take(userId);
    const codes = await this.deps.prisma.$transaction(async (tx) => {
      const pending = await tx.totpFactor.findUnique({ where: { userId } });
      if (!pending || pending.confirmedAt) throw ValidationError.of("code", "TWO_STEP_SETUP_NOT_STARTED");
      if (!(await this.useTotpCode(tx, userId, code, "pending"))) throw ValidationError.of("code", "WRONG_CODE");
      await tx.totpFactor.update({ where: { userId }, data: { confirmedAt: new Date() } });
      return replaceRecoveryCodes(tx, userId);
    });
    await guesses.clear(userId);
    return codes;
  }

  /** Turns two-step sign-in off: the app's secret and the recovery codes are forgotten. */
  async disableTotp(session: Session, password: string): Promise<void> {
    const user = await this.checkPassword(session, password);
    await this.deps.prisma.$transaction([
      this.deps.prisma.totpFactor.deleteMany({ where: { userId: user.id } }),
      this.deps.prisma.recoveryCode.deleteMany({ where: { userId: user.id } }),
      this.deps.prisma.secondFactorChallenge.deleteMany({ where: { userId: user.id } }),
    ]);
  }

  /** Ten new recovery codes; the old ones stop working. */
  async regenerateRecoveryCodes(session: Session, password: string): Promise<string[]> {
    const user = await this.checkPassword(session, password);
    if (!(await this.factorsOf(user.id)).length) throw ValidationError.of("password", "TWO_STEP_NOT_ON");
    return this.deps.prisma.$transaction((tx) => replaceRecoveryCodes(tx, user.id));
  }

  private checkPassword(session: Session, password: string): Promise<User> {
    return this.deps.passwordAgain.check(session, password, "ACCESS_TOKEN_CANNOT_MANAGE_TWO_STEP");
  }

  /**
   * Whether `code` is the app's for now (a step either side too) and newer than the last code
   * accepted: the step is recorded in the same statement that checks it, so a code works once.
   */
  private async useTotpCode(
    tx: Pick<PrismaClient, "totpFactor">,
    userId: string,
    code: string,
    state: "pending" | "confirmed",
  ): Promise<boolean> {
    const factor = await tx.totpFactor.findUnique({ where: { userId } });
    if (!factor || (state === "confirmed") !== (factor.confirmedAt !== null)) return false;
    const digits = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(digits)) return false;
    const now = Date.now();
    const delta = totpOf(this.decrypt(factor.encryptedSecret), "").validate({
      token: digits,
      timestamp: now,
      window: TOTP_WINDOW,
    });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / TOTP_PERIOD) + delta;
    const used = await tx.totpFactor.updateMany({
      where: { userId, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
      data: { lastUsedStep: step },
    });
    return used.count === 1;
  }

  private encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
  }

  private decrypt(stored: string): string {
    const bytes = Buffer.from(stored, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString("utf8");
  }
}

function totpOf(base32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(base32),
  });
}

async function replaceRecoveryCodes(tx: Pick<PrismaClient, "recoveryCode">, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({
    data: codes.map((code) => ({ userId, codeHash: sha256(normalizeRecoveryCode(code)) })),
  });
  return codes;
}

function wrongCode(answer: SecondFactorAnswer): ValidationError {
  if ("code" in answer) return ValidationError.of("code", "WRONG_CODE");
  if ("passkey" in answer) return ValidationError.of("passkey", "PASSKEY_NOT_ACCEPTED");
  return ValidationError.of("recoveryCode", "WRONG_RECOVERY_CODE");
}
