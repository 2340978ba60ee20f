// Personal access tokens (domain/auth/access-tokens.ts): the viewer's list, creating one (its
// secret in the payload, once) and revoking one.
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { PersonalAccessToken } from "../../generated/prisma/client.ts";
import {
  ACCESS_TOKEN_MAX_EXPIRY_YEARS,
  ACCESS_TOKEN_NAME_MAX,
  MAX_ACCESS_TOKENS,
} from "../../domain/auth/access-tokens.ts";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../domain/errors.ts";
import { readableAccessTokens } from "../../domain/readable-rows.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { connectionFrom, resolveTotalCount } from "./connections.ts";
import { idOf } from "./global-ids.ts";

const AccessTokenScope = builder.enumType("AccessTokenScope", {
  description: "What a personal access token may do.",
  values: {
    READ: {
      description:
        "Queries and subscriptions only: a mutation sent with it is refused (FORBIDDEN, reason TOKEN_SCOPE).",
    },
    READ_WRITE: {
      description: "Everything the user may do, mutations included, except creating and revoking access tokens.",
    },
  } as const,
});

export const PersonalAccessTokenRef = builder.prismaNode("PersonalAccessToken", {
  id: { field: "id" },
  nullable: true, // node(id:) of someone else's token, or of none, is null
  findUnique: (id, ctx) => ({ id, ...readableAccessTokens(ctx.viewer) }),
  description:
    "A credential the viewer gave a third-party tool instead of their password (Authorization: Bearer sky_pat_...). Its secret is shown once, when it is created; only its owner can read it.",
  fields: (t) => ({
    databaseId: t.exposeID("id", { description: "The plain id." }),
    name: t.exposeString("name", { description: "What the viewer called it (which tool uses it)." }),
    scope: t.expose("scope", { type: AccessTokenScope, description: "What it may do." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created." }),
    expiresAt: t.expose("expiresAt", {
      type: "DateTime",
      nullable: true,
      description: "When it stops working; null: it does not expire.",
    }),
    lastUsedAt: t.expose("lastUsedAt", {
      type: "DateTime",
      nullable: true,
      description: "When a request last used it, to the minute; null: never used.",
    }),
  }),
});

const PersonalAccessTokenEdge = builder.edgeObject({ type: PersonalAccessTokenRef, name: "PersonalAccessTokenEdge" });
const PersonalAccessTokenConnection = builder.connectionObject(
  {
    type: PersonalAccessTokenRef,
    name: "PersonalAccessTokenConnection",
    description: "A page of the viewer's personal access tokens.",
    fields: (t) => ({
      totalCount: t.int({
        description: "The viewer's tokens that still work (neither revoked nor expired).",
        resolve: resolveTotalCount,
      }),
    }),
  },
  PersonalAccessTokenEdge,
);

builder.queryField("personalAccessTokens", (t) =>
  t.field({
    type: PersonalAccessTokenConnection,
    description: `The viewer's personal access tokens that still work (neither revoked nor expired), newest first, 20 per page by default (at most 50). Needs sign-in.`,
    args: {
      first: t.arg.int({ description: "How many tokens (1 to 50; 20 when omitted)." }),
      after: t.arg.string({ description: "The endCursor of the page the client has: the page starts just after it." }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const page = await ctx.domain.accessTokens.page(viewer, args);
      return { ...connectionFrom(page, (row) => row), totalCount: () => ctx.domain.accessTokens.count(viewer) };
    },
  }),
);

const CreatePersonalAccessTokenInput = builder.inputType("CreatePersonalAccessTokenInput", {
  description: "The new token's name, scope and expiry.",
  fields: (t) => ({
    name: t.string({
      required: true,
      description: `What the token is for, shown in the list. Trimmed; 1 to ${ACCESS_TOKEN_NAME_MAX} characters.`,
    }),
    scope: t.field({ type: AccessTokenScope, required: true, description: "What the token may do." }),
    expiresAt: t.field({
      type: "DateTime",
      description: `When it stops working: a moment in the future, at most ${ACCESS_TOKEN_MAX_EXPIRY_YEARS} years from now. Null or left out: it does not expire.`,
    }),
  }),
});

const CreatePersonalAccessTokenPayload = builder
  .objectRef<{ accessToken: PersonalAccessToken; secret: string }>("CreatePersonalAccessTokenPayload")
  .implement({
    description: "The new token, with its secret.",
    fields: (t) => ({
      personalAccessToken: t.field({
        type: PersonalAccessTokenRef,
        description: "The token as listed from now on.",
        resolve: (p) => p.accessToken,
      }),
      token: t.exposeString("secret", {
        description:
          "The secret to send as Authorization: Bearer <token>. Shown this once: the server keeps only its hash.",
      }),
    }),
  });

const RevokePersonalAccessTokenInput = builder.inputType("RevokePersonalAccessTokenInput", {
  description: "The token to revoke.",
  fields: (t) => ({
    personalAccessTokenId: t.id({ required: true, description: "One of the viewer's tokens (its global id)." }),
  }),
});

const RevokePersonalAccessTokenPayload = builder
  .objectRef<PersonalAccessToken>("RevokePersonalAccessTokenPayload")
  .implement({
    description: "The token is revoked.",
    fields: (t) => ({
      revokedPersonalAccessTokenId: t.id({
        description: "The revoked token's global id (remove it from lists the client holds).",
        resolve: (token) => encodeGlobalID("PersonalAccessToken", token.id),
      }),
    }),
  });

const MANAGED_BY_LOG_IN =
  "Needs sign-in with a log-in token: ForbiddenError (ACCESS_TOKEN_CANNOT_MANAGE_TOKENS) with an access token.";

payloadMutation("createPersonalAccessToken", {
  description: `Creates a personal access token for a third-party tool, so it never needs the viewer's password; the payload carries its secret, shown this once. ${MANAGED_BY_LOG_IN} Counts against the write rate limit. ValidationError for a name or expiry that breaks the rules, or when the viewer already holds ${MAX_ACCESS_TOKENS} tokens that still work (TOO_MANY_ACCESS_TOKENS).`,
  caller: "session",
  input: { type: CreatePersonalAccessTokenInput, description: "The token's name, scope and expiry." },
  payload: CreatePersonalAccessTokenPayload,
  errors: [ValidationError, ForbiddenError],
  answers: "the token with its secret, or why none was made",
  resolve: (input, session, ctx) =>
    ctx.domain.accessTokens.create(session, {
      name: input.name,
      scope: input.scope,
      expiresAt: input.expiresAt ?? null,
    }),
});

payloadMutation("revokePersonalAccessToken", {
  description: `Revokes one of the viewer's personal access tokens: requests with it are refused from now on (TOKEN_REVOKED) and the server-sent event streams and graphql-ws connections it opened end. Revoking a revoked token changes nothing. ${MANAGED_BY_LOG_IN} NotFoundError for a token that is not the viewer's.`,
  caller: "session",
  input: { type: RevokePersonalAccessTokenInput, description: "The token to revoke." },
  payload: RevokePersonalAccessTokenPayload,
  errors: [ForbiddenError, NotFoundError],
  answers: "the revoked token's id, or why nothing changed",
  resolve: (input, session, ctx) =>
    ctx.domain.accessTokens.revoke(session, idOf(String(input.personalAccessTokenId), "PersonalAccessToken")),
});
