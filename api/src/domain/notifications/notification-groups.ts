// The bell shows notifications in groups, decided at read time: the likes of one post are one
// entry ("alice and 3 others liked your post"), so are the comments on one post, and the follows
// of one day (UTC); a mention, an invitation, a rematch offer and a report's outcome stand alone.
// Grouping at read time keeps one stored row per action (the v1 face, the flat `notifications`
// list and the retraction rules keep working on rows) and lets a group grow, shrink and regroup
// with no second table to keep true. A group is as new as its newest notification and unread
// while any of its notifications is; its key says which group it is, in the SQL and here alike.
//
// Cost: one statement aggregates the recipient's listed notifications (their bell index) per
// page; a person's notifications are bounded by what others did to them, which is what a page of
// groups summarizes anyway.
import { Prisma, type Notification, type NotificationKind, type PrismaClient } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import {
  inShape,
  decodeCursor,
  keyset,
  pageSize,
  toPage,
  type Page,
  type PageArgs,
  type QueryShape,
} from "../pagination.ts";
import { notificationPolicy } from "../policies/notifications.ts";

/** How many of a group's people it names (the newest first); the rest are counted. */
export const NAMED_ACTORS = 3;

export interface NotificationGroup {
  /** which group: "LIKE.<postId>", "COMMENT.<postId>", "FOLLOW.<yyyy-mm-dd>" or "ONE.<notificationId>" */
  key: string;
  kind: NotificationKind;
  /** the liked or commented post; null for follows */
  postId: string | null;
  /** when its newest notification was created */
  latestAt: Date;
  /** its newest notification (the one a lone notification's group holds) */
  latestNotificationId: string;
  /** the distinct people in it */
  actorCount: number;
  /** its newest people, newest first, NAMED_ACTORS at most */
  latestActorIds: string[];
  /** whether every notification in it has been read */
  read: boolean;
}

const GROUP_PHRASES: Partial<Record<NotificationKind, string>> = {
  LIKE: "liked your post",
  COMMENT: "commented on your post",
  FOLLOW: "followed you",
};

/**
 * What the bell shows of a LIKE, COMMENT or FOLLOW group: "ada liked your post", "ada and bob
 * liked your post", "ada and 3 others liked your post" (`usernames`: its newest people first).
 * Other kinds stand alone: their notification's own message (notificationMessage) says them.
 */
export function groupMessage(kind: NotificationKind, usernames: readonly string[], actorCount: number): string | null {
  const phrase = GROUP_PHRASES[kind];
  const [newest, second] = usernames;
  if (!phrase || !newest) return null;
  if (actorCount <= 1) return `${newest} ${phrase}`;
  if (actorCount === 2 && second) return `${newest} and ${second} ${phrase}`;
  return `${newest} and ${actorCount - 1} others ${phrase}`;
}

/** Kinds grouped by post: each is one person's standing relation or remark on it. */
const BY_POST = new Set<NotificationKind>(["LIKE", "COMMENT"]);

/** The key of the group `n` belongs to (groupKeySql says the same in SQL). */
export function groupKeyOf(n: Pick<Notification, "id" | "kind" | "postId" | "createdAt">): string {
  if (BY_POST.has(n.kind) && n.postId) return `${n.kind}.${n.postId}`;
  if (n.kind === "FOLLOW") return `FOLLOW.${n.createdAt.toISOString().slice(0, 10)}`;
  return `ONE.${n.id}`;
}

const groupKeySql = Prisma.sql`CASE
  WHEN n.kind IN ('LIKE', 'COMMENT') AND n."postId" IS NOT NULL THEN n.kind::text || '.' || n."postId"::text
  WHEN n.kind = 'FOLLOW' THEN 'FOLLOW.' || to_char(n."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD')
  ELSE 'ONE.' || n.id::text END`;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const KEY = new RegExp(`^(?:(LIKE|COMMENT)\\.(${UUID})|FOLLOW\\.(\\d{4}-\\d{2}-\\d{2})|ONE\\.(${UUID}))$`);

/** The notifications of the group `key` names, as a Prisma filter; null for a key no group has. */
export function groupMembers(key: string): Prisma.NotificationWhereInput | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, kind, postId, day, id] = match;
  if (kind) return { kind: kind as NotificationKind, postId };
  if (id) return { id };
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime())) return null;
  return { kind: "FOLLOW", createdAt: { gte: start, lt: new Date(start.getTime() + 86_400_000) } };
}

interface GroupRow {
  key: string;
  kind: NotificationKind;
  postId: string | null;
  latestAt: Date;
  latestId: string;
  actorCount: number;
  latestActorIds: string;
  read: boolean;
}

