// Sign up, log in, edit profile, change password. Resolvers only translate: the rules are in
// domain/users/accounts.ts.
import type { User } from "../../generated/prisma/client.ts";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { InvalidCredentialsError, ValidationError } from "../../domain/errors.ts";
import type { GraphQLContext } from "../context.ts";
import { builder } from "../builder.ts";
import { UserRef } from "./user.ts";

interface TokenAndUser {
  token: string;
  user: User;
}

const tokenAndViewer = (name: string, tokenDescription: string) =>
  builder.objectRef<TokenAndUser>(name).implement({
    fields: (t) => ({
      token: t.exposeString("token", { description: tokenDescription }),
      viewer: t.field({ type: UserRef, resolve: (p) => p.user }),
    }),
  });

const AuthPayload = tokenAndViewer(
  "AuthPayload",
  "Bearer token for the Authorization header and graphql-ws connectionParams.authToken",
);
const ChangePasswordPayload = tokenAndViewer(
  "ChangePasswordPayload",
  "A fresh token: every token issued before the change stops working.",
);
const UpdateProfilePayload = builder.objectRef<{ user: User }>("UpdateProfilePayload").implement({
  fields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }),
});

const SignUpInput = builder.inputType("SignUpInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    username: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    profileImage: t.field({ type: "File" }),
    coverImage: t.field({ type: "File" }),
  }),
});

const LogInInput = builder.inputType("LogInInput", {
  fields: (t) => ({ username: t.string({ required: true }), password: t.string({ required: true }) }),
});

const UpdateProfileInput = builder.inputType("UpdateProfileInput", {
  fields: (t) => ({ bio: t.string(), profileImage: t.field({ type: "File" }), coverImage: t.field({ type: "File" }) }),
});

const ChangePasswordInput = builder.inputType("ChangePasswordInput", {
  fields: (t) => ({
    oldPassword: t.string({ required: true }),
    newPassword: t.string({ required: true }),
    confirmPassword: t.string({ required: true }),
  }),
});

/** After a successful sign-up or log-in the rest of this request sees the new user as the viewer
 *  (so the payload's viewer shows their private fields, like email). */
async function signedIn(ctx: GraphQLContext, result: Promise<TokenAndUser>): Promise<TokenAndUser> {
  const done = await result;
  ctx.viewer = { id: done.user.id, username: done.user.username };
  ctx.tokenVersion = done.user.tokenVersion;
  return done;
}

/** Uploaded files through the media pipeline; a bad file is a ValidationError on its field. */
function ingest(ctx: GraphQLContext, field: string, file: File | null | undefined) {
  return file ? ctx.domain.ingestUpload(field, file.stream()) : Promise.resolve(undefined);
}

builder.mutationFields((t) => ({
  signUp: t.field({
    type: AuthPayload,
    errors: { types: [ValidationError], union: { name: "SignUpResult" } },
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await ctx.domain.authAttempts.take(ctx.clientKey); // before the images go through the media pipeline
      return signedIn(
        ctx,
        ctx.domain.accounts.signUp({
          ...input,
          profileImage: await ingest(ctx, "profileImage", input.profileImage),
          coverImage: await ingest(ctx, "coverImage", input.coverImage),
        }),
      );
    },
  }),
  logIn: t.field({
    type: AuthPayload,
    errors: { types: [InvalidCredentialsError, ValidationError], union: { name: "LogInResult" } },
    args: { input: t.arg({ type: LogInInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await ctx.domain.authAttempts.take(ctx.clientKey);
      return signedIn(ctx, ctx.domain.accounts.logIn(input, ctx.clientKey));
    },
  }),
  updateProfile: t.field({
    type: UpdateProfilePayload,
    errors: { types: [ValidationError], union: { name: "UpdateProfileResult" } },
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const user = await ctx.domain.accounts.updateProfile(viewer, {
        bio: input.bio,
        profileImage: await ingest(ctx, "profileImage", input.profileImage),
        coverImage: await ingest(ctx, "coverImage", input.coverImage),
      });
      return { user };
    },
  }),
  changePassword: t.field({
    type: ChangePasswordPayload,
    errors: { types: [ValidationError], union: { name: "ChangePasswordResult" } },
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: (_root, { input }, ctx) => signedIn(ctx, ctx.domain.accounts.changePassword(requireViewer(ctx.viewer), input)),
  }),
}));
