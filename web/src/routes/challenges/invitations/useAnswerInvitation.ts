import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../../toast/useToast";
import { gamePath } from "../gamePaths";
import type { useAnswerInvitationAcceptMutation } from "./__generated__/useAnswerInvitationAcceptMutation.graphql";
import type { useAnswerInvitationRejectMutation } from "./__generated__/useAnswerInvitationRejectMutation.graphql";
import { readUserError } from "../../../userErrors/userErrors";

export interface InvitationAnswers {
  /** Accepts: the game starts and this person goes to its board. */
  readonly accept: (invitationId: string) => void;
  /** Rejects: the inviter is told. */
  readonly reject: (invitationId: string) => void;
}

const couldNotAnswer = "The invitation could not be answered. Please try again.";

export function useAnswerInvitation(): InvitationAnswers {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [commitAccept] = useMutation<useAnswerInvitationAcceptMutation>(graphql`
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
  const [commitReject] = useMutation<useAnswerInvitationRejectMutation>(graphql`
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
        onCompleted: ({ acceptGameInvitation: result }) => {
          if (result?.game) navigate(gamePath(result.game.id));
          else if (result?.error) showToast(readUserError(result.error).text, "error");
        },
        onError: () => showToast(couldNotAnswer, "error"),
      });
    },
    [commitAccept, navigate, showToast],
  );

  const reject = useCallback(
    (invitationId: string) => {
      commitReject({
        variables: { input: { invitationId } },
        onCompleted: ({ rejectGameInvitation: result }) => {
          if (result?.error) showToast(readUserError(result.error).text, "error");
        },
        onError: () => showToast(couldNotAnswer, "error"),
      });
    },
    [commitReject, showToast],
  );

  return { accept, reject };
}
