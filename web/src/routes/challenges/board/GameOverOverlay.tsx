import { useId, type ReactNode } from "react";
import type { Team } from "./boardRules";
import { PlayerCard, type PlayerCardPlayer } from "./PlayerCard";

interface GameOverOverlayProps {
  /** The winning team; null for a draw. */
  readonly winner: Team | null;
  /** Why it ended, when it was not a line or a full board ("bob ran out of time"). */
  readonly detail?: string;
  readonly team1: PlayerCardPlayer;
  readonly team2: PlayerCardPlayer;
  /** Play Again and leaving; the first one gets the focus. */
  readonly children: ReactNode;
}

/** The end overlay over the board: "Ada wins!" (the winner by name) or "It's a Draw!", both players, Play Again. */
export function GameOverOverlay({ winner, detail, team1, team2, children }: GameOverOverlayProps) {
  const titleId = useId();
  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-slate-900/40 p-3 backdrop-blur-[2px] sm:p-6">
      <section
        role="dialog"
        aria-labelledby={titleId}
        className="w-full max-w-sm rounded-2xl bg-white p-5 text-center shadow-xl sm:p-6"
      >
        <h2 id={titleId} className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
          {winner ? `${(winner === "TEAM_1" ? team1 : team2).name} wins!` : "It's a Draw!"}
        </h2>
        {detail && <p className="mt-1 text-sm text-slate-600">{detail}</p>}
        <ul aria-label="Players" className="mt-5 space-y-2 text-left">
          <li>
            <PlayerCard
              player={team1}
              team="TEAM_1"
              highlighted={winner === "TEAM_1"}
              badge={winner === "TEAM_1" ? "Winner" : undefined}
            />
          </li>
          <li>
            <PlayerCard
              player={team2}
              team="TEAM_2"
              highlighted={winner === "TEAM_2"}
              badge={winner === "TEAM_2" ? "Winner" : undefined}
            />
          </li>
        </ul>
        <div className="mt-5 flex flex-col gap-2">{children}</div>
      </section>
    </div>
  );
}

export const primaryButtonClassName =
  "rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButtonClassName =
  "rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";
