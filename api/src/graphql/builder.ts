// Only configures the Pothos builder; the types live in ./types, one file per domain type.
import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin, { resolveNodes } from "@pothos/plugin-relay";
import type PrismaTypes from "../generated/pothos-types.ts";
import { getDatamodel } from "../generated/pothos-types.ts";
import type { GraphQLContext } from "./context.ts";
import type { CountedConnection } from "./types/connections.ts";
import { loadableIds } from "./node-lookup.ts";

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  DefaultEdgesNullability: { list: false; items: false };
  Connection: CountedConnection;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    File: { Input: File; Output: never };
  };
}>({
  plugins: [ErrorsPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  prisma: {
    // eslint-disable-next-line no-restricted-syntax -- the one reader of relations: the plugin itself
    client: (ctx) => ctx.relations,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    // The descriptions of what every connection, edge and node shares.
    idFieldOptions: {
      description:
        "The global id: opaque and unique across every type. Pass it to node(id:) and to mutations; never parse it.",
    },
    nodeTypeOptions: {
      description: "An object with a global id, which node(id:) and nodes(ids:) fetch whatever its type.",
    },
    pageInfoTypeOptions: {
      description:
        "Where a page sits in its list: its first and last cursors, and whether more items lie after or before it.",
    },
    pageInfoFieldOptions: {
      description: "Where this page sits in the list (cursors to ask for the next or previous page).",
    },
    hasNextPageFieldOptions: {
      description: "Whether more items follow this page (ask with `first` and `after: endCursor`).",
    },
    hasPreviousPageFieldOptions: {
      description:
        "Whether more items precede this page (ask with `last` and `before: startCursor`, where the list pages backwards).",
    },
    startCursorFieldOptions: { description: "The cursor of the page's first item; null for an empty page." },
    endCursorFieldOptions: { description: "The cursor of the page's last item; null for an empty page." },
    edgesFieldOptions: {
      nullable: { list: false, items: false },
      description: "The page's items, in the list's order, each with its cursor.",
    },
    cursorFieldOptions: {
      description: "An opaque position in the list: pass it as `after` (or `before`) to continue from this item.",
    },
    nodeFieldOptions: { description: "The item." },
    firstArgOptions: {
      description: "How many items to return from the start (or after `after`): 1 to 50, 20 by default.",
    },
    afterArgOptions: { description: "A cursor (an edge's cursor or pageInfo.endCursor): return the items after it." },
    lastArgOptions: { description: "How many items to return from the end (or before `before`): 1 to 50." },
    beforeArgOptions: { description: "A cursor: return the items before it." },
    defaultEdgeTypeOptions: { description: "An item of a list and its cursor." },
    // Only ids that can name a row reach the loaders, and `nodes` takes a bounded list. (The
    // plugin's own resolveNodes callback ignores the ids it is given, so its export is used.)
    nodeQueryOptions: {
      description:
        "Any object by its global id; null when none has it (or the viewer may not see it). No sign-in needed for public objects.",
      args: { id: { description: "A global id (the `id` field of any Node)." } },
      resolve: async (_root, { id }, ctx, info): Promise<unknown> =>
        (await resolveNodes(builder, ctx, info, loadableIds([id], info)))[0],
    },
    nodesQueryOptions: {
      description:
        "Objects by their global ids, in the order asked, null for each id nothing has. At most 100 ids (BAD_USER_INPUT otherwise).",
      args: { ids: { description: "Up to 100 global ids, of any types." } },
      resolve: (_root, { ids }, ctx, info): Promise<unknown[]> =>
        resolveNodes(builder, ctx, info, loadableIds(ids, info)),
    },
  },
  errors: { directResult: true },
});
