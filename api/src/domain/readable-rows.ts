// Which rows a caller may read by id (Relay's node(id:) and nodes(ids:)): each row below is its
// people's alone, and a signed-out caller reads none. Each rule is a filter the face adds to the
// row's id, so that anyone else loads null: the same answer as for a row that does not exist.
import type { Viewer } from "./auth/sessions.ts";
import { messagesOf } from "./chat/rules.ts";
import { gamesOf } from "./game/games.ts";
import { NO_VIEWER_ID } from "./ids.ts";
import { conversationsShownTo, shownNotifications } from "./safety/visibility.ts";

const idOf = (viewer: Viewer | null) => viewer?.id ?? NO_VIEWER_ID;

/** its recipient's, while it shows (not of someone blocked or muted: safety/visibility.ts) */
export const readableNotifications = (viewer: Viewer | null) => ({
  recipientId: idOf(viewer),
  ...shownNotifications(idOf(viewer)),
});
/** its owner's (the secret is never readable: it is shown once, when created) */
export const readableAccessTokens = (viewer: Viewer | null) => ({ userId: idOf(viewer) });
/** its owner's */
export const readableDataExports = (viewer: Viewer | null) => ({ userId: idOf(viewer) });
/** its two people's: who invited and who was invited */
export const readableInvitations = (viewer: Viewer | null) => ({
  OR: [{ inviterId: idOf(viewer) }, { inviteeId: idOf(viewer) }],
});
/** its two players' */
export const readableGames = (viewer: Viewer | null) => gamesOf(idOf(viewer));
/** its sender's and receiver's */
export const readableMessages = (viewer: Viewer | null) => messagesOf(idOf(viewer));
/** its two people's (but for one the other blocked) */
export const readableConversations = (viewer: Viewer | null) => conversationsShownTo(idOf(viewer));