/** The bell's groups: pages of them, one by its key, their counts, and the notifications in one. */
export class NotificationGroups {
  constructor(private readonly prisma: PrismaClient) {}

  /** The viewer's groups, newest first; with `unreadOnly`, those with an unread notification. */
  async page(viewer: Viewer, args: PageArgs, { unreadOnly = false } = {}): Promise<Page<NotificationGroup>> {
    const size = pageSize(args.first);
    const after = args.after ? decodeCursor(args.after) : null;
    const conditions = [
      after ? Prisma.sql`("latestAt", "latestId") < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : null,
      unreadOnly ? Prisma.sql`NOT read` : null,
    ].filter((c): c is Prisma.Sql => c !== null);
    const rows = await this.groups(viewer, conditions, size + 1);
    return toPage(rows, size);
  }

  /** One group of the viewer's; null when it has no notification (any more). */
  async get(viewer: Viewer, key: string): Promise<NotificationGroup | null> {
    if (!groupMembers(key)) return null;
    const [group] = await this.groups(viewer, [Prisma.sql`key = ${key}`], 1);
    return group ?? null;
  }

  /** How many groups `page` lists over all its pages. */
  async count(viewer: Viewer, { unreadOnly = false } = {}): Promise<number> {
    const unread = unreadOnly ? Prisma.sql`AND n."readAt" IS NULL` : Prisma.empty;
    const [row] = await this.prisma.$queryRaw<{ count: number }[]>`
      SELECT count(DISTINCT ${groupKeySql})::int AS count FROM ${listedSql(viewer)} ${unread}`;
    return row?.count ?? 0;
  }

  /** The badge: groups holding an unread notification. */
  unreadCount(viewer: Viewer): Promise<number> {
    return this.count(viewer, { unreadOnly: true });
  }

  /**
   * The notifications in the viewer's group `key`, newest first (its names, expanded); empty for an
   * unknown key. The same notifications the group counts (notificationPolicy, listedSql's rule): a
   * report's outcome about an account since suspended is listed as the group counts it.
   */
  async notifications(
    viewer: Viewer,
    key: string,
    args: PageArgs,
    shape: QueryShape = {},
  ): Promise<Page<Notification>> {
    const members = groupMembers(key);
    const { size, ...query } = keyset(args);
    if (!members) return { nodes: [], hasNextPage: false };
    const rows = await this.prisma.notification.findMany({
      ...shape,
      ...query,
      where: {
        AND: [members, notificationPolicy.where(viewer.id), query.where],
      },
    });
    return toPage(inShape<Notification[]>(rows), size);
  }

  private async groups(viewer: Viewer, conditions: Prisma.Sql[], limit: number): Promise<NotificationGroup[]> {
    const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
    // per person first (a commenter counts once however often they commented), then per group
    const rows = await this.prisma.$queryRaw<GroupRow[]>`
      WITH keyed AS (
        SELECT n.id, n."actorId", n."readAt", n."createdAt", n.kind, n."postId", ${groupKeySql} AS key FROM ${listedSql(viewer)}
      ), per_actor AS (
        SELECT key, "actorId", max("createdAt") AS at, (array_agg(id ORDER BY "createdAt" DESC, id DESC))[1] AS "latestId",
               bool_and("readAt" IS NOT NULL) AS read, min(kind::text) AS kind, min("postId"::text) AS "postId"
        FROM keyed GROUP BY key, "actorId"
      ), grouped AS (
        SELECT key, min(kind) AS kind, min("postId") AS "postId", max(at) AS "latestAt",
               (array_agg("latestId" ORDER BY at DESC, "latestId" DESC))[1] AS "latestId",
               count(*)::int AS "actorCount", bool_and(read) AS read,
               array_to_string((array_agg("actorId"::text ORDER BY at DESC, "latestId" DESC))[1:${NAMED_ACTORS}], ',') AS "latestActorIds"
        FROM per_actor GROUP BY key
      )
      SELECT key, kind, "postId", "latestAt", "latestId"::text AS "latestId", "actorCount", read, "latestActorIds"
      FROM grouped ${where}
      ORDER BY "latestAt" DESC, "latestId" DESC
      LIMIT ${limit}`;
    return rows.map(({ latestId, latestActorIds, ...row }) => ({
      ...row,
      latestNotificationId: latestId,
      latestActorIds: latestActorIds.split(","),
    }));
  }
}

/**
 * The notifications the bell lists, aliased `n`: the viewer's, from people they may see (a
 * suspended or deleted account's are hidden with it, and a blocked or muted one's as
 * notificationPolicy says).
 */
function listedSql(viewer: Viewer): Prisma.Sql {
  return Prisma.sql`"Notification" n JOIN "User" actor ON actor.id = n."actorId"
    WHERE ${notificationPolicy.sql(viewer.id)}`;
}
