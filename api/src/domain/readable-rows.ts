// Which rows a caller may read by id (Relay's node(id:) and nodes(ids:)), for the models whose
// rows are their people's alone: each is its read policy's where (domain/policies), so that
// anyone else, a signed-out caller included, loads null: the same answer as for a row that does
// not exist.
import type { Viewer } from "./auth/sessions.ts";
import { conversationPolicy } from "./policies/conversations.ts";
import { gamePolicy, invitationPolicy } from "./policies/games.ts";
import { notificationPolicy } from "./policies/notifications.ts";
import { accessTokenPolicy, dataExportPolicy } from "./policies/own-rows.ts";

/** its recipient's, while it shows (not of someone blocked or muted) */
export const readableNotifications = (viewer: Viewer | null) => notificationPolicy.where(viewer?.id);
/** its owner's (the secret is never readable: it is shown once, when created) */
export const readableAccessTokens = (viewer: Viewer | null) => accessTokenPolicy.where(viewer?.id);
/** its owner's */
export const readableDataExports = (viewer: Viewer | null) => dataExportPolicy.where(viewer?.id);
/** its two people's: who invited and who was invited */
export const readableInvitations = (viewer: Viewer | null) => invitationPolicy.where(viewer?.id);
/** its two players' */
export const readableGames = (viewer: Viewer | null) => gamePolicy.where(viewer?.id);
/** its sender's and receiver's, in a conversation they see */
export const readableMessages = (viewer: Viewer | null) => conversationPolicy.messages.where(viewer?.id);
/** its two people's (but for one the other blocked) */
export const readableConversations = (viewer: Viewer | null) => conversationPolicy.where(viewer?.id);
