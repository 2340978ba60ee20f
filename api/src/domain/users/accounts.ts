// Sign up, log in, edit the profile, change the password: the account rules, once for every face.
import { setAccountPrivacy } from "../safety/private-accounts.ts";
import { Prisma, type PrismaClient, type User } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { MediaStore } from "../../media/media-store.ts";
import { defaultAvatar, defaultCover } from "../../media/default-images.ts";
import {
  InvalidCredentialsError,
  SecondFactorRequired,
  UnauthenticatedError,
  ValidationError,
  type FieldError,
} from "../errors.ts";
import { spending, type RateLimit } from "../limits/rate-limit.ts";
import { PASSWORD_THREADS, type Passwords } from "../auth/passwords.ts";
import { ConcurrencyLimit } from "../../media/concurrency-limit.ts";
import { revokeLogIns, type SignInSessions } from "../auth/sign-in-sessions.ts";
import type { AccessTokens } from "../auth/access-tokens.ts";
import type { Passkeys } from "../auth/passkeys.ts";
import type { SecondFactorAnswer, SecondFactors } from "../auth/second-factors.ts";
import type { Session, Viewer } from "../auth/sessions.ts";
import { withStoredImages, type Uploads, type UploadSource } from "../uploads.ts";
import { collectingEvents } from "../transaction.ts";
import { inRevokingTransaction, type Revocations } from "../auth/revocations.ts";
import type { SessionCache } from "../auth/session-cache.ts";
import { mailVerificationLink } from "./email-addresses.ts";
import { queueMail } from "../mail/mail-queue.ts";
import { parseInput } from "../validation.ts";
import { suspensionRefusal } from "../moderation/appeal-standing.ts";
import * as rules from "./rules.ts";
import { ACTIVE_ACCOUNT } from "./active-accounts.ts";
import { normalizeUsername, usernameSkeleton } from "./skeleton.ts";

export interface SignUpInput {
  name: string;
  username: string;
  email: string;
  password: string;
  /** uploaded files, not yet read; left out: generated images */
  profileImage?: UploadSource | null;
  coverImage?: UploadSource | null;
  /** the private-account switch (safety/private-accounts.ts); null or left out: unchanged */
  isPrivate?: boolean | null;
}

export interface ProfileUpdate {
  /** the same rules as at sign-up; null or left out: unchanged */
  name?: string | null;
  /** the same rules as at sign-up, and free (case-insensitively) unless it is the viewer's own */
  username?: string | null;
  bio?: string | null;
  /** uploaded files, not yet read; left out: unchanged */
  profileImage?: UploadSource | null;
  coverImage?: UploadSource | null;
  /** the private-account switch (safety/private-accounts.ts); null or left out: unchanged */
  isPrivate?: boolean | null;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface Authenticated {
  user: User;
  token: string;
}

interface Deps {
  prisma: PrismaClient;
  bus: EventBus;
  passwords: Passwords;
  /** issues log-in tokens and records their sessions */
  signIns: SignInSessions;
  /** logOut with a personal access token revokes it */
  accessTokens: AccessTokens;
  /** told of each revocation once it has committed, before the action answers */
  revocations: Pick<Revocations, "committed">;
  /** a rename refreshes the viewer this node's cached sessions carry */
  sessionCache: Pick<SessionCache, "forgetUser">;
  /** an account with a second factor signs in in two steps */
  secondFactors: SecondFactors;
  passkeys: Passkeys;
  media: MediaStore;
  uploads: Uploads;
  /** sign-ups per client answered EMAIL_TAKEN: past it, TOO_MANY_REQUESTS instead of the answer */
  takenEmailAnswers: RateLimit;
  /** log-ins per (client, username) since the last one that succeeded: slows down guessing one account's password */
  throttle: RateLimit;
  writes: RateLimit;
  maxImageSide: number;
}

export class Accounts {
  /**
   * Log-ins past their throttle at once on this node: enough to keep every password thread busy.
   * The others wait (a waiting promise costs nothing) rather than all look their user up and
   * queue for a thread at once: a burst of 200 would otherwise put its lookups on the event loop
   * in one go, ahead of every other request.
   */
  private readonly credentialChecks = new ConcurrencyLimit(2 * PASSWORD_THREADS);

  constructor(private readonly deps: Deps) {}

