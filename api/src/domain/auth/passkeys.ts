// Passkeys (WebAuthn, with @simplewebauthn/server): added, named, listed and removed in Settings;
// one signs its account in alone, and answers a log-in's second step when two-step sign-in is on.
//
// A passkey alone is enough because the device asks its owner (PIN, fingerprint, face) before it
// signs: sign-ins require that user verification, so the passkey proves both what the person
// has and who they are. Adding and removing one asks the password again, as a second factor does.
//
// Every ceremony has a challenge the server chose: for adding a passkey or signing in with one, a
// PasskeyCeremony row (random, five minutes, spent by the answer that names it, whether or not its
// signature then checks, so one challenge never gets two tries); for a log-in's second step, one
// derived from that step's own single-use challenge (no row: the step is spent with the answer).
// The relying party is PUBLIC_URL's host; answers are accepted from its origin (and the dev
// server's, in development), never from a site a CORS_ORIGINS entry names on another host.
import { createHmac, randomBytes } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from "@simplewebauthn/server";
import type { Passkey, PrismaClient, User } from "../../generated/prisma/client.ts";
import { isUniqueViolation } from "../database-failures.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { logInOnly, type PasswordAgain } from "./password-again.ts";
import type { Session, Viewer } from "./session-types.ts";

export const PASSKEY_CEREMONY_SECONDS = 5 * 60;
/** more than anyone has devices, few enough that a sign-in's list of them stays short */
export const MAX_PASSKEYS = 20;
export const PASSKEY_NAME_MAX = 60;
/** an authenticator's answer is a few KB at most; anything far larger is not one */
const ANSWER_MAX_CHARS = 64 * 1024;
const RP_NAME = "SkySocial";

export interface RelyingParty {
  /** the host passkeys are bound to (PUBLIC_URL's) */
  id: string;
  /** the origins a browser may answer from */
  origins: string[];
}

/** The relying party of a server at `publicUrl`: its host, and the origins among `origins` on that host. */
export function relyingPartyOf(publicUrl: string, origins: readonly string[]): RelyingParty {
  const { hostname, origin } = new URL(publicUrl);
  const sameHost = origins.filter((o) => URL.canParse(o) && new URL(o).hostname === hostname);
  return { id: hostname, origins: [...new Set([origin, ...sameHost])] };
}

interface Deps {
  prisma: PrismaClient;
  passwordAgain: PasswordAgain;
  relyingParty: RelyingParty;
  /** derives a second step's WebAuthn challenge from the step's own */
  secret: string;
}

export class Passkeys {
  constructor(private readonly deps: Deps) {}

  /** `userId`'s passkeys, newest first; only they may see them (null for anyone else). */
  async listShownTo(viewer: Viewer | null, userId: string): Promise<Passkey[] | null> {
    if (viewer?.id !== userId) return null;
    return this.deps.prisma.passkey.findMany({
      where: { userId },
      orderBy: { createdAt: "desc" },
    });
  }

  /** Whether the account has a passkey (a log-in's second step may then offer one). */
  async has(userId: string): Promise<boolean> {
    return (await this.deps.prisma.passkey.count({ where: { userId } })) > 0;
  }

