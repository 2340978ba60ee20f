// An account people own: exporting their data (domain/account/data-exports.ts) and deleting the
// account (domain/account/account-deletion.ts). Resolvers only translate.
import { IDEMPOTENCY_KEY_DESCRIPTION, idempotencyKeyOf } from "../idempotency-key.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { DataExport } from "../../generated/prisma/client.ts";
import { DATA_EXPORTS_PER_DAY, DataExportInProgressError } from "../../domain/account/data-exports.ts";
import { DOWNLOAD_TICKET_MINUTES } from "../../domain/account/download-tickets.ts";
import { EXPORT_READY_HOURS } from "../../domain/account/export-worker.ts";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { ForbiddenError, ValidationError } from "../../domain/errors.ts";
import { readableDataExports } from "../../domain/readable-rows.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { UserErrorInterface } from "./errors.ts";

const DataExportStatus = builder.enumType("DataExportStatus", {
  description: "Where an export of the viewer's data stands.",
  values: {
    QUEUED: { description: "Waiting for a server to start on it (moments, usually)." },
    RUNNING: { description: "Being written: see itemsDone and itemsTotal." },
    READY: {
      description: `Written: downloadUrl downloads it, until expiresAt (${EXPORT_READY_HOURS} hours after it was finished).`,
    },
    FAILED: { description: "It could not be written (three attempts failed): ask for a new one." },
    EXPIRED: { description: "It was ready, and its time ran out: its file is gone. Ask for a new one." },
  } as const,
});

export const DataExportRef = builder.prismaNode("DataExport", {
  id: { field: "id" },
  nullable: true, // node(id:) of someone else's export, or of none, is null
  findUnique: (id, ctx) => ({ id, ...readableDataExports(ctx.viewer) }),
  description:
    "An export of the viewer's data (Download my data): a ZIP of their profile, posts and images, comments, likes, saves, follows and chat messages, as JSON and image files, with a README.txt saying what each file holds. Written in the background; only its owner can read it.",
  fields: (t) => ({
    status: t.field({ type: DataExportStatus, description: "Where it stands.", resolve: (e) => e.status }),
    itemsDone: t.exposeInt("itemsDone", { description: "Items (rows and image files) written so far." }),
    itemsTotal: t.exposeInt("itemsTotal", {
      description:
        "Items it will hold, as far as known (0 until counted; the image files are an estimate until the posts are read): show itemsDone of itemsTotal as progress.",
    }),
    progress: t.float({
      description: "itemsDone / itemsTotal, from 0 to 1; 1 once READY.",
      resolve: (e) => (e.status === "READY" ? 1 : e.itemsTotal > 0 ? Math.min(1, e.itemsDone / e.itemsTotal) : 0),
    }),
    byteSize: t.float({
      nullable: true,
      description: "The archive's size in bytes, once READY.",
      resolve: (e) => (e.byteSize === null ? null : Number(e.byteSize)),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was asked for." }),
    finishedAt: t.expose("finishedAt", {
      type: "DateTime",
      nullable: true,
      description: "When it became READY (or FAILED).",
    }),
    expiresAt: t.expose("expiresAt", {
      type: "DateTime",
      nullable: true,
      description: "While READY: when the download stops working and the file is removed.",
    }),
    downloadUrl: t.string({
      nullable: true,
      description: `While READY: where its owner downloads the ZIP, with a GET and no Authorization header (a browser link). The link carries a ticket that proves the owner and works for ${DOWNLOAD_TICKET_MINUTES} minutes, as long as the session that read it lasts (not after its logOut or a password change, nor while the account is suspended): read this field again for a fresh one. Null before it is ready, and once expired.`,
      resolve: (e, _args, ctx) => ctx.domain.dataExports.downloadUrl(ctx.session, e),
    }),
  }),
});

builder.objectType(DataExportInProgressError, {
  name: "DataExportInProgressError",
  description:
    "An export of the viewer's data is already queued or running: one at a time (code DATA_EXPORT_IN_PROGRESS). Read Query.dataExport for how it stands.",
  interfaces: [UserErrorInterface],
  fields: () => ({}),
});

builder.queryField("dataExport", (t) =>
  t.prismaField({
    type: "DataExport",
    nullable: true,
    description:
      "The viewer's latest export of their data (Download my data), as it stands; null when they have asked for none. Poll it while QUEUED or RUNNING. Needs sign-in.",
    resolve: (query, _root, _args, ctx) => ctx.domain.dataExports.latest(requireViewer(ctx.viewer), query),
  }),
);

const RequestDataExportPayload = builder.objectRef<DataExport>("RequestDataExportPayload").implement({
  description: "The export is queued.",
  fields: (t) => ({
    dataExport: t.field({ type: DataExportRef, description: "The new export, QUEUED.", resolve: (e) => e }),
  }),
});

const DeleteAccountInput = builder.inputType("DeleteAccountInput", {
  description: "The account's password, and its username typed again: deleting cannot be undone.",
  fields: (t) => ({
    password: t.string({
      required: true,
      description: "The account's password (WRONG_PASSWORD otherwise; PASSWORD_REQUIRED when empty).",
    }),
    username: t.string({
      required: true,
      description: "The account's username, in any case, as confirmation (DELETION_NOT_CONFIRMED otherwise).",
    }),
  }),
});

const DeleteAccountPayload = builder.objectRef<{ userId: string }>("DeleteAccountPayload").implement({
  description: "The account is deleted, and every session of it has ended.",
  fields: (t) => ({
    deletedUserId: t.id({
      description: "The deleted account's global id (User): forget it, and the token this request carried.",
      resolve: (p) => encodeGlobalID("User", p.userId),
    }),
  }),
});

const RequestDataExportInput = builder.inputType("RequestDataExportInput", {
  description: "How the export is asked for (the input may be left out).",
  fields: (t) => ({ idempotencyKey: t.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }) }),
});