  /**
   * Cheap checks first (the fields, names and email taken), then the uploaded images (as one
   * upload of `clientKey`, the caller's address: there is no account yet), then the account.
   */
  async signUp(input: SignUpInput, clientKey: string, userAgent: string | null = null): Promise<Authenticated> {
    const fields = parseInput(rules.signUpInput, input);
    await this.assertAvailable(fields.username, fields.email, { clientKey });
    const { media, uploads, prisma, maxImageSide } = this.deps;
    const uploaded = await uploads.prepare(`client:${clientKey}`, {
      profileImage: input.profileImage,
      coverImage: input.coverImage,
    });
    const seed = { username: fields.username, name: fields.name };
    const profileImage = uploaded.profileImage ?? (await defaultAvatar(seed, { maxSide: maxImageSide }));
    const coverImage = uploaded.coverImage ?? (await defaultCover(seed, { maxSide: maxImageSide }));
    const passwordHash = await this.deps.passwords.hash(fields.password);
    try {
      const events = collectingEvents();
      const { user, stored } = await withStoredImages(prisma, media, async (tx, store) => {
        const profile = await store(profileImage);
        const cover = await store(coverImage);
        const created = await tx.user.create({
          data: {
            name: fields.name,
            username: fields.username,
            usernameKey: rules.usernameKey(fields.username),
            usernameSkeleton: usernameSkeleton(fields.username),
            email: fields.email,
            passwordHash,
            profileImageId: profile.id,
            coverImageId: cover.id,
          },
        });
        // the account works at once; its address is confirmed once its owner follows this link
        await mailVerificationLink(tx, events, created, "signUp");
        return { user: created, stored: await events.store(tx) };
      });
      this.deps.bus.committed(stored);
      // the account's first device: no notice of it
      return { user, token: await this.deps.signIns.start(user, userAgent, "never") };
    } catch (error) {
      // Lost a race with a concurrent sign-up for the same username or email (its images are
      // gone again: withStoredImages).
      if (isUniqueViolation(error)) await this.assertAvailable(fields.username, fields.email, { clientKey });
      throw error;
    }
  }

  /** The person `userId` names as a viewer, while their account exists and is not suspended; null otherwise. */
  activeUser(userId: string): Promise<Viewer | null> {
    return this.deps.prisma.user.findUnique({
      where: { id: userId, ...ACTIVE_ACCOUNT },
      select: { id: true, username: true },
    });
  }

  /**
   * `clientKey` identifies the caller (e.g. IP address) for throttling password guessing;
   * `userAgent` (its User-Agent header) names the session in Settings.
   */
  async logIn(
    input: { username: string; password: string },
    clientKey: string,
    userAgent: string | null = null,
  ): Promise<Authenticated> {
    const user = await this.accountWithPassword(input, clientKey);
    if (user.suspendedAt) throw await suspensionRefusal(this.deps.prisma, user);
    const factors = await this.deps.secondFactors.factorsOf(user.id);
    if (factors.length) {
      const step = await this.deps.secondFactors.challenge(user.id, factors);
      throw new SecondFactorRequired(step.challenge, step.expiresAt, step.factors, step.passkeyOptions);
    }
    return { user, token: await this.deps.signIns.start(user, userAgent, "ifNewDevice") };
  }

  /**
   * The account a username and password name, suspended or not, as a log-in checks them (and
   * whatever else must prove it is the account's owner without a session: a suspended person's
   * appeal). InvalidCredentialsError otherwise, which never tells whether the account exists.
   * Throttled per (client, username) alike, and a success clears the count alike.
   */
  async accountWithPassword(input: { username: string; password: string }, clientKey: string): Promise<User> {
    const fields = parseInput(rules.logInInput, input);
    const key = rules.usernameKey(fields.username);
    const throttleKey = `${clientKey}|${key}`;
    // Taken before the password is checked, so that guesses sent all at once count too (they
    // would all pass a check made before any of them failed); a success then clears the count,
    // which leaves exactly the failures counted.
    await this.deps.throttle.take(throttleKey);
    return this.credentialChecks.run(() => this.checkCredentials(fields, key, throttleKey));
  }

