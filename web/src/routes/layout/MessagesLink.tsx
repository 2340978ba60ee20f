import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { useLiveChat } from "../chats/useLiveChat";
import { ChatBubbleIcon } from "../../components/icons";
import type { MessagesLink_viewer$key } from "./__generated__/MessagesLink_viewer.graphql";
import { UnreadBadge } from "./UnreadBadge";

/** The header's way to /chats, with the total of unread messages; it also keeps the chat live. */
export function MessagesLink({ viewer, className }: { viewer: MessagesLink_viewer$key; className: string }) {
  const data = useFragment(
    graphql`
      fragment MessagesLink_viewer on User {
        unreadMessageCount
        # The newest message the page has, for the live chat to catch up from.
        latestConversation: conversations(first: 1) {
          edges {
            node {
              # a refetch may link a message the store has not seen: it brings what the chat list shows of it
              lastMessage {
                id
                ...ConversationListItem_lastMessage
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const unread = data.unreadMessageCount ?? 0;
  useLiveChat(data.latestConversation?.edges[0]?.node.lastMessage.id ?? null);

  return (
    <Link to="/chats" className={className}>
      <ChatBubbleIcon className="size-6" />
      <span className="sr-only">Messages{unread > 0 ? `, ${unread} unread` : ""}</span>
      <UnreadBadge count={unread} />
    </Link>
  );
}
