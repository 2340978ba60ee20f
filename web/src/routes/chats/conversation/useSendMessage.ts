import { newActionKey } from "../../../mutations/actionKeys";
import { useCallback, useRef, useState } from "react";
import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { appendMessage, messagesConnectionId, putConversationFirst } from "../chatStore";
import { useAppMutation } from "../../../mutations/useAppMutation";
import type { useSendMessageMutation } from "./__generated__/useSendMessageMutation.graphql";
import { PENDING_MESSAGE_PREFIX } from "./MessageBubble";

export interface FailedMessage {
  readonly key: number;
  readonly text: string;
  readonly reason: string;
  /** the send's idempotency key: its retry sends the same, so a message whose answer was lost is not sent twice */
  readonly actionKey: string;
}

interface Partner {
  /** The partner's Relay id. */
  readonly id: string;
  /** Their conversation with the viewer, once it exists. */
  readonly conversationId: string | null;
  /** The send was refused by the partner's rule (MESSAGES_NOT_ACCEPTED): it changed since the chat opened. */
  readonly onNotAccepted: () => void;
}

/**
 * Sends to the partner. The message shows at once (optimistic) and is replaced by the stored one;
 * a refused or lost one leaves the conversation and is listed as failed, to retry or drop.
 */
export function useSendMessage({ id: partnerId, conversationId, onNotAccepted }: Partner) {
  const [failed, setFailed] = useState<readonly FailedMessage[]>([]);
  const nextKey = useRef(0);
  const [commit] = useAppMutation<useSendMessageMutation>(graphql`
    mutation useSendMessageMutation($input: SendMessageInput!, $connections: [ID!]!, $firstMessage: Boolean!) {
      sendMessage(input: $input) {
        ... on SendMessagePayload @alias(as: "sent") {
          messageEdge @appendEdge(connections: $connections) {
            cursor
            node {
              id
              ...MessageBubble_message
            }
          }
          conversation {
            id
            ...ConversationListItem_conversation
            # The first message starts the conversation: the chat then shows it from the server.
            ...MessageList_conversation @include(if: $firstMessage) @alias(as: "started")
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const sendOnce = useCallback(
    (text: string, actionKey: string) => {
      const key = nextKey.current++;
      const fail = (reason: string) => setFailed((list) => [...list, { key, text, reason, actionKey }]);
      commit({
        variables: {
          input: { receiverId: partnerId, text, idempotencyKey: actionKey },
          connections: conversationId ? [messagesConnectionId(conversationId)] : [],
          firstMessage: conversationId === null,
        },
        optimisticUpdater: (store) => showPending(store, conversationId, `${PENDING_MESSAGE_PREFIX}${key}`, text),
        updater: (store) => {
          const conversation = store.getRootField("sendMessage")?.getLinkedRecord("conversation");
          if (!conversation) return;
          putConversationFirst(store, conversation);
          store.get(partnerId)?.setLinkedRecord(conversation, "conversationWithViewer");
        },
        // The message stays in the chat, marked, with the reason and a retry.
        onRefused: (refusal) => {
          fail(refusal.text);
          if (refusal.code === "MESSAGES_NOT_ACCEPTED") onNotAccepted();
        },
        failure: "The message was not sent.",
        onFailed: fail,
      });
    },
    [commit, partnerId, conversationId, onNotAccepted],
  );
  /** A new message: a new action, with a key of its own. */
  const send = useCallback((text: string) => sendOnce(text, newActionKey()), [sendOnce]);

  const retry = useCallback(
    (message: FailedMessage) => {
      setFailed((list) => list.filter((other) => other.key !== message.key));
      sendOnce(message.text, message.actionKey);
    },
    [sendOnce],
  );
  const discard = useCallback((message: FailedMessage) => {
    setFailed((list) => list.filter((other) => other.key !== message.key));
  }, []);

  return { send, failed, retry, discard };
}

/** The message as it will look once stored, at the end of its conversation and as its list entry's preview. */
function showPending(store: RecordSourceSelectorProxy, conversationId: string | null, id: string, text: string): void {
  const conversation = conversationId ? store.get(conversationId) : null;
  if (!conversation) return;
  const message = store.create(id, "Message");
  message.setValue(id, "id");
  message.setValue(text, "text");
  message.setValue(false, "deleted");
  message.setValue(true, "fromViewer");
  message.setValue(false, "read");
  message.setValue(new Date().toISOString(), "createdAt");
  appendMessage(store, conversation, message);
  conversation.setLinkedRecord(message, "lastMessage");
  putConversationFirst(store, conversation);
}