  private async checkCredentials(
    fields: { username: string; password: string },
    key: string,
    throttleKey: string,
  ): Promise<User> {
    // As typed, or NFKC-normalized as usernames are stored since (fullwidth letters typed at
    // sign-up and again now); an account that predates the normalization matches as typed.
    const keys = [...new Set([key, rules.usernameKey(normalizeUsername(fields.username))])];
    // suspended accounts too: whoever knows the password is told it is suspended, no one else
    const found = await this.deps.prisma.user.findMany({ where: { usernameKey: { in: keys }, deletedAt: null } });
    const user = found.find((u) => u.usernameKey === key) ?? found[0];
    if (!(await this.deps.passwords.verify(fields.password, user?.passwordHash)) || !user)
      throw new InvalidCredentialsError();
    await this.deps.throttle.clear(throttleKey);
    return user;
  }

  /**
   * The second step of a log-in (SecondFactorRequired): a right code for its challenge makes the
   * session exactly as logIn would have.
   */
  async completeSecondFactor(
    challenge: string,
    answer: SecondFactorAnswer,
    userAgent: string | null = null,
  ): Promise<Authenticated> {
    const user = await this.deps.secondFactors.answer(challenge, answer);
    // suspended between the two steps
    if (user.suspendedAt) throw await suspensionRefusal(this.deps.prisma, user);
    return { user, token: await this.deps.signIns.start(user, userAgent, "ifNewDevice") };
  }

  /**
   * Signs in with a passkey alone: its answer to a ceremony Passkeys.startSignIn opened makes the
   * session logIn would have (the device checked its owner, so no second step follows).
   */
  async logInWithPasskey(answer: string, userAgent: string | null = null): Promise<Authenticated> {
    const user = await this.deps.passkeys.finishSignIn(answer);
    if (user.suspendedAt) throw await suspensionRefusal(this.deps.prisma, user);
    return { user, token: await this.deps.signIns.start(user, userAgent, "ifNewDevice") };
  }

  /**
   * Only what is given changes: an empty or missing bio leaves the bio as it is. Cheap checks
   * first (the write budget, the fields, the username taken), then the images: a refused edit
   * costs no image work, and no budget.
   */
  updateProfile(viewer: Viewer, update: ProfileUpdate): Promise<User> {
    return spending(this.deps.writes, viewer.id, () => this.updateProfileCounted(viewer, update));
  }

  private async updateProfileCounted(viewer: Viewer, update: ProfileUpdate): Promise<User> {
    const fields = parseInput(rules.profileInput, {
      bio: update.bio == null || update.bio.trim() === "" ? undefined : update.bio,
      name: update.name ?? undefined,
      username: update.username ?? undefined,
    });
    // any change of spelling, case included: "ian" to "Ian" changes the skeleton ("lan")
    const renamed = fields.username !== undefined && fields.username !== viewer.username;
    if (renamed) await this.assertAvailable(fields.username!, null, { self: viewer.id });
    const { media, uploads, prisma } = this.deps;
    const images = await uploads.prepare(viewer.id, {
      profileImage: update.profileImage,
      coverImage: update.coverImage,
    });
    const write = () =>
      withStoredImages(prisma, media, async (tx, store) => {
        const before = await tx.user.findUniqueOrThrow({ where: { id: viewer.id } });
        const profile = images.profileImage ? await store(images.profileImage) : undefined;
        const cover = images.coverImage ? await store(images.coverImage) : undefined;
        const user = await tx.user.update({
          where: { id: viewer.id },
          data: {
            bio: fields.bio,
            name: fields.name,
            ...(fields.username !== undefined && {
              username: fields.username,
              usernameKey: rules.usernameKey(fields.username),
              usernameSkeleton: usernameSkeleton(fields.username),
            }),
            profileImageId: profile?.id,
            coverImageId: cover?.id,
          },
        });
        return { user, replaced: [profile && before.profileImageId, cover && before.coverImageId] };
      });
    const { user, replaced } = await write().catch(async (error: unknown) => {
      // lost a race with someone taking the same username meanwhile
      if (renamed && isUniqueViolation(error)) await this.assertAvailable(fields.username!, null, { self: viewer.id });
      throw error;
    });
    if (renamed) this.deps.sessionCache.forgetUser(viewer.id);
    // only once the new images are committed: an edit that fails keeps the old ones whole
    await media.releaseUnreferenced(prisma, replaced);
    if (typeof update.isPrivate !== "boolean" || update.isPrivate === user.isPrivate) return user;
    // its own transaction, after the checked fields are saved: going public approves the pending requests
    await setAccountPrivacy(prisma, this.deps.bus, viewer.id, update.isPrivate);
    return { ...user, isPrivate: update.isPrivate };
  }

