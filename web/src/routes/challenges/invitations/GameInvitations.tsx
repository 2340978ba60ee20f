import { useCallback, useMemo, useState } from "react";
import { graphql } from "react-relay";
import { useNavigate } from "react-router-dom";
import { useAppSubscription } from "../../../subscriptions/useAppSubscription";
import { useToast } from "../../../toast/useToast";
import { gamePath } from "../gamePaths";
import { longDuration } from "../gameTiming";
import type {
  GameInvitationsSubscription,
  GameInvitationsSubscription$data,
} from "./__generated__/GameInvitationsSubscription.graphql";
import { InvitationPrompt } from "./InvitationPrompt";
import { useAnswerInvitation } from "./useAnswerInvitation";
import { PROMPT_SHORTCUT, usePromptFocus } from "./usePromptFocus";

type InvitationEvent = NonNullable<GameInvitationsSubscription$data["gameInvitationUpdated"]>;

interface Prompt {
  readonly event: InvitationEvent;
  readonly showForMs: number;
}

/**
 * Game invitations on every screen: the invitee's Accept/Reject prompt for their own answer window
 * (5 s unless they chose longer in Settings); when an invitation is accepted both
 * players go to the board (the inviter from wherever they wait); a rejection or an expiry is told
 * with the server's sentence. A prompt missed or put off stays answerable in the notifications.
 */
export function GameInvitations() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { accept, reject } = useAnswerInvitation();
  const [prompts, setPrompts] = useState<readonly Prompt[]>([]);
  const focusable = useMemo(
    () => prompts.map(({ event }) => ({ id: event.invitation.id, announcement: announcementOf(event) })),
    [prompts],
  );
  const { refFor, release, liveRegion } = usePromptFocus(focusable);

  const remove = useCallback((invitationId: string) => {
    setPrompts((current) => current.filter(({ event }) => event.invitation.id !== invitationId));
  }, []);
  /** Closes a prompt in place: focus goes back where it was. (An accepted one opens the board instead.) */
  const close = useCallback(
    (invitationId: string) => {
      release(invitationId);
      remove(invitationId);
    },
    [release, remove],
  );

  useAppSubscription<GameInvitationsSubscription>(
    graphql`
      subscription GameInvitationsSubscription {
        gameInvitationUpdated {
          kind
          message
          invitation {
            id
            status
            sentByViewer
            millisecondsLeft
            answerSeconds
            turnSeconds
            game {
              id
            }
            ...InvitationPrompt_invitation
          }
        }
      }
    `,
    {},
    {
      onNext: (response) => {
        const event = response?.gameInvitationUpdated;
        if (!event) return;
        const { invitation } = event;
        switch (event.kind) {
          case "RECEIVED":
            setPrompts((current) => [
              ...current.filter((prompt) => prompt.event.invitation.id !== invitation.id),
              { event, showForMs: Math.min(invitation.answerSeconds * 1000, invitation.millisecondsLeft) },
            ]);
            break;
          case "ACCEPTED":
            remove(invitation.id);
            // Both players get here; whoever is not on the board yet goes there.
            if (invitation.game && window.location.pathname !== gamePath(invitation.game.id)) {
              navigate(gamePath(invitation.game.id));
            }
            break;
          case "REJECTED":
            close(invitation.id); // answered on another device
            if (invitation.sentByViewer) showToast(event.message, "error");
            break;
          case "EXPIRED":
            close(invitation.id);
            showToast(event.message, "error");
            break;
        }
      },
    },
  );

  return (
    <>
      {/* Written by usePromptFocus when a prompt does not take the focus. */}
      <div ref={liveRegion} role="alert" className="sr-only" />
      {prompts.length > 0 && (
        <div className="pointer-events-none fixed inset-x-0 top-20 z-40 flex flex-col items-center gap-2 px-4">
          {prompts.map(({ event, showForMs }) => {
            const id = event.invitation.id;
            return (
              <InvitationPrompt
                key={id}
                promptRef={refFor(id)}
                invitation={event.invitation}
                message={event.message}
                showForMs={showForMs}
                onAccept={() => {
                  remove(id);
                  accept(id);
                }}
                onReject={() => {
                  close(id);
                  reject(id);
                }}
                onPutOff={() => close(id)}
                onTimeUp={close}
              />
            );
          })}
        </div>
      )}
    </>
  );
}

/** What a screen reader user hears of a prompt that did not take the focus. */
function announcementOf({ message, invitation }: InvitationEvent): string {
  return `${message}, ${longDuration(invitation.turnSeconds)} per move. You have ${longDuration(invitation.answerSeconds)} to answer: press ${PROMPT_SHORTCUT} to go to it.`;
}
