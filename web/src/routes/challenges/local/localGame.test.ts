import { describe, expect, it } from "vitest";
import { newLocalGame, playLocalMove, timeOutLocalTurn, type LocalGame } from "./localGame";

const play = (...cells: number[]): LocalGame => cells.reduce(playLocalMove, newLocalGame());

describe("a pass-and-play game", () => {
  it("starts empty with X to move, then takes turns", () => {
    const game = play(4);
    expect(game.cells[4]).toBe("X");
    expect(game.turn).toBe("TEAM_2");
    expect(game.lastMove).toEqual({ cell: 4, team: "TEAM_1" });
    expect(playLocalMove(game, 0).cells[0]).toBe("O");
  });

  it("ignores a click on a taken cell", () => {
    const game = play(4);
    expect(playLocalMove(game, 4)).toBe(game);
  });

  it("ends with a line of three, naming the winner and the line", () => {
    // X: 0 1 2 across the top; O: 3 4
    const game = play(0, 3, 1, 4, 2);
    expect(game).toMatchObject({ turn: null, winner: "TEAM_1", winningLine: [0, 1, 2], ended: "LINE" });
    expect(playLocalMove(game, 8)).toBe(game);
  });

  it("ends in a draw when the board fills without a line", () => {
    const game = play(0, 1, 2, 4, 3, 5, 7, 6, 8);
    expect(game).toMatchObject({ turn: null, winner: null, ended: "FULL_BOARD", moveCount: 9 });
  });

  it("gives the game to the other team when the clock runs out", () => {
    expect(timeOutLocalTurn(play(4))).toMatchObject({ turn: null, winner: "TEAM_1", ended: "TIMEOUT" });
  });
});
