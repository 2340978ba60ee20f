// Tic-tac-toe's rules on a board, nothing else: pure functions the game service applies under
// its row lock. A board is nine characters, row by row: "X", "O" or "-" for an empty cell.
import type { GameMark } from "../../generated/prisma/client.ts";

export const EMPTY_BOARD = "---------";
export const CELLS = 9;

/** The 8 winning lines: 3 rows, 3 columns, 2 diagonals. */
export const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

export function isCell(cell: unknown): cell is number {
  return typeof cell === "number" && Number.isInteger(cell) && cell >= 0 && cell < CELLS;
}

export function markAt(board: string, cell: number): GameMark | null {
  const mark = board[cell];
  return mark === "X" || mark === "O" ? mark : null;
}

export function place(board: string, cell: number, mark: GameMark): string {
  return board.slice(0, cell) + mark + board.slice(cell + 1);
}

/** The line `mark` completed on `board`, or null. */
export function winningLine(board: string): { mark: GameMark; line: readonly number[] } | null {
  for (const line of LINES) {
    const mark = markAt(board, line[0]);
    if (mark && line.every((cell) => board[cell] === mark)) return { mark, line };
  }
  return null;
}

export function isFull(board: string): boolean {
  return !board.includes("-");
}

export const otherMark = (mark: GameMark): GameMark => (mark === "X" ? "O" : "X");

/** v1's names for the marks: team-1 plays X, team-2 plays O. */
export type Team = "team-1" | "team-2";
export const teamOf = (mark: GameMark): Team => (mark === "X" ? "team-1" : "team-2");
export const markOfTeam = (team: Team): GameMark => (team === "team-1" ? "X" : "O");
