// How long things last in a game, and the choices people have. Someone who needs more time than
// the standard (a screen-reader or switch user, say) gets it: a longer window to answer
// invitations, a personal setting the server applies to every invitation they receive, a longer
// turn either player can ask for (the inviter's choice for one game, or a personal setting for
// every game: the longest asked for applies, and the other player is told whose it is), and
// "More time" during a game (WCAG 2.2.1 Timing Adjustable: extendable at least ten times).
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

/**
 * "More time" a player may take per game, on their own turn: ten, the least WCAG 2.2.1 asks for.
 * Each adds one turn length (the game's turnSeconds) to the running turn, rather than a fixed
 * 30 s: it is the amount of time both players already agreed a move may need, so on a relaxed
 * clock it is worth asking for, and on the standard one it is still more than the 20 s 2.2.1
 * asks an extension to give. A player who needs more than ten keeps the longer clock in their
 * settings instead.
 */
export const TURN_EXTENSIONS_PER_PLAYER = 10;

/** A turn length someone asked for: `by` is who (null: nobody, the standard). */
export interface TurnAsk {
  seconds: number;
  by: string | null;
}

/** A person's own turn setting, as an ask. */
export const ownTurnAsk = (user: { id: string; turnSeconds: number }): TurnAsk => ({
  seconds: user.turnSeconds,
  by: user.id,
});

/**
 * The turn length a game gets: the longest asked for, so nobody plays on a clock shorter than they
 * need. Of equal ones the first wins (callers list the invitation's before the settings, so the
 * inviter who chose it keeps the credit); the standard length is nobody's ask.
 */
export function longestTurn(asks: readonly TurnAsk[]): TurnAsk {
  let longest: TurnAsk = { seconds: STANDARD_TURN_SECONDS, by: null };
  for (const ask of asks) if (ask.seconds > longest.seconds) longest = ask;
  return longest;
}

/** "5, 30 or 60": the choices, as a sentence names them. */
export const listChoices = (choices: readonly number[]) => `${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}`;

/** When an invitation answered within `answerSeconds` stops being answerable. */
export const answerWindowMs = (answerSeconds: number) => answerSeconds * 1000 + INVITATION_GRACE_MS;
