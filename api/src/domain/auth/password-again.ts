// The password asked again before a change that protects the account (a second factor turned on
// or off, a passkey added or removed): a session someone else holds cannot make it. Wrong
// passwords count against the account's guesses, the same budget as wrong second-factor codes.
import type { PrismaClient, User } from "../../generated/prisma/client.ts";
import { ForbiddenError, UnauthenticatedError, ValidationError } from "../errors.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { Passwords } from "./passwords.ts";
import type { Session } from "./session-types.ts";

export class PasswordAgain {
  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      passwords: Passwords;
      /** wrong passwords and wrong codes per account, in Settings and at the second step alike */
      guesses: RateLimit;
    },
  ) {}

  /** The account, once `password` is its own; refused with WRONG_PASSWORD (or PASSWORD_REQUIRED) otherwise. */
  async check(session: Session, password: string, forbidden: AccessTokenRefusal): Promise<User> {
    const viewer = logInOnly(session, forbidden);
    const user = await this.deps.prisma.user.findUnique({ where: { id: viewer.id } });
    if (!user) throw new UnauthenticatedError();
    if (!password) throw ValidationError.of("password", "PASSWORD_REQUIRED");
    await this.deps.guesses.take(user.id);
    if (!(await this.deps.passwords.verify(password, user.passwordHash)))
      throw ValidationError.of("password", "WRONG_PASSWORD");
    await this.deps.guesses.clear(user.id);
    return user;
  }

  /** Wrong codes count where wrong passwords do. */
  get guesses(): RateLimit {
    return this.deps.guesses;
  }
}

type AccessTokenRefusal = "ACCESS_TOKEN_CANNOT_MANAGE_TWO_STEP" | "ACCESS_TOKEN_CANNOT_MANAGE_PASSKEYS";

/** Only a log-in manages how the account signs in: a personal access token (a tool) cannot. */
export function logInOnly(session: Session, forbidden: AccessTokenRefusal) {
  if (session.credential !== "LOG_IN") throw new ForbiddenError(forbidden);
  return session.viewer;
}
