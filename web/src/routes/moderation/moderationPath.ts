/** The moderation page's address (moderators only; the account menu links it for them). */
export const MODERATION_PATH = "/moderation";
