// The second half of the username_skeleton migration: the skeleton of every account made before
// it (the skeleton needs Unicode's data and JavaScript's normalization, which SQL has not).
// Oldest first, so where two existing names already look alike the older keeps its skeleton and
// the newer keeps its name with none (never renamed, never locked out; it claims its skeleton
// once the older name is gone). Run by every node at start: each update is conditional, so nodes
// starting together fill each account once.
import { Prisma, type PrismaClient } from "../../generated/prisma/client.ts";
import { isUniqueViolation } from "../database-failures.ts";
import { usernameSkeleton } from "./skeleton.ts";

const BATCH = 500;

interface Claim {
  id: string;
  skeleton: string;
}

/** Fills what is missing; resolves with the number of accounts left without one (look-alikes of older names). */
export async function fillMissingUsernameSkeletons(prisma: PrismaClient): Promise<number> {
  let keptWithout = 0;
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const users = await prisma.user.findMany({
      where: {
        usernameSkeleton: null,
        ...(after && {
          OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }],
        }),
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, username: true, createdAt: true },
      take: BATCH,
    });
    if (users.length)
      keptWithout += await claimBatch(
        prisma,
        users.map((user) => ({ id: user.id, skeleton: usernameSkeleton(user.username) })),
      );
    if (users.length < BATCH) return keptWithout;
    after = users.at(-1)!;
  }
}

/** Claims the batch's skeletons (oldest first); resolves with how many of its accounts are left without one. */
async function claimBatch(prisma: PrismaClient, claims: Claim[]): Promise<number> {
  // the first (oldest) of each skeleton only: the later ones of the batch already look like it
  const seen = new Set<string>();
  const firsts = claims.filter((claim) => !seen.has(claim.skeleton) && seen.add(claim.skeleton));
  await claimAll(prisma, firsts).catch(async (error: unknown) => {
    // a node starting at the same time claimed one of them meanwhile: one at a time, then
    if (!isUniqueViolation(error)) throw error;
    for (const claim of firsts)
      await claimAll(prisma, [claim]).catch((e: unknown) => (isUniqueViolation(e) ? 0 : Promise.reject(e)));
  });
  return prisma.user.count({ where: { id: { in: claims.map((claim) => claim.id) }, usernameSkeleton: null } });
}

/** One statement: each account gets its skeleton unless another account holds it. */
function claimAll(prisma: PrismaClient, claims: Claim[]): Promise<number> {
  const rows = Prisma.join(claims.map((claim) => Prisma.sql`(${claim.id}::uuid, ${claim.skeleton})`));
  return prisma.$executeRaw`
    UPDATE "User" AS u SET "usernameSkeleton" = v.skeleton
    FROM (VALUES ${rows}) AS v(id, skeleton)
    WHERE u."id" = v.id AND u."usernameSkeleton" IS NULL
      AND NOT EXISTS (SELECT 1 FROM "User" AS o WHERE o."usernameSkeleton" = v.skeleton)`;
}