  /** The options for the browser's navigator.credentials.create(), as JSON; the password first. */
  async startRegistration(session: Session, password: string): Promise<string> {
    const user = await this.deps.passwordAgain.check(session, password, "ACCESS_TOKEN_CANNOT_MANAGE_PASSKEYS");
    const existing = await this.deps.prisma.passkey.findMany({
      where: { userId: user.id },
      select: { credentialId: true, transports: true },
    });
    if (existing.length >= MAX_PASSKEYS) throw ValidationError.of("password", "TOO_MANY_PASSKEYS", MAX_PASSKEYS);
    const challenge = await this.openCeremony("REGISTRATION", user.id);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.deps.relyingParty.id,
      userName: user.username,
      userDisplayName: user.name || user.username,
      // the account's id, which a discoverable passkey keeps as its user handle
      userID: Buffer.from(user.id.replaceAll("-", ""), "hex"),
      challenge,
      timeout: PASSKEY_CEREMONY_SECONDS * 1000,
      // a passkey the device can offer by itself at sign-in, with no username typed
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      // ES256 first, which nearly every passkey provider makes, then EdDSA and RS256. The library
      // would put ML-DSA-44 first where Node has it, which few authenticators support yet
      supportedAlgorithmIDs: [-7, -8, -257],
      // the same authenticator twice would only be a second row for one key
      excludeCredentials: existing.map((p) => ({
        id: p.credentialId,
        transports: p.transports as AuthenticatorTransport[],
      })),
    });
    return JSON.stringify(options);
  }

  /** Stores the passkey the browser made for the ceremony its answer names. */
  async finishRegistration(session: Session, answer: string, name: string): Promise<Passkey> {
    const viewer = logInOnly(session, "ACCESS_TOKEN_CANNOT_MANAGE_PASSKEYS");
    const passkeyName = checkedName(name);
    const response = parseAnswer<RegistrationResponseJSON>(answer, "response");
    const { relyingParty } = this.deps;
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => this.spendCeremony(challenge, "REGISTRATION", viewer.id),
      expectedOrigin: relyingParty.origins,
      expectedRPID: relyingParty.id,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verified?.verified) throw ValidationError.of("response", "PASSKEY_NOT_ACCEPTED");
    const { credential, credentialBackedUp } = verified.registrationInfo;
    if ((await this.deps.prisma.passkey.count({ where: { userId: viewer.id } })) >= MAX_PASSKEYS)
      throw ValidationError.of("response", "TOO_MANY_PASSKEYS", MAX_PASSKEYS);
    try {
      return await this.deps.prisma.passkey.create({
        data: {
          userId: viewer.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey),
          counter: BigInt(credential.counter),
          transports: credential.transports ?? [],
          name: passkeyName,
          backedUp: credentialBackedUp,
        },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw ValidationError.of("response", "PASSKEY_ALREADY_ADDED");
      throw error;
    }
  }

  /** A new name for one of the viewer's passkeys. */
  async rename(session: Session, passkeyId: string, name: string): Promise<Passkey> {
    const viewer = logInOnly(session, "ACCESS_TOKEN_CANNOT_MANAGE_PASSKEYS");
    const renamed = await this.deps.prisma.passkey.updateManyAndReturn({
      where: { id: passkeyId, userId: viewer.id },
      data: { name: checkedName(name) },
    });
    if (!renamed[0]) throw new NotFoundError("Passkey");
    return renamed[0];
  }

  /** Removes one of the viewer's passkeys: it signs no one in from now on. The password first. */
  async remove(session: Session, passkeyId: string, password: string): Promise<void> {
    const user = await this.deps.passwordAgain.check(session, password, "ACCESS_TOKEN_CANNOT_MANAGE_PASSKEYS");
    const removed = await this.deps.prisma.passkey.deleteMany({ where: { id: passkeyId, userId: user.id } });
    if (removed.count === 0) throw new NotFoundError("Passkey");
  }

  /** The options for navigator.credentials.get() with no account named: the device offers its passkeys. */
  async startSignIn(): Promise<string> {
    const challenge = await this.openCeremony("SIGN_IN", null);
    const options = await generateAuthenticationOptions({
      rpID: this.deps.relyingParty.id,
      challenge,
      timeout: PASSKEY_CEREMONY_SECONDS * 1000,
      userVerification: "required",
    });
    return JSON.stringify(options);
  }

  /** The account a passkey's answer to an open sign-in ceremony proves (PASSKEY_NOT_ACCEPTED otherwise). */
  async finishSignIn(answer: string): Promise<User> {
    const response = parseAnswer<AuthenticationResponseJSON>(answer, "response");
    const passkey = await this.deps.prisma.passkey.findUnique({
      where: { credentialId: response.id },
      include: { user: true },
    });
    const proved =
      passkey &&
      (await this.verifyAssertion(passkey, response, {
        expectedChallenge: (challenge) => this.spendCeremony(challenge, "SIGN_IN", null),
        requireUserVerification: true,
      }));
    if (!passkey || !proved || passkey.user.deletedAt) {
      // a ceremony spent by nothing is spent all the same: an answer gets one try
      if (!passkey) await this.spendCeremony(challengeOf(response), "SIGN_IN", null);
      throw ValidationError.of("response", "PASSKEY_NOT_ACCEPTED");
    }
    return passkey.user;
  }

  /** A log-in's second step as a passkey answers it: the options for navigator.credentials.get(), as JSON. */
  async secondStepOptions(userId: string, stepChallenge: string): Promise<string> {
    const passkeys = await this.deps.prisma.passkey.findMany({
      where: { userId },
      select: { credentialId: true, transports: true },
    });
    const options = await generateAuthenticationOptions({
      rpID: this.deps.relyingParty.id,
      challenge: this.secondStepChallenge(stepChallenge),
      timeout: PASSKEY_CEREMONY_SECONDS * 1000,
      userVerification: "preferred",
      allowCredentials: passkeys.map((p) => ({
        id: p.credentialId,
        transports: p.transports as AuthenticatorTransport[],
      })),
    });
    return JSON.stringify(options);
  }

  /**
   * Whether `answer` is one of `userId`'s passkeys signing the second step `stepChallenge`. The
   * caller spends the step in the same transaction (`tx`), so the answer works once.
   */
  async answersSecondStep(
    tx: Pick<PrismaClient, "passkey">,
    userId: string,
    stepChallenge: string,
    answer: string,
  ): Promise<boolean> {
    const response = parseAnswer<AuthenticationResponseJSON>(answer, "passkey");
    const passkey = await tx.passkey.findUnique({ where: { credentialId: response.id } });
    if (passkey?.userId !== userId) return false;
    const expected = Buffer.from(this.secondStepChallenge(stepChallenge)).toString("base64url");
    return this.verifyAssertion(
      passkey,
      response,
      { expectedChallenge: (challenge) => challenge === expected, requireUserVerification: false },
      tx,
    );
  }

  /** Checks an assertion against the stored key, and records its counter and use. */
  private async verifyAssertion(
    passkey: Passkey,
    response: AuthenticationResponseJSON,
    expect: { expectedChallenge: (challenge: string) => boolean | Promise<boolean>; requireUserVerification: boolean },
    tx: Pick<PrismaClient, "passkey"> = this.deps.prisma,
  ): Promise<boolean> {
    const credential: WebAuthnCredential = {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: Number(passkey.counter),
      transports: passkey.transports as AuthenticatorTransport[],
    };
    const { relyingParty } = this.deps;
    // a signature counter that went back (a cloned authenticator) throws, as a bad signature does
    const verified = await verifyAuthenticationResponse({
      response,
      credential,
      expectedOrigin: relyingParty.origins,
      expectedRPID: relyingParty.id,
      ...expect,
    }).catch(() => null);
    if (!verified?.verified) return false;
    await tx.passkey.update({
      where: { id: passkey.id },
      data: {
        counter: BigInt(verified.authenticationInfo.newCounter),
        backedUp: verified.authenticationInfo.credentialBackedUp,
        lastUsedAt: new Date(),
      },
    });
    return true;
  }

  /** A new ceremony's challenge: bytes for the options (which encode them base64url), stored as the client data will name them. */
  private async openCeremony(
    purpose: "REGISTRATION" | "SIGN_IN",
    userId: string | null,
  ): Promise<Uint8Array<ArrayBuffer>> {
    const bytes = randomBytes(32);
    const challenge = bytes.toString("base64url");
    const { prisma } = this.deps;
    // ceremonies nobody finished are pruned where new ones start
    await prisma.passkeyCeremony.deleteMany({ where: { expiresAt: { lte: new Date() } } });
    await prisma.passkeyCeremony.create({
      data: { challenge, purpose, userId, expiresAt: new Date(Date.now() + PASSKEY_CEREMONY_SECONDS * 1000) },
    });
    return Uint8Array.from(bytes);
  }

  /** Spends the open ceremony `challenge` names, if it is one of `purpose` for `userId`: true once. */
  private async spendCeremony(
    challenge: string,
    purpose: "REGISTRATION" | "SIGN_IN",
    userId: string | null,
  ): Promise<boolean> {
    if (!challenge) return false;
    const spent = await this.deps.prisma.passkeyCeremony.deleteMany({
      where: { challenge, purpose, userId, expiresAt: { gt: new Date() } },
    });
    return spent.count === 1;
  }

  private secondStepChallenge(stepChallenge: string): Uint8Array<ArrayBuffer> {
    return Uint8Array.from(
      createHmac("sha256", this.deps.secret).update(`passkey second step:${stepChallenge}`).digest(),
    );
  }
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length > PASSKEY_NAME_MAX) throw ValidationError.of("name", "PASSKEY_NAME_TOO_LONG", PASSKEY_NAME_MAX);
  return trimmed || "Passkey";
}

/** An authenticator's answer as the browser serialized it (@simplewebauthn/browser's JSON). */
function parseAnswer<T extends { id: string; response: { clientDataJSON: string } }>(answer: string, field: string): T {
  const refused = () => ValidationError.of(field, "PASSKEY_NOT_ACCEPTED");
  if (answer.length > ANSWER_MAX_CHARS) throw refused();
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    throw refused();
  }
  const shaped = parsed as Partial<T> | null;
  if (typeof shaped?.id !== "string" || typeof shaped.response?.clientDataJSON !== "string") throw refused();
  return shaped as T;
}

/** The challenge an answer claims to sign ("" when its client data cannot be read). */
function challengeOf(response: AuthenticationResponseJSON): string {
  try {
    const clientData = JSON.parse(Buffer.from(response.response.clientDataJSON, "base64url").toString("utf8"));
    return typeof clientData?.challenge === "string" ? clientData.challenge : "";
  } catch {
    return "";
  }
}
