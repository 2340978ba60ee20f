import { useEffect, useState } from "react";
import { Card } from "../../../components/Card";
import { otherTeam, teamName, TURN_SECONDS } from "../board/boardRules";
import { GameOverOverlay, primaryButtonClassName, secondaryButtonClassName } from "../board/GameOverOverlay";
import { PlayerCard, type PlayerCardPlayer } from "../board/PlayerCard";
import { TicTacToeGrid } from "../board/TicTacToeGrid";
import { TurnStatus } from "../board/TurnStatus";
import { useCountdown } from "../board/useCountdown";
import { newLocalGame, playLocalMove, timeOutLocalTurn } from "./localGame";

const team1: PlayerCardPlayer = { name: "Player 1", username: null, imageUrl: null };
const team2: PlayerCardPlayer = { name: "Player 2", username: null, imageUrl: null };

/** The lobby's Start: two people take turns on this device. Nothing goes to the server. */
export function LocalGameBoard({ onLeave }: { onLeave: () => void }) {
  const [game, setGame] = useState(newLocalGame);
  // Each new board (Play Again) gets a clock of its own even though its move count starts over.
  const [round, setRound] = useState(1);
  const turnMilliseconds = game.turn ? TURN_SECONDS * 1000 : null;
  const secondsLeft = useCountdown(turnMilliseconds, `${round}:${game.moveCount}`);

  // Same rule as online: a player who lets the clock run out loses.
  useEffect(() => {
    if (turnMilliseconds === null) return;
    const timer = window.setTimeout(() => setGame(timeOutLocalTurn), turnMilliseconds);
    return () => window.clearTimeout(timer);
  }, [turnMilliseconds, game.moveCount, round]);

  const playAgain = () => {
    setGame(newLocalGame());
    setRound((current) => current + 1);
  };

  return (
    <Card className="relative p-4 sm:p-6">
      <TurnStatus
        turn={game.turn}
        secondsLeft={secondsLeft}
        detail={game.turn ? `Pass and play: ${game.turn === "TEAM_1" ? team1.name : team2.name}, your move` : undefined}
      />
      <div className="mt-4 grid grid-cols-2 gap-2">
        <PlayerCard player={team1} team="TEAM_1" highlighted={game.turn === "TEAM_1"} />
        <PlayerCard player={team2} team="TEAM_2" highlighted={game.turn === "TEAM_2"} />
      </div>
      <div className="mx-auto mt-5 max-w-sm">
        <TicTacToeGrid
          label="Tic-tac-toe board, pass and play"
          cells={game.cells}
          canPlay={game.turn !== null}
          onPlay={(cell) => setGame((current) => playLocalMove(current, cell))}
          winningLine={game.winningLine}
        />
      </div>
      <div className="mt-5 flex justify-center">
        <button type="button" onClick={onLeave} className={secondaryButtonClassName}>
          Back to lobby
        </button>
      </div>
      {game.ended && (
        <GameOverOverlay
          winner={game.winner}
          detail={game.ended === "TIMEOUT" && game.winner ? `Time ran out for ${teamName(otherTeam(game.winner))}` : undefined}
          team1={team1}
          team2={team2}
        >
          <button type="button" autoFocus onClick={playAgain} className={primaryButtonClassName}>
            Play Again
          </button>
          <button type="button" onClick={onLeave} className={secondaryButtonClassName}>
            Back to lobby
          </button>
        </GameOverOverlay>
      )}
    </Card>
  );
}
