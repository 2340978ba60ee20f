import { useCallback, useEffect, useMemo, useState } from "react";
import { graphql } from "react-relay";
import { useLocation, useNavigate } from "react-router-dom";
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
  /** Accept was pressed here: the prompt waits for the answer, the focus on Accept. */
  readonly accepting?: boolean;
  /**
   * The accepted game's board (here or on another device): the prompt goes as that board comes on
   * screen, in the same commit, so the focus passes from Accept to the board with no frame between.
   */
  readonly boardPath?: string;
}

const withId = (invitationId: string, change: Partial<Prompt>) => (current: readonly Prompt[]) =>
  current.map((prompt) => (prompt.event.invitation.id === invitationId ? { ...prompt, ...change } : prompt));

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
  const [allPrompts, setPrompts] = useState<readonly Prompt[]>([]);
  // Read from the location this render draws: the board's commit (a route transition, which may
  // wait for the game's data) is the one that leaves an accepted prompt out.
  const { pathname } = useLocation();
  const prompts = useMemo(() => allPrompts.filter(({ boardPath }) => boardPath !== pathname), [allPrompts, pathname]);
  const onItsBoard = prompts.length < allPrompts.length;
  // Left out of what is drawn already; forgotten once that is on screen, so it does not come back
  // when the player leaves the board.
  useEffect(() => {
    if (!onItsBoard) return;
    const frame = requestAnimationFrame(() =>
      setPrompts((current) => current.filter(({ boardPath }) => boardPath !== pathname)),
    );
    return () => cancelAnimationFrame(frame);
  }, [onItsBoard, pathname]);
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
            if (!invitation.game) {
              remove(invitation.id);
              break;
            }
            setPrompts(withId(invitation.id, { boardPath: gamePath(invitation.game.id) }));
            // Both players get here; whoever is not on the board yet goes there.
            if (window.location.pathname !== gamePath(invitation.game.id)) navigate(gamePath(invitation.game.id));
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
          {prompts.map(({ event, showForMs, accepting = false }) => {
            const id = event.invitation.id;
            return (
              <InvitationPrompt
                key={id}
                promptRef={refFor(id)}
                invitation={event.invitation}
                message={event.message}
                showForMs={showForMs}
                accepting={accepting}
                onAccept={() => {
                  if (accepting) return;
                  setPrompts(withId(id, { accepting: true }));
                  accept(id, {
                    onBoard: (boardPath) => setPrompts(withId(id, { boardPath })),
                    onNotAccepted: () => close(id),
                  });
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
