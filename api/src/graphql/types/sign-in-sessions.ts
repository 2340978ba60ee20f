// Signed-in devices (domain/auth/sign-in-sessions.ts): the viewer's sessions, ending one or all
// others, and the switch for notices of sign-ins from new devices.
import type { User } from "../../generated/prisma/client.ts";
import type { SignInSessionView } from "../../domain/auth/sign-in-sessions.ts";
import { ForbiddenError, NotFoundError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { UserRef } from "./user.ts";

const SignInSessionRef = builder.objectRef<SignInSessionView>("SignInSession").implement({
  description:
    "A place the viewer is signed in: one log-in token (a browser on a device), from signing up or logging in until it expires or is ended.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "Its id (endSession takes it)." }),
    browser: t.string({
      nullable: true,
      description: 'The browser, read from its User-Agent ("Firefox", "Chrome", "Safari"...); null when unknown.',
      resolve: (session) => session.browser || null,
    }),
    system: t.string({
      nullable: true,
      description:
        'The operating system, read from its User-Agent ("Windows", "Android", "iOS"...); null when unknown.',
      resolve: (session) => session.system || null,
    }),
    signedInAt: t.expose("createdAt", { type: "DateTime", description: "When it signed in (first seen)." }),
    lastSeenAt: t.expose("lastSeenAt", {
      type: "DateTime",
      description: "When a request last used it, to the minute.",
    }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "When its token expires unless ended before." }),
    current: t.exposeBoolean("current", { description: "True for the session of the token this request carries." }),
  }),
});

builder.prismaObjectFields("User", (t) => ({
  sessions: t.field({
    type: [SignInSessionRef],
    nullable: true,
    description:
      "Where they are signed in: the session of the request's token first (current: true), then the others, the most lately active first. Only they see it: null for anyone else.",
    resolve: (user, _args, ctx) =>
      ctx.session && ctx.viewer?.id === user.id ? ctx.domain.signInSessions.list(ctx.session) : null,
  }),
  signInNotices: t.boolean({
    nullable: true,
    description:
      "Whether a sign-in from a browser and system they had not used before mails them a notice (updateSignInNotices). Only they see it: null for anyone else.",
    select: { signInNotices: true },
    resolve: (user, _args, ctx) => (ctx.viewer?.id === user.id ? user.signInNotices : null),
  }),
}));

const MANAGED_BY_LOG_IN =
  "Needs sign-in with a log-in token: ForbiddenError (ACCESS_TOKEN_CANNOT_MANAGE_SESSIONS) with an access token.";

const EndSessionInput = builder.inputType("EndSessionInput", {
  description: "The session to end.",
  fields: (t) => ({
    sessionId: t.id({ required: true, description: "One of the viewer's sessions (SignInSession.id)." }),
  }),
});

const EndSessionPayload = builder.objectRef<{ sessionId: string }>("EndSessionPayload").implement({
  description: "The session is ended.",
  fields: (t) => ({
    endedSessionId: t.exposeID("sessionId", { description: "The ended session's id (remove it from lists)." }),
  }),
});

payloadMutation("endSession", {
  description: `Signs one of the viewer's sessions out: its token is refused from now on (TOKEN_REVOKED) and the server-sent event streams, graphql-ws and Socket.IO connections it opened end at once, on every server. ${MANAGED_BY_LOG_IN} NotFoundError for a session that is not the viewer's, or has ended.`,
  caller: "session",
  input: { type: EndSessionInput, description: "The session to end." },
  payload: EndSessionPayload,
  errors: [ForbiddenError, NotFoundError],
  answers: "the ended session's id, or why nothing changed",
  resolve: async (input, session, ctx) => ({
    sessionId: await ctx.domain.signInSessions.end(session, String(input.sessionId)),
  }),
});

const EndOtherSessionsPayload = builder.objectRef<{ count: number }>("EndOtherSessionsPayload").implement({
  description: "Every other session is ended.",
  fields: (t) => ({
    endedCount: t.exposeInt("count", { description: "How many sessions ended." }),
  }),
});

payloadMutation("endOtherSessions", {
  description: `Signs out every session of the viewer but the one of this request's token, as endSession does each. ${MANAGED_BY_LOG_IN}`,
  caller: "session",
  payload: EndOtherSessionsPayload,
  errors: [ForbiddenError],
  answers: "how many sessions ended, or why none did",
  resolve: async (_input, session, ctx) => ({ count: await ctx.domain.signInSessions.endOthers(session) }),
});

const UpdateSignInNoticesInput = builder.inputType("UpdateSignInNoticesInput", {
  description: "The switch.",
  fields: (t) => ({
    enabled: t.boolean({
      required: true,
      description: "True: mail a notice of each sign-in from a browser and system not used before.",
    }),
  }),
});

const UpdateSignInNoticesPayload = builder.objectRef<User>("UpdateSignInNoticesPayload").implement({
  description: "The setting, as saved.",
  fields: (t) => ({
    viewer: t.field({ type: UserRef, description: "The viewer (signInNotices as it is now).", resolve: (u) => u }),
  }),
});

payloadMutation("updateSignInNotices", {
  description: "Turns the mailed notices of sign-ins from new devices on or off. Needs sign-in.",
  caller: "viewer",
  input: { type: UpdateSignInNoticesInput, description: "The switch." },
  payload: UpdateSignInNoticesPayload,
  errors: [],
  resolve: (input, viewer, ctx) => ctx.domain.signInSessions.setNotices(viewer, input.enabled),
});
