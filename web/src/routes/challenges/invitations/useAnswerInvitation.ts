import { useCallback } from "react";
import { graphql } from "react-relay";
import { useNavigate } from "react-router-dom";
import { useAppMutation } from "../../../mutations/useAppMutation";
import { gamePath } from "../gamePaths";
import type { useAnswerInvitationAcceptMutation } from "./__generated__/useAnswerInvitationAcceptMutation.graphql";
import type { useAnswerInvitationRejectMutation } from "./__generated__/useAnswerInvitationRejectMutation.graphql";

export interface InvitationAnswers {
  /** Accepts: the game starts and this person goes to its board. */
  readonly accept: (invitationId: string) => void;
  /** Rejects: the inviter is told. */
  readonly reject: (invitationId: string) => void;
}

const couldNotAnswer = "The invitation could not be answered. Please try again.";

export function useAnswerInvitation(): InvitationAnswers {
  const navigate = useNavigate();
  const [commitAccept] = useAppMutation<useAnswerInvitationAcceptMutation>(graphql`
    mutation useAnswerInvitationAcceptMutation($input: AcceptGameInvitationInput!) {
      acceptGameInvitation(input: $input) {
        ... on AcceptGameInvitationPayload {
          invitation {
            id
            status
          }
          game {
            id
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const [commitReject] = useAppMutation<useAnswerInvitationRejectMutation>(graphql`
    mutation useAnswerInvitationRejectMutation($input: RejectGameInvitationInput!) {
      rejectGameInvitation(input: $input) {
        ... on RejectGameInvitationPayload {
          invitation {
            id
            status
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const accept = useCallback(
    (invitationId: string) => {
      commitAccept({
        variables: { input: { invitationId } },
        onDone: ({ game }) => {
          if (game) navigate(gamePath(game.id));
        },
        failure: couldNotAnswer,
      });
    },
    [commitAccept, navigate],
  );

  const reject = useCallback(
    (invitationId: string) => {
      commitReject({
        variables: { input: { invitationId } },
        failure: couldNotAnswer,
      });
    },
    [commitReject],
  );

  return { accept, reject };
}
