// Who is calling: a token becomes a Viewer only if it verifies, names an existing user and
// carries that user's current token version (a password change revokes older tokens).
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { UnauthenticatedError } from "../errors.ts";
import { isId } from "../ids.ts";
import type { TokenClaims, TokenRejection, Tokens } from "./tokens.ts";

export interface Viewer {
  id: string;
  username: string;
}

/** A viewer and the token version that proved them (realtime faces end it when a later password change revokes it). */
export interface Session {
  viewer: Viewer;
  tokenVersion: number;
}

/** What a token a client sent proves: a session, or why it proves none. */
export type SessionCheck = { session: Session } | { rejected: TokenRejection };

export class Sessions {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly tokens: Tokens,
  ) {}

  async fromToken(token: string | undefined | null): Promise<Viewer | null> {
    return (await this.sessionFromToken(token))?.viewer ?? null;
  }

  /** The session a token proves; null for no token and for one that proves nothing. */
  async sessionFromToken(token: string | undefined | null): Promise<Session | null> {
    if (!token) return null;
    const checked = await this.check(token);
    return "session" in checked ? checked.session : null;
  }

  async check(token: string): Promise<SessionCheck> {
    const read = await this.tokens.read(token);
    return "claims" in read ? this.fromClaims(read.claims) : read;
  }

  /** Claims already verified (the GraphQL face's JWT plugin checks signatures and expiry). */
  async fromClaims(claims: TokenClaims): Promise<SessionCheck> {
    if (!isId(claims.sub)) return { rejected: "TOKEN_INVALID" };
    const user = await this.prisma.user.findUnique({
      where: { id: claims.sub },
      select: { id: true, username: true, tokenVersion: true },
    });
    // a removed user's tokens and those a password change replaced are revoked alike
    if (!user || user.tokenVersion !== claims.ver) return { rejected: "TOKEN_REVOKED" };
    return { session: { viewer: { id: user.id, username: user.username }, tokenVersion: claims.ver } };
  }
}

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}
