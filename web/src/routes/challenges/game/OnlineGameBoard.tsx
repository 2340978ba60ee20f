import { useCallback, useEffect, useId, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router-dom";
import { Card } from "../../../components/Card";
import { markOf, otherTeam, type Team } from "../board/boardRules";
import { GameAnnouncements } from "../board/GameAnnouncements";
import { GameOverOverlay, ShowResultButton } from "../board/GameOverOverlay";
import { PlayerCard, type PlayerCardPlayer } from "../board/PlayerCard";
import { TicTacToeGrid } from "../board/TicTacToeGrid";
import { TurnStatus } from "../board/TurnStatus";
import { useAnnouncements } from "../board/useAnnouncements";
import { useBriefNotice } from "../board/useBriefNotice";
import { useClockWarnings } from "../board/useClockWarnings";
import { useCountdown } from "../board/useCountdown";
import { useMoveNarration } from "../board/useMoveNarration";
import { gamePath } from "../gamePaths";
import { longDuration, turnLengthReason } from "../gameTiming";
import type { OnlineGameBoard_game$data, OnlineGameBoard_game$key } from "./__generated__/OnlineGameBoard_game.graphql";
import { asMark, asTeam } from "./gameValues";
import { LeaveGameButton } from "./LeaveGameButton";
import { MoreTimeButton } from "./MoreTimeButton";
import { RematchActions } from "./RematchActions";
import { useGameActions } from "./useGameActions";
import { useGameUpdates } from "./useGameUpdates";
import { backText, leftText, useOpponentStanding } from "./useOpponentStanding";

/** After the clock shows 0 this long with no word of the end, the board asks the server again. */
const STALE_CLOCK_MS = 3000;

interface OnlineGameBoardProps {
  readonly game: OnlineGameBoard_game$key;
  /** Reads the game from the server again (a clock that ran out with no news of the end). */
  readonly refresh: () => void;
}

/** A game against another person: the server holds the board, this draws it and sends moves. */
export function OnlineGameBoard({ game: gameKey, refresh }: OnlineGameBoardProps) {
  const game = useFragment(
    graphql`
      fragment OnlineGameBoard_game on Game {
        id
        cells
        status
        turn
        turnDeadline
        turnMillisecondsLeft
        turnSeconds
        turnSecondsAskedBy
        viewerTurnExtensionsLeft
        winner
        winningLine
        endReason
        viewerTeam
        moveCount
        moves {
          cell
          team
        }
        opponentOnline
        team1Player {
          username
          name
          profileImage {
            url
          }
        }
        team2Player {
          username
          name
          profileImage {
            url
          }
        }
        ...RematchActions_game
      }
    `,
    gameKey,
  );
  // A refusal stays no longer than the board it was about: the next move or turn clears it.
  const [notice, showNotice] = useBriefNotice(`${game.moveCount}:${game.status}:${game.turnDeadline ?? ""}`);
  const [announcements, announce] = useAnnouncements();
  const detailId = useId();
  const viewerTeam = asTeam(game.viewerTeam);
  const team1 = playerOf(game.team1Player);
  const team2 = playerOf(game.team2Player);
  const opponent = viewerTeam === "TEAM_1" ? team2 : team1;
  // More time taken this turn: said in the log, and shown by the clock till the next move, so a
  // player who sees the clock jump sees why.
  const [extended, setExtended] = useState<{ readonly text: string; readonly moveCount: number } | null>(null);
  const onTurnExtended = useCallback(
    (team: Team) => {
      const text = `${team === viewerTeam ? "You" : opponent.name} took ${longDuration(game.turnSeconds)} more.`;
      announce(text);
      setExtended({ text, moveCount: game.moveCount });
    },
    [announce, viewerTeam, opponent.name, game.turnSeconds, game.moveCount],
  );
  // Set as the rematch's board is asked for (a route transition, which waits for its data): this
  // board stays, Play Again focused, until that one replaces it in one commit and takes the focus.
  const [openingRematch, setOpeningRematch] = useState(false);
  const navigate = useNavigate();
  const openRematch = useCallback(
    (rematchId: string) => {
      setOpeningRematch(true);
      navigate(gamePath(rematchId));
    },
    [navigate],
  );
  useGameUpdates(game.id, showNotice, onTurnExtended, openRematch);
  const actions = useGameActions(game.id, showNotice);
  const secondsLeft = useCountdown(game.turnMillisecondsLeft ?? null, game.turnDeadline ?? "");
  const inProgress = game.status === "IN_PROGRESS";

  // The server ends a game whose clock ran out and says so; if that word got lost, ask.
  const clockRanOut = inProgress && secondsLeft === 0;
  useEffect(() => {
    if (!clockRanOut) return;
    const timer = window.setTimeout(refresh, STALE_CLOCK_MS);
    return () => window.clearTimeout(timer);
  }, [clockRanOut, refresh]);

  const cells = game.cells.map(asMark);
  const turn = asTeam(game.turn);
  const winner = asTeam(game.winner);
  const yourTurn = inProgress && viewerTeam !== null && turn === viewerTeam;
  const [dismissedOverlay, setDismissedOverlay] = useState(false);

  const lastMove = game.moves.at(-1);
  const lastTeam = asTeam(lastMove?.team);
  useMoveNarration(
    {
      moveCount: game.moveCount,
      lastMove: lastMove && lastTeam ? { cell: lastMove.cell, team: lastTeam } : null,
      turn: inProgress ? turn : null,
      winner,
      endReason: game.endReason ?? null,
    },
    {
      subject: (team) => (team === viewerTeam ? "you" : opponent.name),
      turnOf: (team) => (team === viewerTeam ? "your turn" : `${opponent.name}'s turn`),
      opening: `You play ${markOf(viewerTeam ?? "TEAM_1")} against ${opponent.name}. ${yourTurn ? "Your turn." : `${opponent.name}'s turn.`}`,
    },
    announce,
  );
  const extensionsLeft = game.viewerTurnExtensionsLeft ?? 0;
  useClockWarnings(
    secondsLeft,
    game.turnSeconds,
    game.turnDeadline ?? "",
    yourTurn,
    announce,
    extensionsLeft > 0 ? `More time, beside the clock, adds ${longDuration(game.turnSeconds)}.` : undefined,
  );
  const askedBy = asTeam(game.turnSecondsAskedBy);
  const extendedThisTurn = extended !== null && extended.moveCount === game.moveCount;
  const standing = useOpponentStanding(game.opponentOnline ?? null, inProgress, opponent.name, announce);

  const onPlay = (cell: number) => {
    if (!inProgress || !viewerTeam) return;
    if (!yourTurn) showNotice(`It is not your turn: ${opponent.name} is playing.`);
    else if (cells[cell] !== null) showNotice("That cell is already taken.");
    else actions.play(cell, viewerTeam);
  };

  const resultShown = !inProgress && !dismissedOverlay;

  return (
    <Card className="relative p-4 sm:p-6">
      {/* Out of reach while the end overlay (a modal dialog) covers it. */}
      <div inert={resultShown}>
        <TurnStatus
          turn={inProgress ? turn : null}
          whoseTurn={yourTurn ? "Your turn" : `${opponent.name}'s turn`}
          clock={{ secondsLeft: inProgress ? secondsLeft : null, turnSeconds: game.turnSeconds }}
          detail={
            inProgress
              ? yourTurn
                ? `You play ${markOf(viewerTeam ?? "TEAM_1")}`
                : `Waiting for ${opponent.name}`
              : endDetail(game, team1, team2)
          }
          detailId={detailId}
        />
        {inProgress && (askedBy || yourTurn || extendedThisTurn) && (
          // More time stays at the right, under the clock, also when the line before it wraps.
          <div className="mt-2 flex flex-wrap items-center justify-end gap-2">
            <p className="mr-auto text-sm text-slate-600">
              {[
                askedBy && `${turnLengthReason(game.turnSeconds, askedBy === viewerTeam ? "you" : opponent.name)}.`,
                extendedThisTurn && extended.text,
              ]
                .filter(Boolean)
                .join(" ")}
            </p>
            {yourTurn && (
              <MoreTimeButton turnSeconds={game.turnSeconds} left={extensionsLeft} onExtend={actions.extendTurn} />
            )}
          </div>
        )}
        <ul aria-label="Players" className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
          <li>
            <PlayerCard
              player={team1}
              team="TEAM_1"
              highlighted={inProgress ? turn === "TEAM_1" : winner === "TEAM_1"}
              badge={viewerTeam === "TEAM_1" ? "You" : undefined}
            />
          </li>
          <li>
            <PlayerCard
              player={team2}
              team="TEAM_2"
              highlighted={inProgress ? turn === "TEAM_2" : winner === "TEAM_2"}
              badge={viewerTeam === "TEAM_2" ? "You" : undefined}
            />
          </li>
        </ul>
        {standing !== "here" && (
          <p
            className={`mt-3 rounded-lg border px-3 py-2 text-sm font-medium ${
              standing === "away"
                ? "border-amber-300 bg-amber-50 text-amber-900"
                : "border-emerald-300 bg-emerald-50 text-emerald-900"
            }`}
          >
            {standing === "away" ? leftText(opponent.name) : backText(opponent.name)}
          </p>
        )}
        <div className="mx-auto mt-5 max-w-sm">
          <TicTacToeGrid
            label={`Tic-tac-toe board: you play ${viewerTeam === "TEAM_2" ? "O" : "X"} against ${opponent.name}`}
            describedBy={detailId}
            autoFocus={inProgress}
            cells={cells}
            canPlay={yourTurn}
            onPlay={onPlay}
            winningLine={game.winningLine}
          />
        </div>
        {/* An answer to what the player just did: said at once, and gone with the next change of the game. */}
        <p role="alert" className="mt-3 min-h-5 text-center text-sm font-medium text-red-700">
          {notice && <span key={notice.id}>{notice.message}</span>}
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {inProgress ? (
            <LeaveGameButton onLeave={actions.forfeit} leaving={actions.forfeiting} />
          ) : (
            dismissedOverlay && <ShowResultButton onShow={() => setDismissedOverlay(false)} />
          )}
        </div>
      </div>
      {/* Outside the inert part: the last move and the result are read as the overlay opens. */}
      <GameAnnouncements announcements={announcements} />
      {resultShown && (
        <GameOverOverlay
          winner={winner}
          detail={endDetail(game, team1, team2) ?? outcomeForViewer(winner, viewerTeam)}
          team1={team1}
          team2={team2}
          onDismiss={() => setDismissedOverlay(true)}
        >
          <RematchActions
            game={game}
            opponentName={opponent.name}
            onRematchStarted={openRematch}
            openingRematch={openingRematch}
            onViewBoard={() => setDismissedOverlay(true)}
          />
        </GameOverOverlay>
      )}
    </Card>
  );
}

function playerOf(user: OnlineGameBoard_game$data["team1Player"]): PlayerCardPlayer {
  return { name: user.name, username: user.username, imageUrl: user.profileImage.url };
}

/** Why it ended, when a line or a full board does not say it by itself. */
function endDetail(
  game: OnlineGameBoard_game$data,
  team1: PlayerCardPlayer,
  team2: PlayerCardPlayer,
): string | undefined {
  const winner = asTeam(game.winner);
  if (!winner) return undefined;
  const loser = otherTeam(winner) === "TEAM_1" ? team1 : team2;
  if (game.endReason === "TIMEOUT") return `${loser.name} ran out of time.`;
  if (game.endReason === "FORFEIT") return `${loser.name} left the game.`;
  return undefined;
}

/** "You won!" or "You lost this one.": the overlay's title names the winner, this says whether it was you. */
function outcomeForViewer(winner: Team | null, viewerTeam: Team | null): string | undefined {
  if (!winner || !viewerTeam) return undefined;
  return winner === viewerTeam ? "You won!" : "You lost this one.";
}
