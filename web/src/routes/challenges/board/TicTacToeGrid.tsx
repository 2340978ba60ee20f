import { useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { BOARD_SIZE, CELL_COUNT, cellLabel, type Mark } from "./boardRules";

interface TicTacToeGridProps {
  readonly cells: readonly (Mark | null)[];
  /** Whether the person at this screen may mark an empty cell now (how cells look and are announced). */
  readonly canPlay: boolean;
  /** Any cell clicked or Entered, playable or not: the caller decides (and may say why not). */
  readonly onPlay: (cell: number) => void;
  readonly winningLine?: readonly number[] | null;
  /** Names the grid for screen readers. */
  readonly label: string;
  /** The id of what describes the grid to screen readers (whose turn it is). */
  readonly describedBy?: string;
  /** Puts the focus on the board as it appears (a game starting), so a keyboard user is on it at once. */
  readonly autoFocus?: boolean;
}

/** The centre: where the keyboard starts. */
const FIRST_FOCUSED = 4;

const rows = Array.from({ length: BOARD_SIZE }, (_, row) =>
  Array.from({ length: BOARD_SIZE }, (_, column) => row * BOARD_SIZE + column),
);

// Arrow keys move by one cell and stop at the edges; Home/End jump to the row's ends.
const moves: Record<string, (cell: number) => number> = {
  ArrowLeft: (cell) => (cell % BOARD_SIZE === 0 ? cell : cell - 1),
  ArrowRight: (cell) => (cell % BOARD_SIZE === BOARD_SIZE - 1 ? cell : cell + 1),
  ArrowUp: (cell) => (cell < BOARD_SIZE ? cell : cell - BOARD_SIZE),
  ArrowDown: (cell) => (cell >= CELL_COUNT - BOARD_SIZE ? cell : cell + BOARD_SIZE),
  Home: (cell) => cell - (cell % BOARD_SIZE),
  End: (cell) => cell - (cell % BOARD_SIZE) + BOARD_SIZE - 1,
};

/**
 * The 3x3 board as an ARIA grid: one Tab stop (the last focused cell), arrow keys between cells,
 * Enter or Space to play. Taken cells stay focusable (aria-disabled) so the arrows never skip one.
 */
export function TicTacToeGrid({
  cells,
  canPlay,
  onPlay,
  winningLine,
  label,
  describedBy,
  autoFocus = false,
}: TicTacToeGridProps) {
  const [focused, setFocused] = useState(FIRST_FOCUSED);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Before the board is painted: the button pressed to get here (Accept, Play Again) goes in the
  // same commit, and a frame with the focus on the page's body would be read as "document".
  useLayoutEffect(() => {
    if (autoFocus) buttons.current[FIRST_FOCUSED]?.focus();
  }, [autoFocus]);

  const onKeyDown = (event: KeyboardEvent, cell: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(cell);
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="grid"
      aria-label={label}
      aria-describedby={describedBy}
      className="grid aspect-square w-full grid-rows-3 gap-2 sm:gap-3"
    >
      {rows.map((row, rowIndex) => (
        <div role="row" key={rowIndex} className="grid grid-cols-3 gap-2 sm:gap-3">
          {row.map((cell) => {
            const mark = cells[cell] ?? null;
            const playable = canPlay && mark === null;
            const inLine = winningLine?.includes(cell) ?? false;
            return (
              <div role="gridcell" key={cell} className="flex">
                <button
                  ref={(element) => {
                    buttons.current[cell] = element;
                  }}
                  type="button"
                  tabIndex={cell === focused ? 0 : -1}
                  aria-label={cellLabel(cell, mark)}
                  aria-disabled={!playable}
                  onFocus={() => setFocused(cell)}
                  onKeyDown={(event) => onKeyDown(event, cell)}
                  onClick={() => onPlay(cell)}
                  className={`flex size-full items-center justify-center rounded-xl border-2 text-5xl font-black transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:text-6xl ${
                    inLine
                      ? "border-emerald-600 bg-emerald-50"
                      : playable
                        ? "cursor-pointer border-slate-500 bg-white hover:border-brand-600 hover:bg-brand-50"
                        : "cursor-default border-slate-500 bg-slate-50"
                  } ${mark === "X" ? "text-brand-600" : "text-rose-600"}`}
                >
                  <span aria-hidden="true">{mark}</span>
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
