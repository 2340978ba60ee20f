import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { Spinner } from "../../../components/Spinner";
import { primaryButtonClassName, secondaryButtonClassName } from "../board/GameOverOverlay";
import { gamePath, LOBBY_PATH } from "../gamePaths";
import type { RematchActions_game$data, RematchActions_game$key } from "./__generated__/RematchActions_game.graphql";
import { useOfferRematch } from "./useOfferRematch";

interface RematchActionsProps {
  readonly game: RematchActions_game$key;
  readonly opponentName: string;
  /** Opens the rematch's board once it has started. */
  readonly onRematchStarted: (rematchId: string) => void;
  /** The rematch's board is on its way here: Play Again keeps the focus until that board takes it. */
  readonly openingRematch: boolean;
  /** Closes the overlay to look at the final board. */
  readonly onViewBoard: () => void;
}

/**
 * The end overlay's buttons. Play Again offers a rematch; the opponent sees the offer and, by
 * pressing Play Again too, starts it (roles swapped, the same time per move) and both boards open
 * it. What became of an offer (declined, unanswered, withdrawn) is said here, where the players look.
 */
export function RematchActions({
  game: gameKey,
  opponentName,
  onRematchStarted,
  openingRematch,
  onViewBoard,
}: RematchActionsProps) {
  const game = useFragment(
    graphql`
      fragment RematchActions_game on Game {
        id
        rematch {
          id
        }
        latestRematchOffer {
          status
          sentByViewer
        }
      }
    `,
    gameKey,
  );
  const { offerRematch, offering, refusal } = useOfferRematch(game.id, opponentName, onRematchStarted);
  const offer = game.latestRematchOffer;
  const waiting = openingRematch || offering || (offer?.status === "PENDING" && offer.sentByViewer);
  const news = refusal ?? offerNews(offer, opponentName);

  return (
    <>
      <p role="status" className="text-sm font-medium text-slate-800">
        {news}
      </p>
      {/* A rematch that started while this board was open opens by itself; the button stays till then,
          as a link in its place would take its focus to the page's body while that board loads. */}
      {game.rematch && !openingRematch ? (
        <Link to={gamePath(game.rematch.id)} className={primaryButtonClassName}>
          Open the new game
        </Link>
      ) : (
        // Stays focusable while waiting (aria-disabled, not disabled): focus does not drop to the page.
        <button
          type="button"
          autoFocus
          aria-disabled={waiting}
          onClick={() => {
            if (!waiting) offerRematch();
          }}
          className={`${primaryButtonClassName} inline-flex items-center justify-center gap-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
        >
          {waiting && <Spinner />}
          {openingRematch ? "Opening the new game…" : waiting ? `Waiting for ${opponentName}…` : "Play Again"}
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

/** What the latest rematch offer means for the viewer now, if anything. */
function offerNews(offer: RematchActions_game$data["latestRematchOffer"], opponentName: string): string | null {
  if (!offer) return null;
  if (offer.sentByViewer) {
    if (offer.status === "REJECTED") return `${opponentName} does not want to play again.`;
    if (offer.status === "EXPIRED") return `${opponentName} did not answer in time.`;
    return null;
  }
  if (offer.status === "PENDING") return `${opponentName} wants to play again.`;
  if (offer.status === "WITHDRAWN") return `${opponentName} left, so the offer to play again is withdrawn.`;
  return null;
}
