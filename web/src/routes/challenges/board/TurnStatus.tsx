import { markOf, type Team } from "./boardRules";
import { URGENT_SECONDS } from "./useClockWarnings";

export interface TurnClock {
  /** Seconds left for the move; null once the game is over. */
  readonly secondsLeft: number | null;
  /** The whole turn, shown while the clock stands (game over). */
  readonly turnSeconds: number;
}

interface TurnStatusProps {
  /** The team to move; null once the game is over. */
  readonly turn: Team | null;
  /** The heading while a team is to move, naming its player: "Your turn", "alice's turn". */
  readonly whoseTurn: string;
  /** The turn clock; null when the game has none (pass and play, unless the players chose one). */
  readonly clock: TurnClock | null;
  /** Under the heading: whose move it is in words ("Your turn", "Waiting for ada"). */
  readonly detail?: string;
  /** Its id, so the board can name it as the grid's description. */
  readonly detailId?: string;
}

/** Whose turn it is, by the player's name (a one-on-one game has no teams to speak of), and the circled turn clock. */
export function TurnStatus({ turn, whoseTurn, clock, detail, detailId }: TurnStatusProps) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">
          {turn ? whoseTurn : "Game over"}
          {turn && (
            <span
              aria-hidden="true"
              className={`ml-2 inline-flex size-7 items-center justify-center rounded-md align-middle text-base font-black ${
                turn === "TEAM_1" ? "bg-brand-50 text-brand-600" : "bg-rose-50 text-rose-700"
              }`}
            >
              {markOf(turn)}
            </span>
          )}
        </h2>
        {detail && (
          <p id={detailId} className="mt-0.5 truncate text-sm text-slate-600">
            {detail}
          </p>
        )}
      </div>
      {clock && <ClockRing turn={turn} clock={clock} />}
    </div>
  );
}

/** The circled seconds; red for the last five (spoken too: useClockWarnings). */
function ClockRing({ turn, clock }: { turn: Team | null; clock: TurnClock }) {
  const shown = clock.secondsLeft ?? clock.turnSeconds;
  const urgent = clock.secondsLeft !== null && clock.secondsLeft <= URGENT_SECONDS;
  return (
    <div
      role="timer"
      aria-label={
        turn
          ? `${shown} ${shown === 1 ? "second" : "seconds"} left for this move${urgent ? ", hurry" : ""}`
          : "Turn clock stopped"
      }
      className={`flex size-14 shrink-0 items-center justify-center rounded-full border-4 text-xl font-bold tabular-nums ${
        urgent ? "border-red-500 text-red-600" : "border-brand-500 text-slate-900"
      } ${turn ? "" : "opacity-40"}`}
    >
      {shown}
    </div>
  );
}
