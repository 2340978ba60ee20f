// The leaderboard: each player's wins, draws and losses (PlayerStats, written by the transaction
// that ends a game), best first: most wins, then most draws, then fewest losses. Over everyone
// who has played, or over the viewer and the people they follow. Keyset pages on that order.
import type { PlayerStats, PrismaClient } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ValidationError } from "../errors.ts";
import { isId } from "../ids.ts";
import { pageSize, toPage, type Page, type PageArgs, type QueryShape } from "../pagination.ts";

export type LeaderboardScope = "EVERYONE" | "FOLLOWING";

interface Standing {
  wins: number;
  draws: number;
  losses: number;
  userId: string;
}

export function encodeStandingCursor(row: Standing): string {
  return Buffer.from(JSON.stringify([row.wins, row.draws, row.losses, row.userId])).toString("base64url");
}

function decodeStandingCursor(cursor: string): Standing {
  try {
    const [wins, draws, losses, userId] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (![wins, draws, losses].every((n) => Number.isSafeInteger(n)) || typeof userId !== "string" || !isId(userId))
      throw new Error("bad cursor");
    return { wins: wins as number, draws: draws as number, losses: losses as number, userId };
  } catch {
    throw ValidationError.of("after", "INVALID_CURSOR");
  }
}

/** Prisma filter: rows after `s` in the leaderboard's order. */
function after(s: Standing) {
  return {
    OR: [
      { wins: { lt: s.wins } },
      { wins: s.wins, draws: { lt: s.draws } },
      { wins: s.wins, draws: s.draws, losses: { gt: s.losses } },
      { wins: s.wins, draws: s.draws, losses: s.losses, userId: { gt: s.userId } },
    ],
  };
}

export class Leaderboard {
  constructor(private readonly prisma: PrismaClient) {}

  /** A page of standings; `shape` is what the caller selects of each row's user. */
  async page(
    viewer: Viewer | null,
    scope: LeaderboardScope,
    args: PageArgs,
    userShape: QueryShape = {},
  ): Promise<Page<PlayerStats>> {
    const size = pageSize(args.first);
    const from = args.after ? decodeStandingCursor(args.after) : null;
    const rows = await this.prisma.playerStats.findMany({
      where: { AND: [scope === "FOLLOWING" ? viewerAndFollowees(viewer) : {}, from ? after(from) : {}] },
      orderBy: [{ wins: "desc" }, { draws: "desc" }, { losses: "asc" }, { userId: "asc" }],
      take: size + 1,
      include: { user: userShape.select ? { select: userShape.select } : true },
    });
    return toPage(rows as PlayerStats[], size);
  }

  /** A player's record (zeros before their first game). */
  async record(userId: string): Promise<Omit<Standing, "userId">> {
    const stats = await this.prisma.playerStats.findUnique({ where: { userId } });
    return { wins: stats?.wins ?? 0, draws: stats?.draws ?? 0, losses: stats?.losses ?? 0 };
  }
}

/** Prisma filter: the viewer and the people they follow (nobody without a viewer). */
function viewerAndFollowees(viewer: Viewer | null) {
  if (!viewer) return { userId: { in: [] } };
  return { OR: [{ userId: viewer.id }, { user: { followers: { some: { followerId: viewer.id } } } }] };
}
