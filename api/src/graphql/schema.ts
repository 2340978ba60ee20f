// Each types/ module registers its types with the builder when imported; the schema is sorted
// (lexicographicSortSchema), so the order of these imports changes nothing.
import { isInterfaceType, isNonNullType, isObjectType, lexicographicSortSchema, type GraphQLSchema } from "graphql";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "./builder.ts";
import "./types/scalars.ts";
import "./types/errors.ts";
import "./types/image.ts";
import "./types/user.ts";
import "./types/auth.ts";
import "./types/email-address.ts";
import "./types/password-reset.ts";
import "./types/access-tokens.ts";
import "./types/sign-in-sessions.ts";
import "./types/two-step-sign-in.ts";
import "./types/passkeys.ts";
import "./types/post.ts";
import "./types/user-social.ts";
import "./types/people.ts";
import "./types/discovery.ts";
import "./types/tags.ts";
import "./types/ranked-posts.ts";
import "./types/notification.ts";
import "./types/notification-group.ts";
import "./types/post-mutations.ts";
import "./types/post-subscriptions.ts";
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
import "./types/account.ts";
import "./types/moderation-enums.ts";
import "./types/moderation.ts";
import "./types/appeals.ts";
import "./types/contact-settings.ts";
import "./types/safety.ts";
import "./types/private-accounts.ts";

builder.queryType({
  description:
    "Reading. Public objects (users, posts, comments) need no sign-in; the viewer's own lists do (UNAUTHENTICATED otherwise).",
});
builder.mutationType({
  description:
    "Writing. A mutation takes one `input` (where it needs any) and answers its payload, or a result union of its payload and the UserError types it can return (see each field).",
});
builder.subscriptionType({
  description:
    "Live events over graphql-ws or server-sent events. All need sign-in; each delivers only what concerns the viewer.",
});

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

/**
 * Makes nullable every field that can fail on its own: the root fields (a mutation refused, a
 * query that needs sign-in, a subscription that cannot start) and every field that takes
 * arguments (a bad `first` on one post's comments). graphql-js nulls the nearest nullable
 * parent of a failed field: were these non-null, one bad nested argument or one auth error would
 * null the whole `data`, sibling root fields included. One rule here rather than `nullable:
 * true` on each field, so no new field can forget it; test/graphql/local-failures.test.ts checks
 * the schema keeps to it.
 */
function withLocalFailures(schema: GraphQLSchema): GraphQLSchema {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  for (const type of Object.values(schema.getTypeMap())) {
    if ((!isObjectType(type) && !isInterfaceType(type)) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const canFailAlone = (isObjectType(type) && roots.has(type)) || field.args.length > 0;
      if (canFailAlone && isNonNullType(field.type)) field.type = field.type.ofType;
    }
  }
  return schema;
}

export const schema = withSyncNodeIds(withLocalFailures(lexicographicSortSchema(builder.toSchema())));
