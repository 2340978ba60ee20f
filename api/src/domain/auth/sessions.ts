// Who is calling: a token becomes a Viewer only if it verifies, names an existing user and
// carries that user's current token version (a password change revokes older tokens).
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { UnauthenticatedError } from "../errors.ts";
import { isId } from "../ids.ts";
import type { TokenClaims, Tokens } from "./tokens.ts";

export interface Viewer {
  id: string;
  username: string;
}

/** A viewer and the token version that proved them (realtime faces end it when a later password change revokes it). */
export interface Session {
  viewer: Viewer;
  tokenVersion: number;
}

export class Sessions {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly tokens: Tokens,
  ) {}

  async fromToken(token: string | undefined | null): Promise<Viewer | null> {
    return (await this.sessionFromToken(token))?.viewer ?? null;
  }

  async sessionFromToken(token: string | undefined | null): Promise<Session | null> {
    if (!token) return null;
    const claims = await this.tokens.verify(token);
    const viewer = claims && (await this.fromClaims(claims));
    return viewer ? { viewer, tokenVersion: claims.ver } : null;
  }

  async fromClaims(claims: TokenClaims): Promise<Viewer | null> {
    if (!isId(claims.sub)) return null;
    const user = await this.prisma.user.findUnique({
      where: { id: claims.sub },
      select: { id: true, username: true, tokenVersion: true },
    });
    if (!user || user.tokenVersion !== claims.ver) return null;
    return { id: user.id, username: user.username };
  }
}

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}
