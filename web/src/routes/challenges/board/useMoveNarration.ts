import { useEffect, useRef } from "react";
import { cellName, otherTeam, type Team } from "./boardRules";

/** What the narration reads of a board, online or pass-and-play. */
export interface NarratedBoard {
  /** Moves the board holds (online: as the server confirmed them, never a move still on its way). */
  readonly moveCount: number;
  readonly lastMove: { readonly cell: number; readonly team: Team } | null;
  /** The team to move; null once the game is over. */
  readonly turn: Team | null;
  readonly winner: Team | null;
  readonly endReason: string | null;
}

/** How the narration names the players. */
export interface Voices {
  /** Who played, mid-sentence: "you", "bob", "Player 1". */
  readonly subject: (team: Team) => string;
  /** "your turn", "bob's turn". */
  readonly turnOf: (team: Team) => string;
  /** Said when the board first shows a game in progress ("You play X against bob. Your turn."). */
  readonly opening: string;
}

/**
 * Says each change of the board as it lands: the move in words and whose turn follows ("bob
 * played centre; your turn."), or how the game ended ("You won.", "bob ran out of time: you
 * won."). Changes are read from the board's state, so a move is said once whichever way it
 * arrived (the mutation's answer or the live update), and one still on its way is not said yet.
 */
export function useMoveNarration(board: NarratedBoard, voices: Voices, announce: (text: string) => void): void {
  const seen = useRef<NarratedBoard | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = board;
    const sentence = before ? narrate(before, board, voices) : board.turn ? voices.opening : null;
    if (sentence) announce(sentence);
  });
}

function narrate(before: NarratedBoard, now: NarratedBoard, voices: Voices): string | null {
  // a new board (pass and play's Play Again)
  if (now.moveCount < before.moveCount) return now.turn ? voices.opening : null;
  const ended = before.turn !== null && now.turn === null;
  if (now.moveCount > before.moveCount && now.lastMove) {
    const played = `${voices.subject(now.lastMove.team)} played ${cellName(now.lastMove.cell)}`;
    if (ended) return capitalized(`${played}. ${capitalized(result(now, voices))}`);
    return capitalized(now.turn ? `${played}; ${voices.turnOf(now.turn)}.` : `${played}.`);
  }
  return ended ? capitalized(result(now, voices)) : null;
}

/** "you won.", "Draw.", "bob ran out of time: you won.", "you left the game: bob won." */
function result({ winner, endReason }: NarratedBoard, { subject }: Voices): string {
  if (!winner) return "Draw.";
  const won = `${subject(winner)} won.`;
  if (endReason === "TIMEOUT") return `${subject(otherTeam(winner))} ran out of time: ${won}`;
  if (endReason === "FORFEIT") return `${subject(otherTeam(winner))} left the game: ${won}`;
  return won;
}

/** "you" starts a sentence as "You"; names stay as their owners wrote them. */
function capitalized(sentence: string): string {
  return sentence.replace(/^you\b/, "You");
}
