import { useEffect, useRef } from "react";
import { graphql, useFragment } from "react-relay";
import { useAppMutation } from "../../../mutations/useAppMutation";
import type { useWithdrawRematchOnLeave_game$key } from "./__generated__/useWithdrawRematchOnLeave_game.graphql";
import type { useWithdrawRematchOnLeaveMutation } from "./__generated__/useWithdrawRematchOnLeaveMutation.graphql";

/**
 * A Play Again offer lasts while its sender is on the game's screen: leaving the board (for another
 * page, or another game) takes it back, so the opponent is never offered a rematch by someone who
 * has gone. (Closing the tab is the server's to notice: the sender goes offline.)
 */
export function useWithdrawRematchOnLeave(gameKey: useWithdrawRematchOnLeave_game$key | null): void {
  const game = useFragment(
    graphql`
      fragment useWithdrawRematchOnLeave_game on Game {
        id
        latestRematchOffer {
          status
          sentByViewer
        }
      }
    `,
    gameKey,
  );
  const [commit] = useAppMutation<useWithdrawRematchOnLeaveMutation>(graphql`
    mutation useWithdrawRematchOnLeaveMutation($input: WithdrawRematchOfferInput!) {
      withdrawRematchOffer(input: $input) {
        ... on WithdrawRematchOfferPayload {
          offer {
            id
            status
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const offer = game?.latestRematchOffer;
  const offered = offer?.status === "PENDING" && offer.sentByViewer;
  // read when the board goes: whether the viewer's offer was waiting then
  const waiting = useRef(false);
  useEffect(() => {
    waiting.current = offered;
  }, [offered]);

  const gameId = game?.id;
  useEffect(() => {
    if (!gameId) return;
    return () => {
      if (waiting.current)
        commit({
          variables: { input: { gameId } },
          // the board is gone: nothing is left to show a refusal or failure on (it is logged)
          onRefused: () => undefined,
          failure: "The rematch offer was not withdrawn.",
          onFailed: () => undefined,
        });
    };
  }, [gameId, commit]);
}
