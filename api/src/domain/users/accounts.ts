// Sign up, log in, edit the profile, change the password: the account rules, once for every face.
import { Prisma, type PrismaClient, type User } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { MediaStore } from "../../media/media-store.ts";
import type { PreparedImage } from "../../media/prepare-image.ts";
import { defaultAvatar, defaultCover } from "../../media/default-images.ts";
import { InvalidCredentialsError, UnauthenticatedError, ValidationError, type FieldError } from "../errors.ts";
import type { RateLimit } from "../auth/rate-limit.ts";
import type { Passwords } from "../auth/passwords.ts";
import type { Tokens } from "../auth/tokens.ts";
import type { AccessTokens } from "../auth/access-tokens.ts";
import type { Session, Viewer } from "../auth/sessions.ts";
import { withStoredImages } from "../uploads.ts";
import { inTransaction, storeEvents, TRANSACTION_OPTIONS } from "../transaction.ts";
import { parseInput } from "../validation.ts";
import * as rules from "./rules.ts";

export interface SignUpInput {
  name: string;
  username: string;
  email: string;
  password: string;
  /** images that passed the media pipeline (see Media.ingestField) */
  profileImage?: PreparedImage | null;
  coverImage?: PreparedImage | null;
}

export interface ProfileUpdate {
  /** the same rules as at sign-up; null or left out: unchanged */
  name?: string | null;
  /** the same rules as at sign-up, and free (case-insensitively) unless it is the viewer's own */
  username?: string | null;
  bio?: string | null;
  profileImage?: PreparedImage | null;
  coverImage?: PreparedImage | null;
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
  tokens: Tokens;
  /** logOut with a personal access token revokes it */
  accessTokens: AccessTokens;
  media: MediaStore;
  /** log-ins per (client, username) since the last one that succeeded: slows down guessing one account's password */
  throttle: RateLimit;
  writes: RateLimit;
  maxImageSide: number;
}

export class Accounts {
  constructor(private readonly deps: Deps) {}

  async signUp(input: SignUpInput): Promise<Authenticated> {
    const fields = parseInput(rules.signUpInput, input);
    await this.assertAvailable(fields.username, fields.email);
    const { media, prisma, maxImageSide } = this.deps;
    const seed = { username: fields.username, name: fields.name };
    const profileImage = input.profileImage ?? (await defaultAvatar(seed, { maxSide: maxImageSide }));
    const coverImage = input.coverImage ?? (await defaultCover(seed, { maxSide: maxImageSide }));
    const passwordHash = await this.deps.passwords.hash(fields.password);
    try {
      const user = await withStoredImages(prisma, media, async (tx, store) => {
        const profile = await store(profileImage);
        const cover = await store(coverImage);
        return tx.user.create({
          data: {
            name: fields.name,
            username: fields.username,
            usernameKey: rules.usernameKey(fields.username),
            email: fields.email,
            passwordHash,
            profileImageId: profile.id,
            coverImageId: cover.id,
          },
        });
      });
      return { user, token: await this.deps.tokens.issue(user.id, user.tokenVersion) };
    } catch (error) {
      // Lost a race with a concurrent sign-up for the same username or email (its images are
      // gone again: withStoredImages).
      if (isUniqueViolation(error)) await this.assertAvailable(fields.username, fields.email);
      throw error;
    }
  }

  /** `clientKey` identifies the caller (e.g. IP address) for throttling password guessing. */
  async logIn(input: { username: string; password: string }, clientKey: string): Promise<Authenticated> {
    const fields = parseInput(rules.logInInput, input);
    const throttleKey = `${clientKey}|${rules.usernameKey(fields.username)}`;
    // Taken before the password is checked, so that guesses sent all at once count too (they
    // would all pass a check made before any of them failed); a success then clears the count,
    // which leaves exactly the failures counted.
    await this.deps.throttle.take(throttleKey);
    const user = await this.deps.prisma.user.findUnique({ where: { usernameKey: rules.usernameKey(fields.username) } });
    if (!(await this.deps.passwords.verify(fields.password, user?.passwordHash)) || !user) throw new InvalidCredentialsError();
    await this.deps.throttle.clear(throttleKey);
    return { user, token: await this.deps.tokens.issue(user.id, user.tokenVersion) };
  }

