// The counts shown beside a list agree with the list, for every viewer: a post's likes and
// comments, a person's followers and follows. The database keeps counters of every row (the
// triggers of migrations post_counters and user_follower_count), so that a popular post or
// profile is not counted per view; the lists leave out people the viewer may not see (a block
// either way, a suspended account: policies/users.ts). A shown count is the counter less the rows of
// those hidden people, which are few, so it is found from them (userPolicy.hiddenSql) and not by
// counting the list. Batched: the counts of one tick that share a viewer and a kind are one
// statement, so a feed page of cards costs one per kind, not one per card.
import DataLoader from "dataloader";
import { Prisma, type PrismaClient } from "../../generated/prisma/client.ts";
import { userPolicy } from "../policies/users.ts";

/** What is counted: each kind is a table, the column of the thing counted and that of its person. */
const KINDS = {
  likes: { table: "Like", of: "postId", person: "userId" },
  comments: { table: "Comment", of: "postId", person: "authorId" },
  followers: { table: "Follow", of: "followeeId", person: "followerId" },
  following: { table: "Follow", of: "followerId", person: "followeeId" },
} as const;

export type CountKind = keyof typeof KINDS;

/**
 * Marks a row whose counters were already read as `viewerId` is shown them (shownCountSql), in
 * the statement that found it (a feed page's cards): the value is that viewer's id, or null for a
 * visitor.
 */
export const COUNTS_SHOWN_TO = Symbol("counts shown to");

/** A row read with its counts as shown: counted ones carry COUNTS_SHOWN_TO. */
export type Counted = { id: string; [COUNTS_SHOWN_TO]?: string | null };

/**
 * SQL: the count of `kind` that `viewerId` is shown for the row `alias` (whose id is the counted
 * thing's), given its counter column `counter`: ShownCounts.shown inside a statement.
 */
export function shownCountSql(kind: CountKind, alias: string, counter: string, viewerId: string | null): Prisma.Sql {
  const { table, of, person } = KINDS[kind];
  const row = Prisma.raw(`"${alias}"`);
  return Prisma.sql`greatest(0, ${row}.${Prisma.raw(`"${counter}"`)} - (SELECT count(*) FROM ${Prisma.raw(`"${table}"`)} r
    WHERE r.${Prisma.raw(`"${of}"`)} = ${row}.id AND r.${Prisma.raw(`"${person}"`)} IN (${userPolicy.hiddenSql(viewerId)})))::int`;
}

interface Wanted {
  kind: CountKind;
  viewerId: string | null;
  /** the post or person whose rows are counted */
  id: string;
}

export class ShownCounts {
  // no cache: a count is read as it is now, as the counter beside it is
  private readonly loader: DataLoader<Wanted, number>;

  constructor(private readonly prisma: PrismaClient) {
    this.loader = new DataLoader((wanted) => this.loadBatch(wanted), { cache: false });
  }

  /**
   * The count `viewerId` is shown of `kind` for the post or person `row`, given the counter of
   * every row (`total`): the rows of people they may not see are not counted, as the list shows
   * none. A row whose counts were read as shown to `viewerId` (COUNTS_SHOWN_TO) costs nothing.
   */
  async shown(kind: CountKind, viewerId: string | null | undefined, row: Counted, total: number): Promise<number> {
    if (row[COUNTS_SHOWN_TO] === (viewerId ?? null)) return total;
    const hidden = await this.loader.load({ kind, viewerId: viewerId ?? null, id: row.id });
    return Math.max(0, total - hidden);
  }

  private async loadBatch(wanted: readonly Wanted[]): Promise<number[]> {
    const groups = new Map<string, Wanted[]>();
    for (const one of wanted) {
      const key = JSON.stringify([one.kind, one.viewerId]);
      groups.set(key, [...(groups.get(key) ?? []), one]);
    }
    const hidden = new Map<string, number>();
    await Promise.all(
      [...groups.values()].map(async (group) => {
        const [{ kind, viewerId }] = group as [Wanted];
        const { table, of, person } = KINDS[kind];
        const ids = [...new Set(group.map((one) => one.id))];
        const rows = await this.prisma.$queryRaw<{ id: string; hidden: number }[]>(Prisma.sql`
          SELECT r.${Prisma.raw(`"${of}"`)}::text AS id, count(*)::int AS hidden
          FROM ${Prisma.raw(`"${table}"`)} r
          WHERE r.${Prisma.raw(`"${of}"`)} = ANY(${ids}::uuid[])
            AND r.${Prisma.raw(`"${person}"`)} IN (${userPolicy.hiddenSql(viewerId)})
          GROUP BY 1`);
        for (const row of rows) hidden.set(JSON.stringify([kind, viewerId, row.id]), row.hidden);
      }),
    );
    return wanted.map((one) => hidden.get(JSON.stringify([one.kind, one.viewerId, one.id])) ?? 0);
  }
}
