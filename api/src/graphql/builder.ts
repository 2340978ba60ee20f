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
    client: (ctx) => ctx.domain.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    edgesFieldOptions: { nullable: { list: false, items: false } },
    // Only ids that can name a row reach the loaders, and `nodes` takes a bounded list. (The
    // plugin's own resolveNodes callback ignores the ids it is given, so its export is used.)
    nodeQueryOptions: {
      resolve: async (_root, { id }, ctx, info): Promise<unknown> => (await resolveNodes(builder, ctx, info, loadableIds([id], info)))[0],
    },
    nodesQueryOptions: {
      resolve: (_root, { ids }, ctx, info): Promise<unknown[]> => resolveNodes(builder, ctx, info, loadableIds(ids, info)),
    },
  },
  errors: { directResult: true },
});
