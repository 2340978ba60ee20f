// Building Relay connections from the domain's keyset pages.
import { encodeCursor, type Keyed, type Page } from "../../domain/pagination.ts";

export function connectionFrom<Row extends Keyed, Node>(page: Page<Row>, node: (row: Row) => Node) {
  const edges = page.nodes.map((row) => ({ cursor: encodeCursor(row), node: node(row) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
