// How long things last in a game, and the choices people have. Someone who needs more time than
// the standard (a screen-reader or switch user, say) gets it: a longer window to answer
// invitations, a personal setting the server applies to every invitation they receive, and a
// relaxed turn clock both players agree to (the inviter picks it, accepting is agreeing).
// Online games always have a clock: a game without one never ends when someone walks away.
/** Seconds an invitee's prompt shows: the standard 5 s, or longer by their setting. */
export const ANSWER_SECONDS_CHOICES = [5, 30, 60] as const;
export const STANDARD_ANSWER_SECONDS = 5;
/** The server waits this much more for an answer clicked at the last moment to arrive. */
export const INVITATION_GRACE_MS = 2_000;
/** A rematch offer stays open at least this long: the opponent is looking at the result, not at a prompt. */
export const REMATCH_OFFER_SECONDS = 30;

/** Seconds per move: the standard 30, or a relaxed clock. */
export const TURN_SECONDS_CHOICES = [30, 120, 300] as const;
export const STANDARD_TURN_SECONDS = 30;

/** "5, 30 or 60": the choices, as a sentence names them. */
export const listChoices = (choices: readonly number[]) => `${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}`;

/** When an invitation answered within `answerSeconds` stops being answerable. */
export const answerWindowMs = (answerSeconds: number) => answerSeconds * 1000 + INVITATION_GRACE_MS;
