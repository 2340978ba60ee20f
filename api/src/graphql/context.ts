import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Domain } from "../domain/domain.ts";
import type { Session, Viewer } from "../domain/auth/sessions.ts";

export interface GraphQLContext {
  domain: Domain;
  /**
   * The client the Pothos Prisma plugin loads a selection's relations with (a post's author, a
   * conversation's messages), batched per field. Resolvers never read it: they ask the domain
   * (a lint rule holds them to it).
   */
  relations: PrismaClient;
  /** null without a token (a token that proves nobody refuses the whole request: bearer-token.ts) */
  viewer: Viewer | null;
  /** the token that proved `viewer` (null with it): logOut revokes it, a password change revokes every older one */
  session: Session | null;
  /** identifies the caller for throttling (client IP address) */
  clientKey: string;
  /** the request's User-Agent header (null: none sent): names the session a log-in starts */
  userAgent: string | null;
  /** the request's Idempotency-Key header (idempotency-key.ts), or null */
  idempotencyKey: string | null;
}

/** The rows the caller may see, read by ids an operation or an event named (domain/rows.ts). */
export const rowsOf = (ctx: GraphQLContext) => ctx.domain.rowsFor(ctx.viewer);
