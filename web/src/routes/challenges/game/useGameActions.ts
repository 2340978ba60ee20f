import { useCallback } from "react";
import { graphql } from "react-relay";
import { markOf, otherTeam, type Team } from "../board/boardRules";
import type { useGameActionsExtendMutation } from "./__generated__/useGameActionsExtendMutation.graphql";
import type { useGameActionsForfeitMutation } from "./__generated__/useGameActionsForfeitMutation.graphql";
import type { useGameActionsMoveMutation } from "./__generated__/useGameActionsMoveMutation.graphql";
import { useAppMutation } from "../../../mutations/useAppMutation";

export interface GameActions {
  /** Marks `cell` for the viewer's team: shown at once, undone if the server refuses (with its reason). */
  readonly play: (cell: number, team: Team) => void;
  /** Gives the game up: the opponent wins. */
  readonly forfeit: () => void;
  readonly forfeiting: boolean;
  /** Takes one more turn length for the viewer's running turn (the opponent hears it live). */
  readonly extendTurn: () => void;
}

const failed = "Something went wrong. Please try again.";

/** The board's mutations; a refusal's or failure's reason goes to `onRefused`. */
export function useGameActions(gameId: string, onRefused: (reason: string) => void): GameActions {
  const [commitMove] = useAppMutation<useGameActionsMoveMutation>(graphql`
    mutation useGameActionsMoveMutation($input: PlayGameMoveInput!) {
      playGameMove(input: $input) {
        ... on PlayGameMovePayload {
          game {
            ...OnlineGameBoard_game
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const [commitForfeit, forfeiting] = useAppMutation<useGameActionsForfeitMutation>(graphql`
    mutation useGameActionsForfeitMutation($input: ForfeitGameInput!) {
      forfeitGame(input: $input) {
        ... on ForfeitGamePayload {
          game {
            ...OnlineGameBoard_game
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const [commitExtend] = useAppMutation<useGameActionsExtendMutation>(graphql`
    mutation useGameActionsExtendMutation($input: ExtendTurnInput!) {
      extendTurn(input: $input) {
        ... on ExtendTurnPayload {
          game {
            ...OnlineGameBoard_game
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const play = useCallback(
    (cell: number, team: Team) => {
      commitMove({
        variables: { input: { gameId, cell } },
        // The mark shows and the turn passes at once; Relay rolls this back if the server says no.
        optimisticUpdater: (store) => {
          const game = store.get(gameId);
          const cells = game?.getValue("cells");
          if (!game || !Array.isArray(cells)) return;
          game.setValue(
            cells.map((mark, index) => (index === cell ? markOf(team) : mark)),
            "cells",
          );
          game.setValue(otherTeam(team), "turn");
        },
        onRefused: (refusal) => onRefused(refusal.text),
        failure: failed,
        onFailed: onRefused,
      });
    },
    [commitMove, gameId, onRefused],
  );

  const forfeit = useCallback(() => {
    commitForfeit({
      variables: { input: { gameId } },
      onRefused: (refusal) => onRefused(refusal.text),
      failure: failed,
      onFailed: onRefused,
    });
  }, [commitForfeit, gameId, onRefused]);

  const extendTurn = useCallback(() => {
    commitExtend({
      variables: { input: { gameId } },
      onRefused: (refusal) => onRefused(refusal.text),
      failure: failed,
      onFailed: onRefused,
    });
  }, [commitExtend, gameId, onRefused]);

  return { play, forfeit, forfeiting, extendTurn };
}
