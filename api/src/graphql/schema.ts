// One import per domain type; the order only matters for the printed schema's stability.
import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder.ts";
import "./types/scalars.ts";
import "./types/errors.ts";
import "./types/image.ts";
import "./types/user.ts";
import "./types/auth.ts";
import "./types/post.ts";
import "./types/user-social.ts";
import "./types/discovery.ts";
import "./types/notification.ts";
import "./types/post-mutations.ts";
import "./types/social-mutations.ts";

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const schema = lexicographicSortSchema(builder.toSchema());
