// Building Relay connections from the domain's keyset pages.
import { encodeCursor, type Keyed, type Page } from "../../domain/pagination.ts";

/** `key`: the row's place in the list's order, when that is not its (createdAt, id). */
export function connectionFrom<Row extends Keyed, Node>(page: Page<Row> & { hasPreviousPage?: boolean }, node: (row: Row) => Node, key: (row: Row) => Keyed = (row) => row) {
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
