import { useEffect, useId, type KeyboardEvent, type Ref } from "react";
import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../../components/Avatar";
import { useCountdown } from "../board/useCountdown";
import { longDuration, shortDuration, turnLengthReason } from "../gameTiming";
import type { InvitationPrompt_invitation$key } from "./__generated__/InvitationPrompt_invitation.graphql";
import { PROMPT_ATTRIBUTE, PROMPT_SHORTCUT } from "./usePromptFocus";

interface InvitationPromptProps {
  readonly invitation: InvitationPrompt_invitation$key;
  /** The sentence the server wrote ("ada invites you to play Tic Tac Toe"). */
  readonly message: string;
  /** How long the prompt stays: the invitee's answer window, less if the invitation is older. */
  readonly showForMs: number;
  /** Accept was pressed and the answer is on its way: the prompt stays, its time no longer runs out. */
  readonly accepting: boolean;
  readonly onAccept: () => void;
  readonly onReject: () => void;
  /** Escape: put off answering (the invitation stays answerable in the notifications while it is open). */
  readonly onPutOff: () => void;
  /** Its time is up: it goes away unanswered (given the invitation's id, so a stable callback serves every prompt). */
  readonly onTimeUp: (invitationId: string) => void;
  readonly promptRef: Ref<HTMLElement>;
}

/**
 * The invitee's prompt, on whatever screen they are: who invites, the game's time per move, the
 * seconds left, Accept or Reject. An alert dialog a keyboard reaches at once (usePromptFocus).
 */
export function InvitationPrompt({
  invitation,
  message,
  showForMs,
  accepting,
  onAccept,
  onReject,
  onPutOff,
  onTimeUp,
  promptRef,
}: InvitationPromptProps) {
  const data = useFragment(
    graphql`
      fragment InvitationPrompt_invitation on GameInvitation {
        id
        turnSeconds
        turnSecondsAskedBy {
          username
        }
        inviter {
          username
          profileImage {
            url
          }
        }
      }
    `,
    invitation,
  );
  const secondsLeft = useCountdown(showForMs, data.id) ?? 0;
  // the prompt is the invitee's: a longer clock is the inviter's ask or their own setting
  const asker = data.turnSecondsAskedBy
    ? data.turnSecondsAskedBy.username === data.inviter.username
      ? data.inviter.username
      : "you"
    : null;
  const titleId = useId();
  const detailsId = useId();

  useEffect(() => {
    if (accepting) return;
    const timer = window.setTimeout(() => onTimeUp(data.id), showForMs);
    return () => window.clearTimeout(timer);
  }, [accepting, showForMs, onTimeUp, data.id]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onPutOff();
  };

  return (
    <section
      ref={promptRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={detailsId}
      aria-keyshortcuts={PROMPT_SHORTCUT}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      {...{ [PROMPT_ATTRIBUTE]: "" }}
      className="pointer-events-auto w-full max-w-sm overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl ring-1 ring-black/5"
    >
      <div className="flex items-center gap-3 p-4">
        <Avatar src={data.inviter.profileImage.url} alt="" fallbackName={data.inviter.username} />
        <div className="min-w-0 flex-1">
          <p id={titleId} className="text-sm font-semibold text-balance text-slate-900">
            {message}
          </p>
          <p className="text-xs text-slate-600">
            <span id={detailsId}>
              <span aria-hidden="true">
                {shortDuration(data.turnSeconds)} per move{asker && `, as ${asker} asked`}
              </span>
              <span className="sr-only">
                {asker ? turnLengthReason(data.turnSeconds, asker) : `${longDuration(data.turnSeconds)} per move`}.
              </span>
            </span>{" "}
            · <span role="timer">{secondsLeft} s</span> left to answer
          </p>
        </div>
      </div>
      <div className="flex gap-2 px-4 pb-3 sm:pb-0">
        {/* Keeps the focus while the answer comes (aria-disabled, not disabled): the board takes it from here. */}
        <button
          type="button"
          onClick={onAccept}
          aria-disabled={accepting || undefined}
          className="flex-1 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-wait"
        >
          Accept
        </button>
        <button
          type="button"
          onClick={onReject}
          className="flex-1 rounded-lg border border-slate-500 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Reject
        </button>
      </div>
      {/* keyboard help: a phone without a keyboard has no use for it */}
      <p className="hidden px-4 pt-2 pb-3 text-xs text-slate-600 sm:block">
        <kbd className="font-sans font-semibold">{PROMPT_SHORTCUT}</kbd> comes back here ·{" "}
        <kbd className="font-sans font-semibold">Esc</kbd> answers later from your notifications
      </p>
      {/* Shrinks to nothing over the prompt's lifetime. */}
      <div aria-hidden="true" className="h-1 bg-slate-100">
        <div className="invitation-countdown h-full bg-brand-500" style={{ animationDuration: `${showForMs}ms` }} />
      </div>
    </section>
  );
}
