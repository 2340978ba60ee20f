import { format, isToday } from "date-fns";
import { useEffect, useRef } from "react";
import { graphql, useFragment } from "react-relay";
import { Link, useLocation } from "react-router-dom";
import { cameBackFrom, conversationPath, OPENED_TO_WRITE } from "../chatNavigation";
import { PresenceAvatar } from "../PresenceAvatar";
import type { ConversationListItem_conversation$key } from "./__generated__/ConversationListItem_conversation.graphql";
import { messagePreview } from "./messagePreview";

/** Today's messages by their time, older ones by their day. */
function shortTime(createdAt: string): string {
  const date = new Date(createdAt);
  return isToday(date) ? format(date, "HH:mm") : format(date, "MMM d");
}

// What the list shows of a conversation's newest message. Every selection of a lastMessage spreads
// it: a read that links a message the store has not seen yet (the header's, on a reconnect) brings
// these fields with it, or the list would render that message without its time.
export const lastMessageFields = graphql`
  fragment ConversationListItem_lastMessage on Message {
    text
    deleted
    fromViewer
    createdAt
  }
`;

interface ConversationListItemProps {
  readonly conversation: ConversationListItem_conversation$key;
  readonly selected: boolean;
}

export function ConversationListItem({ conversation, selected }: ConversationListItemProps) {
  const { partner, lastMessage, unreadCount } = useFragment(
    graphql`
      fragment ConversationListItem_conversation on Conversation {
        unreadCount
        partner {
          databaseId
          username
          ...PresenceAvatar_user
        }
        lastMessage {
          ...ConversationListItem_lastMessage @relay(mask: false)
        }
      }
    `,
    conversation,
  );
  const unread = unreadCount > 0;
  const link = useRef<HTMLAnchorElement>(null);
  const returning = cameBackFrom(useLocation().state) === partner.databaseId;
  useEffect(() => {
    if (returning) link.current?.focus();
  }, [returning]);

  return (
    <li>
      <Link
        ref={link}
        to={conversationPath(partner.databaseId)}
        state={OPENED_TO_WRITE}
        aria-current={selected ? "page" : undefined}
        className="flex items-center gap-3 rounded-xl px-2 py-2.5 hover:bg-slate-50 aria-[current=page]:bg-brand-50"
      >
        <PresenceAvatar user={partner} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={`truncate text-sm text-slate-900 ${unread ? "font-bold" : "font-semibold"}`}>
              {partner.username}
            </span>
            <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-slate-600">
              {shortTime(lastMessage.createdAt)}
            </time>
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className={`truncate text-sm ${unread ? "font-medium text-slate-900" : "text-slate-600"}`}>
              {messagePreview(lastMessage)}
            </span>
            {unread && (
              <span className="flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-bold leading-5 text-white">
                {unreadCount > 99 ? "99+" : unreadCount}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