  /**
   * Revokes the token of `session` and no other (the user's other devices stay signed in); its
   * open realtime connections end. A personal access token is revoked as from the account menu.
   */
  async logOut(session: Session): Promise<void> {
    if (session.credential === "ACCESS_TOKEN") return this.deps.accessTokens.revokeUsed(session);
    const { tokenId, expiresAt, viewer } = session;
    if (!expiresAt) throw new Error("a log-in token always expires");
    const { prisma, bus, revocations } = this.deps;
    await inRevokingTransaction(prisma, bus, revocations, (tx, events) =>
      revokeLogIns(tx, events, viewer.id, [{ jti: tokenId, expiresAt }]),
    );
  }

  /**
   * Checks the old password, stores the new one and revokes every token issued before; the new
   * token's session is named by `userAgent`, the caller's.
   */
  async changePassword(viewer: Viewer, input: PasswordChange, userAgent: string | null = null): Promise<Authenticated> {
    const fields = parseInput(rules.changePasswordInput, input);
    const { prisma, passwords, signIns } = this.deps;
    const current = await prisma.user.findUniqueOrThrow({ where: { id: viewer.id } });
    if (!(await passwords.verify(fields.oldPassword, current.passwordHash)))
      throw ValidationError.of("oldPassword", "WRONG_PASSWORD");
    const passwordHash = await passwords.hash(fields.newPassword);
    // Only if no other change landed since we read: the loser of two concurrent changes holds
    // a token the winner just revoked. Open realtime connections (any node) still hold an older
    // token: the event that ends them commits with the change, and so does the owner's notice.
    const user = await inRevokingTransaction(prisma, this.deps.bus, this.deps.revocations, async (tx, events) => {
      const { count } = await tx.user.updateMany({
        where: { id: viewer.id, tokenVersion: current.tokenVersion },
        data: { passwordHash, tokenVersion: { increment: 1 } },
      });
      if (count === 0)
        throw new UnauthenticatedError("Your password was just changed in another session. Please log in again.");
      const changed = await tx.user.findUniqueOrThrow({ where: { id: viewer.id } });
      events.publish("user.passwordChanged", { userId: changed.id, tokenVersion: changed.tokenVersion });
      await queueMail(
        tx,
        events,
        {
          kind: "passwordChanged",
          to: changed.email,
          data: { name: changed.name, username: changed.username, how: "settings" },
        },
        changed.id,
      );
      return changed;
    });
    // the caller's own device, signed in anew: not news
    return { user, token: await signIns.start(user, userAgent, "never") };
  }

  /**
   * ValidationError naming what someone else (not `self`) has already: the username (any case),
   * or one that looks like it (the same skeleton), and the email (when given). Telling that an
   * email is taken counts against `clientKey`'s takenEmailAnswers.
   */
  private async assertAvailable(
    username: string,
    email: string | null,
    { self, clientKey }: { self?: string; clientKey?: string } = {},
  ) {
    const key = rules.usernameKey(username);
    const skeleton = usernameSkeleton(username);
    const taken = await this.deps.prisma.user.findMany({
      where: {
        OR: [{ usernameKey: key }, { usernameSkeleton: skeleton }, ...(email === null ? [] : [{ email }])],
        ...(self && { id: { not: self } }),
      },
      select: { usernameKey: true, usernameSkeleton: true, email: true },
    });
    const errors: FieldError[] = [];
    if (taken.some((u) => u.usernameKey === key)) errors.push({ field: "username", reason: "USERNAME_TAKEN" });
    else if (taken.some((u) => u.usernameSkeleton === skeleton))
      errors.push({ field: "username", reason: "USERNAME_CONFUSABLE" });
    if (taken.some((u) => u.email === email)) {
      if (clientKey !== undefined) await this.deps.takenEmailAnswers.take(clientKey);
      errors.push({ field: "email", reason: "EMAIL_TAKEN" });
    }
    ValidationError.throwIfAny(errors);
  }
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
