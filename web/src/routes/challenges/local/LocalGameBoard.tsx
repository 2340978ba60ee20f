import { Field, Label, Switch } from "@headlessui/react";
import { useEffect, useId, useState } from "react";
import { Card } from "../../../components/Card";
import { otherTeam, TURN_SECONDS, type Team } from "../board/boardRules";
import { GameAnnouncements } from "../board/GameAnnouncements";
import {
  GameOverOverlay,
  primaryButtonClassName,
  secondaryButtonClassName,
  ShowResultButton,
} from "../board/GameOverOverlay";
import { PlayerCard, type PlayerCardPlayer } from "../board/PlayerCard";
import { TicTacToeGrid } from "../board/TicTacToeGrid";
import { TurnStatus } from "../board/TurnStatus";
import { useAnnouncements } from "../board/useAnnouncements";
import { useClockWarnings } from "../board/useClockWarnings";
import { useCountdown } from "../board/useCountdown";
import { useMoveNarration } from "../board/useMoveNarration";
import { newLocalGame, playLocalMove, timeOutLocalTurn } from "./localGame";

const team1: PlayerCardPlayer = { name: "Player 1", username: null, imageUrl: null };
const team2: PlayerCardPlayer = { name: "Player 2", username: null, imageUrl: null };
const nameOf = (team: Team) => (team === "TEAM_1" ? team1 : team2).name;

/**
 * The lobby's Start: two people take turns on this device. Nothing goes to the server. Nobody is
 * kept waiting here, so there is no turn clock unless the players switch one on (at any time).
 */
export function LocalGameBoard({ onLeave }: { onLeave: () => void }) {
  const [game, setGame] = useState(newLocalGame);
  // Each new board (Play Again) gets a clock of its own even though its move count starts over.
  const [round, setRound] = useState(1);
  const [clockOn, setClockOn] = useState(false);
  const [announcements, announce] = useAnnouncements();
  const detailId = useId();
  const turnMilliseconds = clockOn && game.turn ? TURN_SECONDS * 1000 : null;
  // Switching the clock on gives the player to move a whole turn.
  const turnKey = `${round}:${game.moveCount}:${clockOn}`;
  const secondsLeft = useCountdown(turnMilliseconds, turnKey);

  // Same rule as online: a player who lets the clock run out loses.
  useEffect(() => {
    if (turnMilliseconds === null) return;
    const timer = window.setTimeout(() => setGame(timeOutLocalTurn), turnMilliseconds);
    return () => window.clearTimeout(timer);
  }, [turnMilliseconds, turnKey]);

  useMoveNarration(
    { ...game, endReason: game.ended },
    {
      subject: nameOf,
      turnOf: (team) => `${nameOf(team)}'s turn`,
      opening: `Pass and play: ${team1.name} plays X, ${team2.name} plays O. ${team1.name}'s turn.`,
    },
    announce,
  );
  useClockWarnings(secondsLeft, TURN_SECONDS, turnKey, turnMilliseconds !== null, announce);

  // "View the board" (or Escape) closes the end overlay; "Show the result" opens it again.
  const [dismissedOverlay, setDismissedOverlay] = useState(false);
  const resultShown = game.ended !== null && !dismissedOverlay;

  const playAgain = () => {
    setGame(newLocalGame());
    setRound((current) => current + 1);
    setDismissedOverlay(false);
  };

  return (
    <Card className="relative p-4 sm:p-6">
      {/* Out of reach while the end overlay (a modal dialog) covers it. */}
      <div inert={resultShown}>
        <TurnStatus
          turn={game.turn}
          whoseTurn={game.turn ? `${nameOf(game.turn)}'s turn` : ""}
          clock={clockOn ? { secondsLeft: game.turn ? secondsLeft : null, turnSeconds: TURN_SECONDS } : null}
          detail={game.turn ? `Pass and play: ${nameOf(game.turn)}, your move` : undefined}
          detailId={detailId}
        />
        <Field className="mt-3 flex items-center gap-3">
          <Switch
            checked={clockOn}
            onChange={setClockOn}
            className="group inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-500 transition-colors data-checked:bg-brand-600"
          >
            <span
              aria-hidden="true"
              className="size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6"
            />
          </Switch>
          <Label className="text-sm text-slate-700">Turn clock: {TURN_SECONDS} seconds a move</Label>
        </Field>
        <div className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
          <PlayerCard player={team1} team="TEAM_1" highlighted={game.turn === "TEAM_1"} />
          <PlayerCard player={team2} team="TEAM_2" highlighted={game.turn === "TEAM_2"} />
        </div>
        <div className="mx-auto mt-5 max-w-sm">
          <TicTacToeGrid
            // a new board takes the focus again, as the first one did
            key={round}
            autoFocus
            label="Tic-tac-toe board, pass and play"
            describedBy={detailId}
            cells={game.cells}
            canPlay={game.turn !== null}
            onPlay={(cell) => setGame((current) => playLocalMove(current, cell))}
            winningLine={game.winningLine}
          />
        </div>
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          {game.ended && dismissedOverlay && <ShowResultButton onShow={() => setDismissedOverlay(false)} />}
          <button type="button" onClick={onLeave} className={secondaryButtonClassName}>
            Back to lobby
          </button>
        </div>
      </div>
      {/* Outside the inert part: the last move and the result are read as the overlay opens. */}
      <GameAnnouncements announcements={announcements} />
      {resultShown && (
        <GameOverOverlay
          winner={game.winner}
          detail={
            game.ended === "TIMEOUT" && game.winner
              ? `Time ran out for ${(otherTeam(game.winner) === "TEAM_1" ? team1 : team2).name}.`
              : undefined
          }
          team1={team1}
          team2={team2}
          onDismiss={() => setDismissedOverlay(true)}
        >
          <button type="button" autoFocus onClick={playAgain} className={primaryButtonClassName}>
            Play Again
          </button>
          <button type="button" onClick={() => setDismissedOverlay(true)} className={secondaryButtonClassName}>
            View the board
          </button>
          <button type="button" onClick={onLeave} className={secondaryButtonClassName}>
            Back to lobby
          </button>
        </GameOverOverlay>
      )}
    </Card>
  );
}
