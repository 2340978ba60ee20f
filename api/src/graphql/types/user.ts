import { profilesFoundBy } from "../../domain/users/discovery.ts";
import { maySeeEmail } from "../../domain/users/privacy.ts";
import { builder } from "../builder.ts";
import { IMAGE_VIEW_COLUMNS, ImageRef, imageView } from "./image.ts";
import { rowsOf } from "../context.ts";

export const UserRef = builder.prismaNode("User", {
  id: { field: "id" },
  nullable: true, // node(id:) of a deleted row is null, as Relay expects, not an error
  // select mode: a user row carries only the columns the query asked for (never the password hash)
  select: { id: true },
  // a deleted account's stand-in is shown where it took part (a conversation, a game), never looked
  // up; someone who blocked the viewer is nobody to them (the domain's profilesFoundBy)
  findUnique: (id, ctx) => ({ id, ...profilesFoundBy(ctx.viewer?.id) }),
  description: "A person on SkySocial. Their profile is public; only they see their email.",
  fields: (t) => ({
    databaseId: t.exposeID("id", {
      description: "The plain id used in page addresses (/profile/{databaseId}) and by the v1 API.",
    }),
    name: t.exposeString("name", { description: "The name shown on the profile (2 to 50 characters)." }),
    username: t.exposeString("username", {
      description:
        'The unique handle they log in with (2 to 30 letters, digits, "." or "_"; unique regardless of case).',
    }),
    bio: t.exposeString("bio", {
      description: "A few words about them (at most 160 characters); empty when none was written.",
    }),
    email: t.string({
      nullable: true,
      description: "Only visible to the user themself.",
      select: { email: true },
      resolve: (user, _args, ctx) => (maySeeEmail(ctx.viewer, user.id) ? user.email : null),
    }),
    profileImage: t.field({
      type: ImageRef,
      description: "The avatar (a generated one until they upload their own).",
      select: { profileImage: { select: IMAGE_VIEW_COLUMNS } },
      resolve: (user, _args, ctx) => imageView(user.profileImage!, ctx),
    }),
    coverImage: t.field({
      type: ImageRef,
      description: "The profile's cover image (a generated one until they upload their own).",
      select: { coverImage: { select: IMAGE_VIEW_COLUMNS } },
      resolve: (user, _args, ctx) => imageView(user.coverImage!, ctx),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When they joined." }),
    deleted: t.boolean({
      description:
        'True for an account its owner deleted. It shows only where it took part in the viewer\'s conversations and games, named "Deleted account" with a generic avatar; it has no profile, and cannot be messaged, followed or invited (NOT_FOUND).',
      select: { deletedAt: true },
      resolve: (user) => user.deletedAt !== null,
    }),
  }),
});

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user, or null without a valid token.",
    resolve: (query, _root, _args, ctx) => rowsOf(ctx).me(query),
  }),
);