payloadMutation("requestDataExport", {
  description: `Asks for an export of the viewer's data (Download my data), written in the background; Query.dataExport tells how it stands and, once READY, where to download it. One at a time (DataExportInProgressError while one is queued or running), ${DATA_EXPORTS_PER_DAY} a day (TOO_MANY_REQUESTS beyond; a refused request does not count). The viewer's earlier export goes with it. Needs sign-in.`,
  caller: "viewer",
  input: { type: RequestDataExportInput, description: "Its idempotency key, if any.", optional: true },
  payload: RequestDataExportPayload,
  errors: [DataExportInProgressError],
  answers: "the queued export, or why none was queued",
  resolve: (input, viewer, ctx) => ctx.domain.dataExports.request(viewer, idempotencyKeyOf(input, ctx)),
});

payloadMutation("deleteAccount", {
  description:
    "Deletes the viewer's account, for good: the profile, posts and their images, comments, likes, saves, follows, notifications, access tokens and data exports go; games in progress are forfeited and open invitations expire. The other side of each conversation keeps its messages, shown as from a deleted account (User.deleted), and counts everywhere (followers, likes, comments) drop what went. Every session ends at once: its log-in tokens are refused (TOKEN_REVOKED) and its personal access tokens, deleted with it, too (TOKEN_INVALID); server-sent event streams, graphql-ws and Socket.IO connections end, on every server. The email address and username are free again at once. Needs sign-in with a log-in token (ForbiddenError ACCESS_TOKEN_CANNOT_DELETE_ACCOUNT with an access token); ValidationError for a wrong password or username (10 wrong passwords per 15 minutes, then TOO_MANY_REQUESTS).",
  caller: "session",
  input: { type: DeleteAccountInput, description: "The password and the username." },
  payload: DeleteAccountPayload,
  errors: [ValidationError, ForbiddenError],
  answers: "the deleted account's id, or why it stays",
  resolve: async (input, session, ctx) => {
    await ctx.domain.accountDeletion.delete(session, { password: input.password, username: input.username });
    return { userId: session.viewer.id };
  },
});
