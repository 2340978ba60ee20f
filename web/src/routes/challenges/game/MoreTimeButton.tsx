import { secondaryButtonClassName } from "../board/GameOverOverlay";
import { longDuration } from "../gameTiming";

interface MoreTimeButtonProps {
  /** How much one press adds: the game's turn length. */
  readonly turnSeconds: number;
  /** Presses the viewer has left in this game; at 0 the button stays, and the server says why it is refused. */
  readonly left: number;
  readonly onExtend: () => void;
}

/**
 * "More time" beside the turn clock (WCAG 2.2.1): on the viewer's own turn, one more turn length,
 * a limited number of times a game. The count is part of its name, so it is heard before a press.
 */
export function MoreTimeButton({ turnSeconds, left, onExtend }: MoreTimeButtonProps) {
  return (
    <button
      type="button"
      onClick={onExtend}
      title={`Adds ${longDuration(turnSeconds)} to this move`}
      className={`${secondaryButtonClassName} px-3 py-1.5`}
    >
      More time <span className="font-normal text-slate-600">({left} left)</span>
    </button>
  );
}
