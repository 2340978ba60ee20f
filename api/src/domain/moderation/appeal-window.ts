// How long after a removal or suspension its appeal may be made: long enough to notice and
// answer, short enough that a moderator can still judge it. Alone in its module so that the
// failure texts (failures.ts) can name it without importing the moderation rules.

/** Days after an action during which its appeal may be made. */
export const APPEAL_WINDOW_DAYS = 30;
