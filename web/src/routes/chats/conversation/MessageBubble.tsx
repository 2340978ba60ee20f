import { format } from "date-fns";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { TrashIcon } from "../../../components/icons";
import { ReportDialog } from "../../../moderation/ReportDialog";
import type { MessageBubble_message$key } from "./__generated__/MessageBubble_message.graphql";

/** Store ids of messages shown before the server has them (useSendMessage's optimistic ones). */
export const PENDING_MESSAGE_PREFIX = "client:pending-message:";

interface MessageBubbleProps {
  readonly message: MessageBubble_message$key;
  /** "You", or the partner's username: said before the text, where sighted users see the side and colour. */
  readonly sender: string;
  /** The newest of the viewer's own messages carries 'Seen' once the partner read it. */
  readonly showSeen: boolean;
  readonly onDelete: (messageId: string) => void;
}

export function MessageBubble({ message, sender, showSeen, onDelete }: MessageBubbleProps) {
  const data = useFragment(
    graphql`
      fragment MessageBubble_message on Message {
        id
        text
        deleted
        fromViewer
        read
        createdAt
      }
    `,
    message,
  );
  const [reporting, setReporting] = useState(false);
  const pending = data.id.startsWith(PENDING_MESSAGE_PREFIX);
  const time = format(new Date(data.createdAt), "HH:mm");

  return (
    <li className={`group flex items-end gap-1 ${data.fromViewer ? "flex-row-reverse" : ""}`}>
      <div
        className={`max-w-[75%] rounded-2xl px-3.5 py-2 text-sm shadow-sm ${
          data.fromViewer ? "rounded-br-md bg-brand-600 text-white" : "rounded-bl-md bg-slate-100 text-slate-900"
        } ${data.deleted ? "italic opacity-70" : ""}`}
      >
        <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
          <span className="sr-only">{sender}: </span>
          <span>{data.deleted ? "This message was deleted" : data.text}</span>
        </p>
        <p className={`mt-1 text-right text-[11px] ${data.fromViewer ? "text-white/85" : "text-slate-600"}`}>
          <time dateTime={data.createdAt}>{time}</time>
          {pending && " · Sending…"}
          {showSeen && !pending && data.read && " · Seen"}
        </p>
      </div>
      {data.fromViewer && !data.deleted && !pending && (
        <button
          type="button"
          onClick={() => onDelete(data.id)}
          className="mb-1 rounded-full p-1.5 text-slate-500 opacity-0 hover:bg-slate-100 hover:text-red-600 focus:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100"
        >
          <TrashIcon className="size-4" />
          <span className="sr-only">Delete message sent at {time}</span>
        </button>
      )}
      {!data.fromViewer && !data.deleted && (
        <>
          <button
            type="button"
            onClick={() => setReporting(true)}
            className="mb-1 rounded-full px-2 py-1 text-xs font-medium text-slate-600 opacity-0 hover:bg-slate-100 hover:text-slate-900 focus:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100"
          >
            Report<span className="sr-only"> message sent at {time}</span>
          </button>
          <ReportDialog open={reporting} onClose={() => setReporting(false)} subjectId={data.id} what="message" />
        </>
      )}
    </li>
  );
}
