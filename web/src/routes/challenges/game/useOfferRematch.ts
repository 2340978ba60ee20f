import { useCallback, useState } from "react";
import { graphql } from "react-relay";
import { useAppMutation } from "../../../mutations/useAppMutation";
import type { useOfferRematchMutation } from "./__generated__/useOfferRematchMutation.graphql";

export interface RematchOffering {
  /** Play Again: offers a rematch, or starts it when the opponent offered first (then opens its board). */
  readonly offerRematch: () => void;
  readonly offering: boolean;
  /** Why the last offer was refused ("bob is offline..."), until the next try. */
  readonly refusal: string | null;
}

/**
 * Play Again for the game `gameId` against `opponentName`; the refusal is told in the end overlay
 * itself. `onRematchStarted` opens the rematch's board.
 */
export function useOfferRematch(
  gameId: string,
  opponentName: string,
  onRematchStarted: (rematchId: string) => void,
): RematchOffering {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [commit, offering] = useAppMutation<useOfferRematchMutation>(graphql`
    mutation useOfferRematchMutation($input: OfferRematchInput!) {
      offerRematch(input: $input) {
        ... on OfferRematchPayload {
          offer {
            id
            rematchOf {
              ...RematchActions_game
            }
          }
          rematch {
            id
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const offerRematch = useCallback(() => {
    setRefusal(null);
    commit({
      variables: { input: { gameId } },
      onDone: ({ rematch }) => {
        if (rematch) onRematchStarted(rematch.id);
      },
      onRefused: (refusal) =>
        setRefusal(
          refusal.code === "OPPONENT_OFFLINE"
            ? `${opponentName} is offline, so they cannot play again now.`
            : refusal.text,
        ),
      failure: "Something went wrong. Please try again.",
      onFailed: setRefusal,
    });
  }, [commit, gameId, onRematchStarted, opponentName]);

  return { offerRematch, offering, refusal };
}
