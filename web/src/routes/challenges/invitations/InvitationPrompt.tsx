import { useEffect, useId } from "react";
import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../../components/Avatar";
import { useCountdown } from "../board/useCountdown";
import type { InvitationPrompt_invitation$key } from "./__generated__/InvitationPrompt_invitation.graphql";

interface InvitationPromptProps {
  readonly invitation: InvitationPrompt_invitation$key;
  /** The sentence the server wrote ("ada invites you for game"). */
  readonly message: string;
  /** How long the prompt stays: the spec's 5000 ms, less if the invitation is older. */
  readonly showForMs: number;
  readonly onAccept: () => void;
  readonly onReject: () => void;
  /** Its time is up: it goes away unanswered (given the invitation's id, so a stable callback serves every prompt). */
  readonly onTimeUp: (invitationId: string) => void;
}

/** The invitee's prompt, on whatever screen they are: Accept or Reject, with the seconds left. */
export function InvitationPrompt({ invitation, message, showForMs, onAccept, onReject, onTimeUp }: InvitationPromptProps) {
  const data = useFragment(
    graphql`
      fragment InvitationPrompt_invitation on GameInvitation {
        id
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
  const titleId = useId();

  useEffect(() => {
    const timer = window.setTimeout(() => onTimeUp(data.id), showForMs);
    return () => window.clearTimeout(timer);
  }, [showForMs, onTimeUp, data.id]);

  return (
    <section
      role="alertdialog"
      aria-labelledby={titleId}
      className="pointer-events-auto w-full max-w-sm overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl ring-1 ring-black/5"
    >
      <div className="flex items-center gap-3 p-4">
        <Avatar src={data.inviter.profileImage.url} alt="" fallbackName={data.inviter.username} />
        <div className="min-w-0 flex-1">
          <p id={titleId} className="text-sm font-semibold text-slate-900">
            {message}
          </p>
          <p className="text-xs text-slate-600">
            Tic Tac Toe · <span role="timer">{secondsLeft}s</span> left to answer
          </p>
        </div>
      </div>
      <div className="flex gap-2 px-4 pb-4">
        <button
          type="button"
          onClick={onAccept}
          className="flex-1 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Accept
        </button>
        <button
          type="button"
          onClick={onReject}
          className="flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Reject
        </button>
      </div>
      {/* Shrinks to nothing over the prompt's lifetime. */}
      <div aria-hidden="true" className="h-1 bg-slate-100">
        <div className="invitation-countdown h-full bg-brand-500" style={{ animationDuration: `${showForMs}ms` }} />
      </div>
    </section>
  );
}
