import { useCallback, useState } from "react";
import { graphql, useMutation } from "react-relay";
import { useNavigate } from "react-router-dom";
import { readUserError } from "../../../userErrors/userErrors";
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
  const [commit, offering] = useMutation<useOfferRematchMutation>(graphql`
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
      onCompleted: ({ offerRematch: result }) => {
        if (result?.rematch) navigate(gamePath(result.rematch.id));
        else if (result?.error) {
          const error = readUserError(result.error);
          setRefusal(
            error.code === "OPPONENT_OFFLINE"
              ? `${opponentName} is offline, so they cannot play again now.`
              : error.text,
          );
        }
      },
      onError: () => setRefusal("Something went wrong. Please try again."),
    });
  }, [commit, gameId, navigate, opponentName]);

  return { offerRematch, offering, refusal };
}
