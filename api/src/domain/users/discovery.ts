// Finding people: typeahead search and suggestions.
import { z } from "zod";
import type { Prisma, PrismaClient, User } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ValidationError } from "../errors.ts";
import { inShape, withFields, type QueryShape } from "../pagination.ts";
import { text } from "../text.ts";
import { parseInput } from "../validation.ts";
import { userPolicy } from "../policies/users.ts";
import { usernameKey } from "./rules.ts";

export const SEARCH_MAX = 20;
export const SUGGESTIONS_MAX = 30;
/** friends of friends: how many of the viewer's follows, and of each of theirs, are counted */
export const FOF_FOLLOWEES = 50;
export const FOF_EACH = 50;

/** the greatest code point (a noncharacter): in byte order, prefix + it is above every name that starts with prefix */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

function inOrder(users: User[], ids: string[]): User[] {
  const order = new Map(ids.map((id, i) => [id, i]));
  return users.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/**
 * Prisma filter for users: the profiles `viewerId` finds by id or name, on every face (userPolicy.profile):
 * an active account that did not block them. Someone the viewer blocked is found, so their profile
 * can offer to unblock them; what they wrote stays hidden.
 */
export function profilesFoundBy(viewerId: string | null | undefined) {
  return userPolicy.profile.where(viewerId) satisfies Prisma.UserWhereInput;
}

const searchInput = z.object({ query: text() });
const usernameInput = z.object({ username: text() });

function limit(first: number, max: number): number {
  if (!Number.isInteger(first) || first < 1 || first > max)
    throw ValidationError.of("first", "PAGE_SIZE_OUT_OF_RANGE", max);
  return first;
}

export class Discovery {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Case-insensitive prefix match on username or name, for a typeahead: the exact username
   * first, then username prefixes (shortest first), then name prefixes.
   */
  async search(viewer: Viewer | null, query: string, first: number, shape: QueryShape = {}): Promise<User[]> {
    const take = limit(first, SEARCH_MAX);
    parseInput(searchInput, { query });
    const key = usernameKey(query);
    if (!key) return [];
    // a range on the unique usernameKey index (a prefix LIKE could not use it under a non-C collation)
    const usernameMatches = await this.prisma.user.findMany({
      ...withFields(shape, { usernameKey: true }),
      where: { usernameKey: { gte: key, lt: `${key}\uffff` }, ...userPolicy.where(viewer?.id) },
      orderBy: { usernameKey: "asc" },
      take,
    });
    const byUsername = inShape<User[]>(usernameMatches).sort((a, b) => a.usernameKey.length - b.usernameKey.length);
    if (byUsername.length >= take) return byUsername;
    const prefix = query.trim();
    // a byte-order range on the lower(name) index (migration user_name_prefix), read in its order
    // so a common prefix stops at the page. In byte order, the strings from prefix up to prefix +
    // LAST_CHARACTER are the ones that start with it, % and _ included as themselves. PostgreSQL
    // lowers both sides, so the case folding is the database's, as ILIKE's was.
    const named = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT id FROM "User"
      WHERE lower(name) ~>=~ lower(${prefix}) AND lower(name) ~<~ (lower(${prefix}) || ${LAST_CHARACTER})
        AND id <> ALL(${byUsername.map((u) => u.id)}::uuid[]) AND ${userPolicy.sql("User", viewer?.id)}
      ORDER BY lower(name) USING ~<~, id
      LIMIT ${take - byUsername.length}`;
    if (!named.length) return byUsername;
    const ids = named.map((r) => r.id);
    const byName = inShape<User[]>(await this.prisma.user.findMany({ ...shape, where: { id: { in: ids } } }));
    return [...byUsername, ...inOrder(byName, ids)];
  }

  /**
   * A person by id; null for nobody. A deleted account's stand-in only for the viewer who shares a
   * conversation with it (their chat opens it, to read it): to anyone else it is nobody. Someone
   * who blocked the viewer is nobody to them; someone the viewer blocked is found (their profile
   * offers to unblock), though nothing they wrote is (profilesFoundBy).
   */
  byId(id: string, viewer: Viewer | null, shape: QueryShape = {}): Promise<User | null> {
    const counterpart = viewer
      ? [
          { conversationsAsLow: { some: { highUserId: viewer.id } } },
          { conversationsAsHigh: { some: { lowUserId: viewer.id } } },
        ]
      : [];
    return inShape<Promise<User | null>>(
      this.prisma.user.findFirst({
        ...shape,
        where: { id, OR: [profilesFoundBy(viewer?.id), ...counterpart] },
      }),
    );
  }

  /** Any case, as usernames are unique. */
  byUsername(viewer: Viewer | null, username: string, shape: QueryShape = {}): Promise<User | null> {
    parseInput(usernameInput, { username });
    return inShape<Promise<User | null>>(
      this.prisma.user.findFirst({
        ...shape,
        where: { usernameKey: usernameKey(username), ...profilesFoundBy(viewer?.id) },
      }),
    );
  }

  /** Exact, case-sensitive username (v1's search-user contract): nobody on either side of a block. */
  byExactUsername(viewer: Viewer | null, username: string, shape: QueryShape = {}): Promise<User | null> {
    parseInput(usernameInput, { username });
    // the unique usernameKey index finds the one candidate; username then checks the exact spelling
    return inShape<Promise<User | null>>(
      this.prisma.user.findFirst({
        ...shape,
        where: { usernameKey: usernameKey(username), username, ...userPolicy.where(viewer?.id) },
      }),
    );
  }

  /**
   * People the viewer neither is nor follows: first those followed by the people the viewer
   * follows (most such followers first), then the most followed overall.
   *
   * Friends of friends are counted over a sample with a fixed bound, so a home page costs the same
   * whoever looks: the viewer's FOF_FOLLOWEES most recent follows, and the FOF_EACH most recent
   * follows of each (an index walk apiece). Exact for anyone under those numbers; counting every
   * follow of every followee grows with the square of the follow count. The most followed come
   * from the followerCount counter's index, never from counting the Follow table.
   */
  async suggestions(viewer: Viewer, first: number, shape: QueryShape = {}): Promise<User[]> {
    const take = limit(first, SUGGESTIONS_MAX);
    const ranked = await this.prisma.$queryRaw<{ id: string }[]>`
      WITH mine AS (SELECT "followeeId" AS id, "createdAt" FROM "Follow" WHERE "followerId" = ${viewer.id}::uuid),
      recent AS (SELECT id FROM mine ORDER BY "createdAt" DESC LIMIT ${FOF_FOLLOWEES})
      SELECT theirs."followeeId" AS id
      FROM recent
      CROSS JOIN LATERAL (
        SELECT f."followeeId" FROM "Follow" f
        WHERE f."followerId" = recent.id
        ORDER BY f."createdAt" DESC
        LIMIT ${FOF_EACH}
      ) theirs
      WHERE theirs."followeeId" <> ${viewer.id}::uuid
        AND theirs."followeeId" NOT IN (SELECT id FROM mine)
      GROUP BY theirs."followeeId"
      ORDER BY count(*) DESC, theirs."followeeId"
      LIMIT ${take}`;
    const ids = ranked.map((r) => r.id);
    if (ids.length < take) {
      const popular = await this.prisma.$queryRaw<{ id: string }[]>`
        SELECT u.id FROM "User" u
        WHERE u.id <> ${viewer.id}::uuid AND ${userPolicy.sql("u", viewer.id)}
          AND NOT EXISTS (SELECT 1 FROM "Follow" m WHERE m."followerId" = ${viewer.id}::uuid AND m."followeeId" = u.id)
          AND u.id <> ALL(${ids}::uuid[])
        ORDER BY u."followerCount" DESC, u."createdAt" DESC, u.id DESC
        LIMIT ${take - ids.length}`;
      ids.push(...popular.map((r) => r.id));
    }
    const users = inShape<User[]>(
      await this.prisma.user.findMany({
        ...shape,
        where: { id: { in: ids }, ...userPolicy.where(viewer.id) },
      }),
    );
    return inOrder(users, ids);
  }
}
