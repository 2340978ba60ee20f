import { markOf, teamName, TURN_SECONDS, type Team } from "./boardRules";

interface TurnStatusProps {
  /** The team to move; null once the game is over. */
  readonly turn: Team | null;
  /** Seconds left for the move; null once the game is over. */
  readonly secondsLeft: number | null;
  /** Under the heading: whose move it is in words ("Your turn", "Waiting for ada"). */
  readonly detail?: string;
}

/** 'Team 1's Turn' and the circled turn clock. */
export function TurnStatus({ turn, secondsLeft, detail }: TurnStatusProps) {
  const shown = secondsLeft ?? TURN_SECONDS;
  const urgent = secondsLeft !== null && secondsLeft <= 5;
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">
          {turn ? `${teamName(turn)}'s Turn` : "Game over"}
          {turn && (
            <span
              aria-hidden="true"
              className={`ml-2 inline-flex size-7 items-center justify-center rounded-md align-middle text-base font-black ${
                turn === "TEAM_1" ? "bg-brand-50 text-brand-600" : "bg-rose-50 text-rose-600"
              }`}
            >
              {markOf(turn)}
            </span>
          )}
        </h2>
        {detail && <p className="mt-0.5 truncate text-sm text-slate-600">{detail}</p>}
      </div>
      <div
        role="timer"
        aria-label={turn ? `${shown} seconds left for this move` : "Turn clock stopped"}
        className={`flex size-14 shrink-0 items-center justify-center rounded-full border-4 text-xl font-bold tabular-nums ${
          urgent ? "border-red-500 text-red-600" : "border-brand-500 text-slate-900"
        } ${turn ? "" : "opacity-40"}`}
      >
        {shown}
      </div>
    </div>
  );
}
