// Links mailed to people: to confirm an address (24 hours), a new address (24 hours) or to set a
// new password (1 hour). Each carries a token of 256 random bits; only its SHA-256 is stored, so
// whoever reads the database opens no link. A link works once: following it marks it used in
// the statement that checks it, so two clicks at once cannot both pass.
import crypto from "node:crypto";
import type { AccountLinkPurpose, Prisma } from "../../generated/prisma/client.ts";
import { AccountLinkError } from "../errors.ts";

export const LINK_LIFETIME_HOURS: Record<AccountLinkPurpose, number> = {
  VERIFY_EMAIL: 24,
  CHANGE_EMAIL: 24,
  RESET_PASSWORD: 1,
};

/** Far longer than any token we make (43 characters): a longer one is no token of ours, and is not hashed. */
const TOKEN_MAX = 100;

export const hashLinkToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** A fresh token: what the mail's link carries. */
export const newLinkToken = () => crypto.randomBytes(32).toString("base64url");

export interface LinkFor {
  userId: string;
  purpose: AccountLinkPurpose;
  /** the address the link is mailed to */
  email: string;
}

/** Stores a link for `token` within `tx`, valid for its purpose's lifetime from now. */
export async function storeLink(tx: Prisma.TransactionClient, token: string, link: LinkFor): Promise<void> {
  await tx.accountLink.create({
    data: {
      ...link,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(Date.now() + LINK_LIFETIME_HOURS[link.purpose] * 3600_000),
    },
  });
}

/** The link as following it found it: whose, what for, and the address it was mailed to. */
export interface FollowedLink {
  userId: string;
  purpose: AccountLinkPurpose;
  email: string;
}

/**
 * Marks the link of `token` used, within `tx`, if it is for one of `purposes`, and answers whose
 * it is; throws AccountLinkError (LINK_INVALID, LINK_EXPIRED, LINK_USED) when it opens nothing,
 * marking nothing. A link of a deleted account is no link.
 */
export async function followLink(
  tx: Prisma.TransactionClient,
  token: string,
  purposes: AccountLinkPurpose[],
): Promise<FollowedLink> {
  if (typeof token !== "string" || token.length === 0 || token.length > TOKEN_MAX)
    throw new AccountLinkError("LINK_INVALID");
  const tokenHash = hashLinkToken(token);
  const [followed] = await tx.$queryRaw<FollowedLink[]>`
    UPDATE "AccountLink" AS l SET "usedAt" = clock_timestamp()
    FROM "User" AS u
    WHERE l."tokenHash" = ${tokenHash} AND l."purpose"::text = ANY(${purposes}::text[]) AND u."id" = l."userId"
      AND u."deletedAt" IS NULL AND l."usedAt" IS NULL AND l."expiresAt" > clock_timestamp()
    RETURNING l."userId", l."purpose", l."email"`;
  if (followed) return followed;
  // why not: told apart only now that nothing was changed (the token is unguessable, so telling leaks nothing)
  const link = await tx.accountLink.findFirst({
    where: { tokenHash, purpose: { in: purposes }, user: { deletedAt: null } },
    select: { usedAt: true },
  });
  throw new AccountLinkError(!link ? "LINK_INVALID" : link.usedAt ? "LINK_USED" : "LINK_EXPIRED");
}

/** Whether the link of `token` still opens something (unused, unexpired): a mail whose link does not is not sent. */
export async function linkStillOpens(tx: Prisma.TransactionClient, token: string): Promise<boolean> {
  const link = await tx.accountLink.findFirst({
    where: { tokenHash: hashLinkToken(token), usedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true },
  });
  return link !== null;
}

/** Ends the account's unused links of `purpose` (a newer one replaces them, or what they were for is done). */
export async function retireLinks(
  tx: Prisma.TransactionClient,
  userId: string,
  purposes: AccountLinkPurpose[],
): Promise<void> {
  await tx.accountLink.updateMany({
    where: { userId, purpose: { in: purposes }, usedAt: null },
    data: { usedAt: new Date() },
  });
}
