import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay";
import { useNavigate } from "react-router-dom";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import { gamePath } from "../gamePaths";
import type { useGameUpdatesSubscription } from "./__generated__/useGameUpdatesSubscription.graphql";

/**
 * The board, live: every update carries the game as the server holds it (board, turn, clock,
 * result, rematch offer), which Relay merges into the store; when the rematch starts, both players
 * go to its board. `onNotice` hears what is worth a word (an expired rematch offer, a clock the
 * server restarted after an outage).
 */
export function useGameUpdates(gameId: string, onNotice: (message: string) => void): void {
  const navigate = useNavigate();
  const config = useMemo<GraphQLSubscriptionConfig<useGameUpdatesSubscription>>(
    () => ({
      subscription: graphql`
        subscription useGameUpdatesSubscription($gameId: ID!) {
          gameUpdated(gameId: $gameId) {
            kind
            game {
              ...OnlineGameBoard_game
            }
            rematch {
              id
            }
          }
        }
      `,
      variables: { gameId },
      onNext: (response) => {
        const update = response?.gameUpdated;
        if (update?.kind === "REMATCH_STARTED" && update.rematch) navigate(gamePath(update.rematch.id));
        if (update?.kind === "REMATCH_EXPIRED") onNotice("Nobody answered Play Again in time.");
        if (update?.kind === "CLOCK_RESET") onNotice("The server was unavailable for a moment: the turn starts again.");
      },
      onError: (error) => console.error("Game updates failed", error),
    }),
    [gameId, navigate, onNotice],
  );
  useSubscription(config);
}
