// Finding people: typeahead search and suggestions.
import type { PrismaClient, User } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ValidationError } from "../errors.ts";
import { withFields, type QueryShape } from "../pagination.ts";
import { usernameKey } from "./rules.ts";

export const SEARCH_MAX = 20;
export const SUGGESTIONS_MAX = 30;

function limit(first: number, max: number): number {
  if (!Number.isInteger(first) || first < 1 || first > max) throw ValidationError.field("first", `first must be between 1 and ${max}.`);
  return first;
}

export class Discovery {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Case-insensitive prefix match on username or name, for a typeahead: the exact username
   * first, then username prefixes (shortest first), then name prefixes.
   */
  async search(query: string, first: number, shape: QueryShape = {}): Promise<User[]> {
    const take = limit(first, SEARCH_MAX);
    const key = usernameKey(query);
    if (!key) return [];
    // a range on the unique usernameKey index (a prefix LIKE could not use it under a non-C collation)
    const usernameMatches = await this.prisma.user.findMany({
      ...withFields(shape, { usernameKey: true }),
      where: { usernameKey: { gte: key, lt: `${key}\uffff` } },
      orderBy: { usernameKey: "asc" },
      take,
    });
    const byUsername = (usernameMatches as User[]).sort((a, b) => a.usernameKey.length - b.usernameKey.length);
    if (byUsername.length >= take) return byUsername;
    const byName = (await this.prisma.user.findMany({
      ...shape,
      where: { name: { startsWith: query.trim(), mode: "insensitive" }, id: { notIn: byUsername.map((u) => u.id) } },
      orderBy: { name: "asc" },
      take: take - byUsername.length,
    })) as User[];
    return [...byUsername, ...byName];
  }

  /** Exact, case-sensitive username (v1's search-user contract). */
  byExactUsername(username: string, shape: QueryShape = {}): Promise<User | null> {
    // the unique usernameKey index finds the one candidate; username then checks the exact spelling
    return this.prisma.user.findFirst({ ...shape, where: { usernameKey: usernameKey(username), username } }) as Promise<User | null>;
  }

  /**
   * People the viewer neither is nor follows: first those followed by the people the viewer
   * follows (most such followers first), then the most followed overall.
   */
  async suggestions(viewer: Viewer, first: number, shape: QueryShape = {}): Promise<User[]> {
    const take = limit(first, SUGGESTIONS_MAX);
    const ranked = await this.prisma.$queryRaw<{ id: string }[]>`
      WITH mine AS (SELECT "followeeId" AS id FROM "Follow" WHERE "followerId" = ${viewer.id}::uuid)
      SELECT f."followeeId" AS id
      FROM "Follow" f
      WHERE f."followerId" IN (SELECT id FROM mine)
        AND f."followeeId" <> ${viewer.id}::uuid
        AND f."followeeId" NOT IN (SELECT id FROM mine)
      GROUP BY f."followeeId"
      ORDER BY count(*) DESC, f."followeeId"
      LIMIT ${take}`;
    const ids = ranked.map((r) => r.id);
    if (ids.length < take) {
      const popular = await this.prisma.$queryRaw<{ id: string }[]>`
        SELECT u.id FROM "User" u
        LEFT JOIN "Follow" f ON f."followeeId" = u.id
        WHERE u.id <> ${viewer.id}::uuid
          AND NOT EXISTS (SELECT 1 FROM "Follow" m WHERE m."followerId" = ${viewer.id}::uuid AND m."followeeId" = u.id)
          AND u.id <> ALL(${ids}::uuid[])
        GROUP BY u.id
        ORDER BY count(f.id) DESC, u."createdAt" DESC
        LIMIT ${take - ids.length}`;
      ids.push(...popular.map((r) => r.id));
    }
    const users = (await this.prisma.user.findMany({ ...shape, where: { id: { in: ids } } })) as User[];
    const order = new Map(ids.map((id, i) => [id, i]));
    return users.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }
}
