// Reading the domain's lists for v1 endpoints, which knew no cursors: v1 answered whole
// lists (a post's comments) or offsets (the feed's ?skip=). Pages are walked at the domain's
// largest page size, so the cost stays bounded by the caller's `max`.
import { encodeCursor, MAX_PAGE_SIZE, type Keyed, type Page, type PageArgs } from "../../../domain/pagination.ts";

export type PageLoader<Row> = (args: PageArgs) => Promise<Page<Row>>;

/** Up to `max` rows from the start of a list. */
export async function firstRows<Row extends Keyed>(load: PageLoader<Row>, max: number): Promise<Row[]> {
  const rows: Row[] = [];
  let after: string | undefined;
  while (rows.length < max) {
    const page = await load({ first: Math.min(MAX_PAGE_SIZE, max - rows.length), after });
    rows.push(...page.nodes);
    const last = page.nodes.at(-1);
    if (!page.hasNextPage || !last) break;
    after = encodeCursor(last);
  }
  return rows;
}

/**
 * The cursor that starts a list after its first `skip` rows: undefined for the very start,
 * null when the list has no row after them (whatever comes next is empty).
 */
export async function cursorAfter(load: PageLoader<Keyed>, skip: number): Promise<string | undefined | null> {
  if (skip === 0) return undefined;
  const skipped = await firstRows(load, skip);
  const last = skipped.at(-1);
  return skipped.length === skip && last ? encodeCursor(last) : null;
}
