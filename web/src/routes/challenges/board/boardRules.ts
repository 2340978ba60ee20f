// The rules a board needs on this device: which cells form a line, and what a board shows. The
// server checks every move of an online game itself; these serve the local pass-and-play game
// (which has no server) and the labels of both.

export type Mark = "X" | "O";
export type Team = "TEAM_1" | "TEAM_2";

export const BOARD_SIZE = 3;
export const CELL_COUNT = BOARD_SIZE * BOARD_SIZE;
/** The board's circled 30: seconds a player has for each move. */
export const TURN_SECONDS = 30;

/** The 3 rows, 3 columns and 2 diagonals. */
const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

export function markOf(team: Team): Mark {
  return team === "TEAM_1" ? "X" : "O";
}

export function otherTeam(team: Team): Team {
  return team === "TEAM_1" ? "TEAM_2" : "TEAM_1";
}

/** The line three equal marks fill, if any. */
export function findWinningLine(cells: readonly (Mark | null)[]): readonly number[] | null {
  return LINES.find(([a, b, c]) => cells[a] !== null && cells[a] === cells[b] && cells[a] === cells[c]) ?? null;
}

const CELL_NAMES: readonly string[] = [
  "top left",
  "top centre",
  "top right",
  "middle left",
  "centre",
  "middle right",
  "bottom left",
  "bottom centre",
  "bottom right",
];

/** "top left", "centre", ...: a cell in words, as moves are announced ("bob played centre"). */
export function cellName(index: number): string {
  return CELL_NAMES[index];
}

/** "Top left, empty": what a screen reader says for a cell (the grid adds its row and column). */
export function cellLabel(index: number, mark: Mark | null): string {
  const name = cellName(index);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}, ${mark ?? "empty"}`;
}
