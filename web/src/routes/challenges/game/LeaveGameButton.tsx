import { useState } from "react";
import { ModalDialog } from "../../../components/overlay/ModalDialog";
import { Spinner } from "../../../components/Spinner";
import { secondaryButtonClassName } from "../board/GameOverOverlay";

interface LeaveGameButtonProps {
  readonly onLeave: () => void;
  readonly leaving: boolean;
}

/** Forfeit, after a confirmation: leaving a game in progress loses it. */
export function LeaveGameButton({ onLeave, leaving }: LeaveGameButtonProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        disabled={leaving}
        className={`${secondaryButtonClassName} inline-flex items-center gap-2`}
      >
        {leaving && <Spinner />}
        Leave game
      </button>
      <ModalDialog open={confirming} onClose={() => setConfirming(false)} title="Leave this game?">
        <p className="mt-2 text-sm text-slate-600">Leaving gives the game up: your opponent wins.</p>
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" onClick={() => setConfirming(false)} className={secondaryButtonClassName}>
            Keep playing
          </button>
          <button
            type="button"
            onClick={() => {
              setConfirming(false);
              onLeave();
            }}
            className="rounded-lg bg-red-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-700"
          >
            Leave and lose
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
