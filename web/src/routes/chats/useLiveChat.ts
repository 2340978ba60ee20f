import { useRef, useState } from "react";
import { graphql } from "react-relay";
import { useLocation } from "react-router-dom";
import { useAnnounce } from "../../announcer/useAnnounce";
import { useAppSubscription } from "../../subscriptions/useAppSubscription";
import type { useLiveChatMessageSubscription } from "./__generated__/useLiveChatMessageSubscription.graphql";
import type { useLiveChatPresenceSubscription } from "./__generated__/useLiveChatPresenceSubscription.graphql";
import type { useLiveChatUpdateSubscription } from "./__generated__/useLiveChatUpdateSubscription.graphql";
import { appendMessage, putConversationFirst } from "./chatStore";
import { showsConversationWith } from "./chatNavigation";

/**
 * Keeps the chat live on every screen (the header's unread badge) and on /chats: each message the
 * viewer sends or receives, in any tab or client, joins its conversation and lifts it to the top of
 * the list; reads and deletions update counts and placeholders; followed people come and go.
 * `loadedUpTo` is the newest message the page loaded: the subscription first catches up on what
 * came since, and after a dropped connection it goes on from the newest message received (what is
 * already here is skipped), so nothing is lost. Should the server refuse a catch-up that long (or
 * from a message deleted since), it goes on from now: the screens read the rest again once the
 * connection is back (useRefetchOnReconnect).
 *
 * Each message received is said once, politely: "ada: hi" in the open conversation with its
 * sender (its message log is not a live region: it would read the Report button's words too),
 * "New message from ada: hi" anywhere else.
 */
export function useLiveChat(loadedUpTo: string | null): void {
  // Where the stream starts; a new value follows it anew.
  const [after, setAfter] = useState(loadedUpTo);
  const newestReceived = useRef<string | null>(null);
  const announce = useAnnounce();
  const location = useLocation();
  useAppSubscription<useLiveChatMessageSubscription>(
    graphql`
      subscription useLiveChatMessageSubscription($after: ID) {
        messageAdded(after: $after) {
          id
          text
          fromViewer
          ...MessageBubble_message
          # The viewer is one of the two: their record gets the fresh total, the partner's a null.
          sender {
            id
            databaseId
            username
            unreadMessageCount
          }
          receiver {
            id
            unreadMessageCount
          }
          conversation {
            id
            ...ConversationListItem_conversation
            # PARTNER_DELETED: an open chat with them shows the deleted account (ChatConversation)
            partner {
              id
              deleted
              name
            }
          }
        }
      }
    `,
    { after },
    {
      updater: (store) => {
        const message = store.getRootField("messageAdded");
        const conversation = message?.getLinkedRecord("conversation");
        if (!message || !conversation) return;
        newestReceived.current = message.getDataID();
        appendMessage(store, conversation, message);
        putConversationFirst(store, conversation);
      },
      onNext: (response) => {
        const message = response?.messageAdded;
        if (!message || message.fromViewer) return;
        const { username } = message.sender;
        announce(
          showsConversationWith(location, message.sender.databaseId)
            ? `${username}: ${message.text}`
            : `New message from ${username}: ${message.text}`,
        );
      },
      resume: () => ({ after: newestReceived.current ?? after }),
      onFailed: () => {
        newestReceived.current = null;
        setAfter(null);
      },
    },
  );
  useAppSubscription<useLiveChatUpdateSubscription>(
    graphql`
      subscription useLiveChatUpdateSubscription {
        conversationUpdated {
          kind
          conversation {
            id
            ...ConversationListItem_conversation
            # PARTNER_DELETED: an open chat with them shows the deleted account (ChatConversation)
            partner {
              id
              deleted
              name
            }
          }
          message {
            id
            ...MessageBubble_message
            sender {
              id
              unreadMessageCount
            }
            receiver {
              id
              unreadMessageCount
            }
          }
        }
      }
    `,
    {},
  );
  useAppSubscription<useLiveChatPresenceSubscription>(
    graphql`
      subscription useLiveChatPresenceSubscription {
        friendPresenceChanged {
          user {
            id
            online
          }
        }
      }
    `,
    {},
  );
}
