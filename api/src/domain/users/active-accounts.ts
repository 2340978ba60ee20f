// Accounts people hold and may be seen, as opposed to the stand-ins deleted accounts leave
// (User.deletedAt set, domain/account/deleted-account-stand-in.ts) and accounts a moderator
// suspended (User.suspendedAt set, domain/moderation). A stand-in only keeps a deleted account's
// place in other people's conversations and games; a suspended account is hidden until its
// suspension is lifted. Every lookup of people (by id, by username, search, suggestions) and every
// action aimed at someone (follow, message, invite) finds either as it finds nobody, and what a
// suspended account wrote (posts, comments) is hidden with it (BY_ACTIVE_ACCOUNT). Moderators see
// it on the moderation page (domain/moderation/moderation-queue.ts), which reads it directly.
import { Prisma } from "../../generated/prisma/client.ts";

/** Prisma filter: a person who may be seen, neither a deleted account's stand-in nor suspended. */
export const ACTIVE_ACCOUNT = { deletedAt: null, suspendedAt: null } as const;

/** Prisma filter for posts and comments: written by an account that may be seen. */
export const BY_ACTIVE_ACCOUNT = { author: ACTIVE_ACCOUNT } as const;

/** SQL: the "User" row `alias` is an account that may be seen (ACTIVE_ACCOUNT in raw queries). */
export function activeAccountSql(alias: string): Prisma.Sql {
  const user = Prisma.raw(`"${alias}"`);
  return Prisma.sql`${user}."deletedAt" IS NULL AND ${user}."suspendedAt" IS NULL`;
}
