import { useCallback, useMemo, useState } from "react";
import { graphql, useSubscription } from "react-relay";
import { useNavigate } from "react-router-dom";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import { useToast } from "../../../toast/useToast";
import { gamePath } from "../gamePaths";
import type {
  GameInvitationsSubscription,
  GameInvitationsSubscription$data,
} from "./__generated__/GameInvitationsSubscription.graphql";
import { InvitationPrompt } from "./InvitationPrompt";
import { useAnswerInvitation } from "./useAnswerInvitation";

/** The spec's invite notification lasts 5000 ms (the server keeps the invitation open a little longer). */
export const PROMPT_MS = 5000;

type InvitationEvent = NonNullable<GameInvitationsSubscription$data["gameInvitationUpdated"]>;

interface Prompt {
  readonly event: InvitationEvent;
  readonly showForMs: number;
}

/**
 * Game invitations on every screen: the invitee's Accept/Reject prompt; when an invitation is
 * accepted both players go to the board (the inviter from wherever they wait); a rejection or an
 * expiry is told with the server's sentence.
 */
export function GameInvitations() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { accept, reject } = useAnswerInvitation();
  const [prompts, setPrompts] = useState<readonly Prompt[]>([]);

  const dismiss = useCallback((invitationId: string) => {
    setPrompts((current) => current.filter(({ event }) => event.invitation.id !== invitationId));
  }, []);

  const config = useMemo<GraphQLSubscriptionConfig<GameInvitationsSubscription>>(
    () => ({
      subscription: graphql`
        subscription GameInvitationsSubscription {
          gameInvitationUpdated {
            kind
            message
            invitation {
              id
              status
              sentByViewer
              millisecondsLeft
              game {
                id
              }
              ...InvitationPrompt_invitation
            }
          }
        }
      `,
      variables: {},
      onNext: (response) => {
        const event = response?.gameInvitationUpdated;
        if (!event) return;
        const { invitation } = event;
        switch (event.kind) {
          case "RECEIVED":
            setPrompts((current) => [
              ...current.filter((prompt) => prompt.event.invitation.id !== invitation.id),
              { event, showForMs: Math.min(PROMPT_MS, invitation.millisecondsLeft) },
            ]);
            break;
          case "ACCEPTED":
            dismiss(invitation.id);
            // Both players get here; whoever is not on the board yet goes there.
            if (invitation.game && window.location.pathname !== gamePath(invitation.game.id)) {
              navigate(gamePath(invitation.game.id));
            }
            break;
          case "REJECTED":
            if (invitation.sentByViewer) showToast(event.message, "error");
            break;
          case "EXPIRED":
            dismiss(invitation.id);
            showToast(event.message, "error");
            break;
        }
      },
      onError: (error) => console.error("Game invitation updates failed", error),
    }),
    [dismiss, navigate, showToast],
  );
  useSubscription(config);

  if (prompts.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-40 flex flex-col items-center gap-2 px-4">
      {prompts.map(({ event, showForMs }) => {
        const id = event.invitation.id;
        return (
          <InvitationPrompt
            key={id}
            invitation={event.invitation}
            message={event.message}
            showForMs={showForMs}
            onAccept={() => {
              dismiss(id);
              accept(id);
            }}
            onReject={() => {
              dismiss(id);
              reject(id);
            }}
            onTimeUp={dismiss}
          />
        );
      })}
    </div>
  );
}
