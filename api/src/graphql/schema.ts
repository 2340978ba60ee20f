// One import per domain type; the order only matters for the printed schema's stability.
import { isObjectType, lexicographicSortSchema, type GraphQLSchema } from "graphql";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "./builder.ts";
import "./types/scalars.ts";
import "./types/errors.ts";
import "./types/image.ts";
import "./types/user.ts";
import "./types/auth.ts";
import "./types/post.ts";
import "./types/user-social.ts";
import "./types/people.ts";
import "./types/discovery.ts";
import "./types/notification.ts";
import "./types/post-mutations.ts";
import "./types/social-mutations.ts";
import "./types/chat.ts";
import "./types/chat-people.ts";
import "./types/chat-mutations.ts";
import "./types/chat-subscriptions.ts";
import "./types/opener-suggestions.ts";
import "./types/game.ts";
import "./types/game-leaderboard.ts";
import "./types/game-mutations.ts";
import "./types/game-subscriptions.ts";
import "./types/rate-limits.ts";

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/**
 * Resolves every Node's `id` without a promise. Pothos' relay plugin wraps the id of each node
 * type in an async function, so every node on a page was a promise, and so was every object and
 * list above it until the executor had awaited them all: on a feed page (40 nodes) that was 30%
 * of the request's allocations and 8-10% of its CPU. Every node type here is a prismaNode keyed
 * by its `id` column, and global ids are Pothos' default encoding; test/graphql/node-ids.test.ts
 * checks both against the plugin's own resolvers.
 */
function withSyncNodeIds(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || !type.getInterfaces().some((iface) => iface.name === "Node")) continue;
    const typename = type.name;
    type.getFields().id!.resolve = (row: { id: string }) => encodeGlobalID(typename, row.id);
  }
  return schema;
}

export const schema = withSyncNodeIds(lexicographicSortSchema(builder.toSchema()));
