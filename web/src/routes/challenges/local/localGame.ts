import { CELL_COUNT, findWinningLine, markOf, otherTeam, type Mark, type Team } from "../board/boardRules";

/** A pass-and-play game on one device: the board, whose turn it is, and how it ended. */
export interface LocalGame {
  readonly cells: readonly (Mark | null)[];
  /** The team to move; null once it is over. */
  readonly turn: Team | null;
  readonly winner: Team | null;
  readonly winningLine: readonly number[] | null;
  readonly ended: "LINE" | "FULL_BOARD" | "TIMEOUT" | null;
  /** Counts the turns, so the clock restarts for each. */
  readonly moveCount: number;
  /** The latest move, for the spoken narration. */
  readonly lastMove: { readonly cell: number; readonly team: Team } | null;
}

export function newLocalGame(): LocalGame {
  return {
    cells: Array<Mark | null>(CELL_COUNT).fill(null),
    turn: "TEAM_1",
    winner: null,
    winningLine: null,
    ended: null,
    moveCount: 0,
    lastMove: null,
  };
}

/** The game after the team to move marks `cell`; unchanged when the game is over or the cell taken (as v1 ignored such clicks). */
export function playLocalMove(game: LocalGame, cell: number): LocalGame {
  if (game.turn === null || game.cells[cell] !== null) return game;
  const team = game.turn;
  const cells = game.cells.map((mark, index) => (index === cell ? markOf(team) : mark));
  const played = { cells, moveCount: game.moveCount + 1, lastMove: { cell, team } };
  const winningLine = findWinningLine(cells);
  if (winningLine) return { ...played, turn: null, winner: team, winningLine, ended: "LINE" };
  if (cells.every((mark) => mark !== null))
    return { ...played, turn: null, winner: null, winningLine: null, ended: "FULL_BOARD" };
  return { ...game, ...played, turn: otherTeam(team) };
}

/** The team to move let its clock run out: the other team wins. */
export function timeOutLocalTurn(game: LocalGame): LocalGame {
  if (game.turn === null) return game;
  return { ...game, turn: null, winner: otherTeam(game.turn), ended: "TIMEOUT" };
}
