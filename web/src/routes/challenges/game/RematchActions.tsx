import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { Spinner } from "../../../components/Spinner";
import { primaryButtonClassName, secondaryButtonClassName } from "../board/GameOverOverlay";
import { gamePath, LOBBY_PATH } from "../gamePaths";
import type { RematchActions_game$key } from "./__generated__/RematchActions_game.graphql";
import type { GameActions } from "./useGameActions";

interface RematchActionsProps {
  readonly game: RematchActions_game$key;
  readonly opponentName: string;
  readonly actions: Pick<GameActions, "offerRematch" | "offeringRematch">;
  /** Closes the overlay to look at the final board. */
  readonly onViewBoard: () => void;
}

/**
 * The end overlay's buttons. Play Again offers a rematch; the opponent sees the offer and, by
 * pressing Play Again too, starts it (roles swapped) and both boards open it.
 */
export function RematchActions({ game: gameKey, opponentName, actions, onViewBoard }: RematchActionsProps) {
  const game = useFragment(
    graphql`
      fragment RematchActions_game on Game {
        rematch {
          id
        }
        rematchOffer {
          status
          sentByViewer
        }
      }
    `,
    gameKey,
  );
  const offer = game.rematchOffer?.status === "PENDING" ? game.rematchOffer : null;
  const waiting = actions.offeringRematch || offer?.sentByViewer === true;

  return (
    <>
      {offer && !offer.sentByViewer && (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {opponentName} wants to play again.
        </p>
      )}
      {game.rematch ? (
        <Link to={gamePath(game.rematch.id)} className={primaryButtonClassName}>
          Open the new game
        </Link>
      ) : (
        <button
          type="button"
          autoFocus
          disabled={waiting}
          onClick={actions.offerRematch}
          className={`${primaryButtonClassName} inline-flex items-center justify-center gap-2`}
        >
          {waiting && <Spinner />}
          {waiting ? `Waiting for ${opponentName}…` : "Play Again"}
        </button>
      )}
      <button type="button" onClick={onViewBoard} className={secondaryButtonClassName}>
        View the board
      </button>
      <Link to={LOBBY_PATH} className={secondaryButtonClassName}>
        Back to lobby
      </Link>
    </>
  );
}
