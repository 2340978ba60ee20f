// Building Relay connections from the domain's keyset pages.
import { encodeCursor, type Keyed, type Page } from "../../domain/pagination.ts";

/**
 * A connection's totalCount: a number its query already loaded (a counter column, a relation
 * count), or a count that runs only when the client selects the field.
 */
export type TotalCount = number | (() => Promise<number>);

/** What every connection may carry besides its edges (the builder's `Connection` shape). */
export interface CountedConnection {
  totalCount?: TotalCount;
  /** a search's (PostSearchConnection): more posts match than the list holds */
  moreMatches?: boolean;
}

/** `key`: the row's place in the list's order, when that is not its (createdAt, id). */
export function connectionFrom<Row extends Keyed, Node>(
  page: Page<Row> & { hasPreviousPage?: boolean },
  node: (row: Row) => Node,
  key: (row: Row) => Keyed = (row) => row,
) {
  const edges = page.nodes.map((row) => ({ cursor: encodeCursor(key(row)), node: node(row) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage ?? false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** The resolver of a connection's totalCount field; the connection's own resolver supplies it. */
export function resolveTotalCount({ totalCount }: CountedConnection): number | Promise<number> {
  if (totalCount === undefined) throw new Error("The connection was resolved without its totalCount.");
  return typeof totalCount === "function" ? totalCount() : totalCount;
}