  /** Only what is given changes: an empty or missing bio leaves the bio as it is. */
  async updateProfile(viewer: Viewer, update: ProfileUpdate): Promise<User> {
    await this.deps.writes.take(viewer.id);
    const fields = parseInput(rules.profileInput, {
      bio: update.bio == null || update.bio.trim() === "" ? undefined : update.bio,
      name: update.name ?? undefined,
      username: update.username ?? undefined,
    });
    const renamed = fields.username !== undefined && rules.usernameKey(fields.username) !== rules.usernameKey(viewer.username);
    if (renamed) await this.assertAvailable(fields.username!, null);
    const { media, prisma } = this.deps;
    const write = () =>
      withStoredImages(prisma, media, async (tx, store) => {
        const before = await tx.user.findUniqueOrThrow({ where: { id: viewer.id } });
        const profile = update.profileImage ? await store(update.profileImage) : undefined;
        const cover = update.coverImage ? await store(update.coverImage) : undefined;
        const user = await tx.user.update({
          where: { id: viewer.id },
          data: {
            bio: fields.bio,
            name: fields.name,
            ...(fields.username !== undefined && { username: fields.username, usernameKey: rules.usernameKey(fields.username) }),
            profileImageId: profile?.id,
            coverImageId: cover?.id,
          },
        });
        return { user, replaced: [profile && before.profileImageId, cover && before.coverImageId] };
      });
    const { user, replaced } = await write().catch(async (error: unknown) => {
      // lost a race with someone taking the same username meanwhile
      if (renamed && isUniqueViolation(error)) await this.assertAvailable(fields.username!, null);
      throw error;
    });
    // only once the new images are committed: an edit that fails keeps the old ones whole
    await media.releaseUnreferenced(prisma, replaced);
    return user;
  }

  /**
   * Revokes the token of `session` and no other (the user's other devices stay signed in); its
   * open realtime connections end. A personal access token is revoked as from the account menu.
   * Resolves false for a log-in token issued before tokens carried an id: it cannot be told from
   * the user's others, and simply expires.
   */
  async logOut(session: Session): Promise<boolean> {
    if (session.credential === "ACCESS_TOKEN") {
      await this.deps.accessTokens.revokeUsed(session);
      return true;
    }
    const { tokenId, expiresAt, viewer } = session;
    if (!tokenId || !expiresAt) return false;
    await inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      // revocations of tokens that have expired since prove nothing any more
      await tx.revokedToken.deleteMany({ where: { userId: viewer.id, expiresAt: { lt: new Date() } } });
      await tx.revokedToken.createMany({ data: [{ jti: tokenId, userId: viewer.id, expiresAt }], skipDuplicates: true });
      events.publish("session.ended", { userId: viewer.id, tokenId });
    });
    return true;
  }

  /** Checks the old password, stores the new one and revokes every token issued before. */
  async changePassword(viewer: Viewer, input: PasswordChange): Promise<Authenticated> {
    const fields = parseInput(rules.changePasswordInput, input);
    const { prisma, passwords, tokens } = this.deps;
    const current = await prisma.user.findUniqueOrThrow({ where: { id: viewer.id } });
    if (!(await passwords.verify(fields.oldPassword, current.passwordHash)))
      throw ValidationError.of("oldPassword", "WRONG_PASSWORD");
    const passwordHash = await passwords.hash(fields.newPassword);
    // Only if no other change landed since we read: the loser of two concurrent changes holds
    // a token the winner just revoked. Open realtime connections (any node) still hold an older
    // token: the event that ends them commits with the change.
    const user = await prisma.$transaction(async (tx) => {
      const { count } = await tx.user.updateMany({
        where: { id: viewer.id, tokenVersion: current.tokenVersion },
        data: { passwordHash, tokenVersion: { increment: 1 } },
      });
      if (count === 0) throw new UnauthenticatedError("Your password was just changed in another session. Please log in again.");
      const changed = await tx.user.findUniqueOrThrow({ where: { id: viewer.id } });
      await storeEvents(tx, [{ type: "user.passwordChanged", payload: { userId: changed.id, tokenVersion: changed.tokenVersion } }]);
      return changed;
    }, TRANSACTION_OPTIONS);
    this.deps.bus.committed();
    return { user, token: await tokens.issue(user.id, user.tokenVersion) };
  }

  /** ValidationError naming what someone else has already: the username (any case), the email (when given). */
  private async assertAvailable(username: string, email: string | null) {
    const taken = await this.deps.prisma.user.findMany({
      where: { OR: [{ usernameKey: rules.usernameKey(username) }, ...(email === null ? [] : [{ email }])] },
      select: { usernameKey: true, email: true },
    });
    const errors: FieldError[] = [];
    if (taken.some((u) => u.usernameKey === rules.usernameKey(username))) errors.push({ field: "username", reason: "USERNAME_TAKEN" });
    if (taken.some((u) => u.email === email)) errors.push({ field: "email", reason: "EMAIL_TAKEN" });
    ValidationError.throwIfAny(errors);
  }
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
