import { FocusTrap, FocusTrapFeatures } from "@headlessui/react";
import { useId, type KeyboardEvent, type ReactNode } from "react";
import type { Team } from "./boardRules";
import { PlayerCard, type PlayerCardPlayer } from "./PlayerCard";

interface GameOverOverlayProps {
  /** The winning team; null for a draw. */
  readonly winner: Team | null;
  /** Why it ended, when it was not a line or a full board ("bob ran out of time"). */
  readonly detail?: string;
  readonly team1: PlayerCardPlayer;
  readonly team2: PlayerCardPlayer;
  /** Escape: closes it to look at the board (what its "View the board" button does). */
  readonly onDismiss: () => void;
  /** Play Again, viewing the board, leaving; the first one gets the focus. */
  readonly children: ReactNode;
}

/**
 * The end overlay over the board: "Ada wins!" (the winner by name) or "It's a Draw!", both players,
 * Play Again. A modal dialog: Tab and Shift+Tab go round its buttons, Escape closes it, and the
 * board under it is inert while it is there (each board marks that part `inert`).
 */
export function GameOverOverlay({ winner, detail, team1, team2, onDismiss, children }: GameOverOverlayProps) {
  const titleId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onDismiss();
  };
  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-slate-900/40 p-3 backdrop-blur-[2px] sm:p-6">
      {/* Over the board only, not the page: the header stays usable, and an invitation prompt (outside) can still take the focus. */}
      <FocusTrap
        as="section"
        features={FocusTrapFeatures.TabLock}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
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
      </FocusTrap>
    </div>
  );
}

/**
 * Below the board once the overlay was closed to look at it: opens it again. It takes the focus
 * from the overlay's "View the board" (or Escape) as the overlay goes, so the focus is never lost.
 */
export function ShowResultButton({ onShow }: { readonly onShow: () => void }) {
  return (
    <button type="button" autoFocus onClick={onShow} className={secondaryButtonClassName}>
      Show the result
    </button>
  );
}

export const primaryButtonClassName =
  "rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButtonClassName =
  "rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";
