// Who moderates: accounts whose role is MODERATOR. The role is given and taken only by the admin
// command on the server (api/scripts/admin.ts, `npm run admin -- grant <username>`), never by an
// API: no face has an operation that changes it.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ForbiddenError } from "../errors.ts";

export async function isModerator(prisma: PrismaClient, viewer: Viewer | null): Promise<boolean> {
  if (!viewer) return false;
  const user = await prisma.user.findUnique({ where: { id: viewer.id }, select: { role: true } });
  return user?.role === "MODERATOR";
}

/**
 * NOT_A_MODERATOR unless the viewer moderates; read afresh each time, so a revoked role stops at
 * once. Resolves to the moderator as the audit log names them (their username now).
 */
export async function requireModerator(
  prisma: PrismaClient,
  viewer: Viewer,
): Promise<{ id: string; username: string }> {
  const user = await prisma.user.findUnique({ where: { id: viewer.id }, select: { role: true, username: true } });
  if (user?.role !== "MODERATOR") throw new ForbiddenError("NOT_A_MODERATOR");
  return { id: viewer.id, username: user.username };
}

/** The admin command's list: every moderator (suspended ones too), by username. */
export function listModerators(prisma: PrismaClient): Promise<{ username: string; suspendedAt: Date | null }[]> {
  return prisma.user.findMany({
    where: { role: "MODERATOR", deletedAt: null },
    orderBy: { usernameKey: "asc" },
    select: { username: true, suspendedAt: true },
  });
}

/** The admin command's work: gives or takes the role; false when no (active or suspended) account has that username. */
export async function setModerator(prisma: PrismaClient, usernameKey: string, moderator: boolean): Promise<boolean> {
  const { count } = await prisma.user.updateMany({
    where: { usernameKey, deletedAt: null },
    data: { role: moderator ? "MODERATOR" : "MEMBER" },
  });
  return count > 0;
}
