import { useCallback } from "react";
import { graphql } from "react-relay";
import { useNavigate } from "react-router-dom";
import { useAppMutation } from "../../../mutations/useAppMutation";
import { useToast } from "../../../toast/useToast";
import { gamePath } from "../gamePaths";
import type { useAnswerInvitationAcceptMutation } from "./__generated__/useAnswerInvitationAcceptMutation.graphql";
import type { useAnswerInvitationRejectMutation } from "./__generated__/useAnswerInvitationRejectMutation.graphql";

export interface AcceptOutcome {
  /** The game's board is opening at `path` (just before the page goes there). */
  readonly onBoard?: (path: string) => void;
  /** It was not accepted (the invitation had expired, the request failed): said in a toast. */
  readonly onNotAccepted?: () => void;
}

export interface InvitationAnswers {
  /** Accepts: the game starts and this person goes to its board. */
  readonly accept: (invitationId: string, outcome?: AcceptOutcome) => void;
  /** Rejects: the inviter is told. */
  readonly reject: (invitationId: string) => void;
}

const couldNotAnswer = "The invitation could not be answered. Please try again.";

export function useAnswerInvitation(): InvitationAnswers {
  const navigate = useNavigate();
  const { showToast } = useToast();
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
    (invitationId: string, { onBoard, onNotAccepted }: AcceptOutcome = {}) => {
      const notAccepted = (text: string) => {
        showToast(text, "error");
        onNotAccepted?.();
      };
      commitAccept({
        variables: { input: { invitationId } },
        onDone: ({ game }) => {
          if (!game) return onNotAccepted?.();
          onBoard?.(gamePath(game.id));
          navigate(gamePath(game.id));
        },
        onRefused: ({ text }) => notAccepted(text),
        failure: couldNotAnswer,
        onFailed: notAccepted,
      });
    },
    [commitAccept, navigate, showToast],
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
