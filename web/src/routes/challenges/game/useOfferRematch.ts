import { useCallback, useState } from "react";
import { graphql } from "react-relay";
import { useNavigate } from "react-router-dom";
import { useAppMutation } from "../../../mutations/useAppMutation";
import { gamePath } from "../gamePaths";
import type { useOfferRematchMutation } from "./__generated__/useOfferRematchMutation.graphql";

export interface RematchOffering {
  /** Play Again: offers a rematch, or starts it when the opponent offered first (then opens its board). */
  readonly offerRematch: () => void;
  readonly offering: boolean;
  /** Why the last offer was refused ("bob is offline..."), until the next try. */
  readonly refusal: string | null;
}

/** Play Again for the game `gameId` against `opponentName`; the refusal is told in the end overlay itself. */
export function useOfferRematch(gameId: string, opponentName: string): RematchOffering {
  const navigate = useNavigate();
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
        if (rematch) navigate(gamePath(rematch.id));
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
  }, [commit, gameId, navigate, opponentName]);

  return { offerRematch, offering, refusal };
}
