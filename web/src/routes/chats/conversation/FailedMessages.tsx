import { ExclamationCircleIcon } from "../../../components/icons";
import type { FailedMessage } from "./useSendMessage";

interface FailedMessagesProps {
  readonly messages: readonly FailedMessage[];
  /** null when sending again cannot help (the partner does not take the viewer's messages): no Retry then */
  readonly onRetry: ((message: FailedMessage) => void) | null;
  readonly onDiscard: (message: FailedMessage) => void;
}

/** Messages the server refused or never got, after the conversation: each can be sent again (when that can help) or dropped. */
export function FailedMessages({ messages, onRetry, onDiscard }: FailedMessagesProps) {
  return (
    <ol aria-label="Messages not sent" className="mt-2 space-y-2">
      {messages.map((message) => (
        <li key={message.key} className="flex flex-col items-end gap-1">
          <p className="max-w-[75%] whitespace-pre-wrap rounded-2xl rounded-br-md border border-red-200 bg-red-50 px-3.5 py-2 text-sm text-slate-900 [overflow-wrap:anywhere]">
            {message.text}
          </p>
          <p role="alert" className="flex items-center gap-1 text-xs text-red-600">
            <ExclamationCircleIcon className="size-4" />
            Not sent: {message.reason}
            {onRetry && (
              <button
                type="button"
                onClick={() => onRetry(message)}
                className="ml-1 font-semibold underline hover:text-red-700"
              >
                Retry
              </button>
            )}
            <button
              type="button"
              onClick={() => onDiscard(message)}
              className="ml-1 text-slate-500 underline hover:text-slate-700"
            >
              Discard
            </button>
          </p>
        </li>
      ))}
    </ol>
  );
}
