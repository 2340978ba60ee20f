import { graphql } from "react-relay";
import { useAppSubscription } from "../../../subscriptions/useAppSubscription";
import type { Team } from "../board/boardRules";
import { asTeam } from "./gameValues";
import type { useGameUpdatesSubscription } from "./__generated__/useGameUpdatesSubscription.graphql";

/**
 * The board, live: every update carries the game as the server holds it (board, turn, clock,
 * result, rematch offer), which Relay merges into the store; when the rematch starts, both players
 * go to its board (`onRematchStarted`). `onNotice` hears what is worth a word (an expired rematch offer, a clock the
 * server restarted after an outage). Each (re)subscription opens with the game as it is
 * (`CURRENT`), so a reconnect misses nothing. `onTurnExtended` hears a player take more time.
 */
export function useGameUpdates(
  gameId: string,
  onNotice: (message: string) => void,
  onTurnExtended: (team: Team) => void,
  onRematchStarted: (rematchId: string) => void,
): void {
  useAppSubscription<useGameUpdatesSubscription>(
    graphql`
      subscription useGameUpdatesSubscription($gameId: ID!) {
        gameUpdated(gameId: $gameId) {
          kind
          extendedBy
          game {
            ...OnlineGameBoard_game
          }
          rematch {
            id
          }
        }
      }
    `,
    { gameId },
    {
      onNext: (response) => {
        const update = response?.gameUpdated;
        if (update?.kind === "REMATCH_STARTED" && update.rematch) onRematchStarted(update.rematch.id);
        if (update?.kind === "REMATCH_EXPIRED") onNotice("Nobody answered Play Again in time.");
        const extendedBy = asTeam(update?.extendedBy);
        if (update?.kind === "TURN_EXTENDED" && extendedBy) onTurnExtended(extendedBy);
        if (update?.kind === "CLOCK_RESET") onNotice("The server was unavailable for a moment: the turn starts again.");
      },
    },
  );
}
