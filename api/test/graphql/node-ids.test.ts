// Node ids are resolved synchronously (schema.ts), and exactly as Pothos' relay plugin would.
import { isObjectType, type GraphQLObjectType, type GraphQLResolveInfo } from "graphql";
import { expect, it } from "vitest";
import { builder } from "../../src/graphql/builder.ts";
import { schema } from "../../src/graphql/schema.ts";

const ROW = { id: "0190f3a4-7c1e-7d2a-9b3c-4d5e6f708192" };

function nodeTypes(from: typeof schema): GraphQLObjectType[] {
  return Object.values(from.getTypeMap())
    .filter(isObjectType)
    .filter((type) => type.getInterfaces().some((iface) => iface.name === "Node"));
}

it("every Node type answers its id without a promise, the same id the relay plugin encodes", async () => {
  // the schema as Pothos builds it, before withSyncNodeIds
  const pothos = builder.toSchema();
  const types = nodeTypes(schema);
  expect(types.map((t) => t.name).sort()).toEqual(
    nodeTypes(pothos)
      .map((t) => t.name)
      .sort(),
  );
  expect(types.length).toBeGreaterThan(0);
  for (const type of types) {
    const info = { parentType: type, fieldName: "id" } as unknown as GraphQLResolveInfo;
    const ours = type.getFields().id!.resolve!(ROW, {}, {}, info);
    expect(ours, type.name).toBeTypeOf("string");
    const theirs = await (pothos.getType(type.name) as GraphQLObjectType).getFields().id!.resolve!(ROW, {}, {}, info);
    expect(ours, type.name).toBe(theirs);
  }
});
