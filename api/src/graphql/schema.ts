// One import per domain type; the order only matters for the printed schema's stability.
import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder.ts";
import "./types/scalars.ts";
import "./types/errors.ts";
import "./types/image.ts";
import "./types/user.ts";
import "./types/auth.ts";

builder.queryType({});
builder.mutationType({});

export const schema = lexicographicSortSchema(builder.toSchema());
