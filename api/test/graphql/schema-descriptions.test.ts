// The schema is its own reference (GraphiQL's docs pane, codegen's comments, schema.graphql): every
// type, field, argument, input field and enum value says what it is, so none is left to guess.
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
} from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "../../src/graphql/schema.ts";

const blank = (description: string | null | undefined) => !description?.trim();

/** Every coordinate (Type, Type.field, Type.field(arg:), Enum.VALUE) that has no description. */
function undescribed(type: GraphQLNamedType): string[] {
  const missing = blank(type.description) ? [type.name] : [];
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
      for (const arg of field.args)
        if (blank(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
    }
  }
  if (isInputObjectType(type))
    for (const field of Object.values(type.getFields()))
      if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
  if (isEnumType(type))
    for (const value of type.getValues()) if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
  return missing;
}

describe("the schema's descriptions", () => {
  it("describe every type, field, argument, input field and enum value", () => {
    const ours = Object.values(schema.getTypeMap()).filter(
      (type) => !type.name.startsWith("__") && !isSpecifiedScalarType(type),
    );
    expect(ours.flatMap(undescribed)).toEqual([]);
  });

  it("point DateTime at its specification", () => {
    const dateTime = schema.getType("DateTime");
    expect(isScalarType(dateTime) && dateTime.specifiedByURL).toBe("https://scalars.graphql.org/andimarek/date-time");
  });
});
