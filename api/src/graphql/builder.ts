// Only configures the Pothos builder; the types live in ./types, one file per domain type.
import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import type PrismaTypes from "../generated/pothos-types.ts";
import { getDatamodel } from "../generated/pothos-types.ts";
import type { GraphQLContext } from "./context.ts";

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  DefaultEdgesNullability: { list: false; items: false };
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
  },
  errors: { directResult: true },
});
