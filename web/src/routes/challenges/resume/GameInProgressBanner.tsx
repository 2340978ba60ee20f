import { Suspense, useCallback } from "react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import { Link, useLocation } from "react-router-dom";
import { LiveRegion, useAnnouncement } from "../../../components/LiveRegion";
import { QueryErrorBoundary } from "../../../components/QueryErrorBoundary";
import { useAppSubscription } from "../../../subscriptions/useAppSubscription";
import { useRefetchOnReconnect } from "../../../subscriptions/useRefetchOnReconnect";
import { useClockWarnings } from "../board/useClockWarnings";
import { useCountdown } from "../board/useCountdown";
import { gamePath } from "../gamePaths";
import type { GameInProgressBanner_game$key } from "./__generated__/GameInProgressBanner_game.graphql";
import type { GameInProgressBannerQuery } from "./__generated__/GameInProgressBannerQuery.graphql";
import type { GameInProgressBannerSubscription } from "./__generated__/GameInProgressBannerSubscription.graphql";

/** The last seconds of the viewer's turn in which the banner turns urgent. */
const HURRY_SECONDS = 10;

const bannerQuery = graphql`
  query GameInProgressBannerQuery {
    viewer {
      currentGame {
        id
        status
        ...GameInProgressBanner_game
      }
    }
  }
`;

const gameFragment = graphql`
  fragment GameInProgressBanner_game on Game {
    status
    turn
    viewerTeam
    turnSeconds
    turnMillisecondsLeft
    team1Player {
      username
    }
    team2Player {
      username
    }
  }
`;

/**
 * A game the viewer is playing, offered wherever they are but on its board: a player who closed
 * the tab or wandered off mid-game comes back to a way back, and to the clock's warnings, instead
 * of losing on time unawares. Read again on every page change (one indexed read), kept live by
 * the game's own updates while it shows.
 */
export function GameInProgressBanner() {
  // a failed read leaves the page as it is (the board's own page still offers the game)
  return (
    <QueryErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <CurrentGame />
      </Suspense>
    </QueryErrorBoundary>
  );
}

function CurrentGame() {
  const { pathname } = useLocation();
  const data = useLazyLoadQuery<GameInProgressBannerQuery>(
    bannerQuery,
    {},
    { fetchPolicy: "store-and-network", fetchKey: pathname },
  );
  useRefetchOnReconnect<GameInProgressBannerQuery>(bannerQuery, {});
  const game = data.viewer?.currentGame;
  if (!game || game.status !== "IN_PROGRESS" || pathname === gamePath(game.id)) return null;
  return <GameBanner gameId={game.id} game={game} />;
}

interface GameBannerProps {
  readonly gameId: string;
  readonly game: GameInProgressBanner_game$key;
}

function GameBanner({ gameId, game }: GameBannerProps) {
  const { turn, viewerTeam, turnSeconds, turnMillisecondsLeft, team1Player, team2Player } = useFragment(
    gameFragment,
    game,
  );
  const opponent = (viewerTeam === "TEAM_1" ? team2Player : team1Player).username;
  const viewersTurn = turn === viewerTeam;
  const millisecondsLeft = turnMillisecondsLeft ?? null;
  const turnKey = `${gameId}:${turn ?? ""}:${millisecondsLeft ?? ""}`;
  useAppSubscription<GameInProgressBannerSubscription>(
    graphql`
      subscription GameInProgressBannerSubscription($gameId: ID!) {
        gameUpdated(gameId: $gameId) {
          game {
            ...GameInProgressBanner_game
          }
        }
      }
    `,
    { gameId },
  );
  const secondsLeft = useCountdown(millisecondsLeft, turnKey);
  const [warning, say] = useAnnouncement();
  const announce = useCallback((text: string) => say(`Your game against ${opponent}: ${text}`), [say, opponent]);
  useClockWarnings(secondsLeft, turnSeconds, turnKey, viewersTurn, announce);
  const hurry = viewersTurn && secondsLeft !== null && secondsLeft <= HURRY_SECONDS;

  return (
    <section
      aria-label="Game in progress"
      className={`border-b ${hurry ? "border-red-300 bg-red-50" : "border-sky-200 bg-brand-50"}`}
    >
      <div className="flex flex-col gap-x-4 gap-y-2 px-4 py-2.5 sm:flex-row sm:items-center sm:px-6">
        <p className={`min-w-0 flex-1 text-sm ${hurry ? "font-semibold text-red-900" : "text-slate-800"}`}>
          Your game against <span className="font-semibold [overflow-wrap:anywhere]">{opponent}</span> is still on:{" "}
          {viewersTurn ? "your turn" : `${opponent}’s turn`}
          {secondsLeft !== null && <span className="tabular-nums">, {secondsLeft} s left</span>}.
        </p>
        <Link
          to={gamePath(gameId)}
          className="self-start rounded-lg bg-brand-600 whitespace-nowrap sm:self-auto px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Back to the game
        </Link>
      </div>
      <LiveRegion announcement={warning} />
    </section>
  );
}
