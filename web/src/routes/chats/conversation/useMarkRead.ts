import { useEffect, useRef, useSyncExternalStore } from "react";
import { graphql } from "react-relay";
import { setUnreadTotal } from "../chatStore";
import { useAppMutation } from "../../../mutations/useAppMutation";
import type { useMarkReadMutation } from "./__generated__/useMarkReadMutation.graphql";

const subscribeToVisibility = (onChange: () => void) => {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
};
const isVisible = () => document.visibilityState === "visible";

/**
 * An open conversation is read: up to its newest message, whenever it has unread ones and the page
 * is in view (a message arriving in a background tab stays unread until the tab is looked at).
 */
export function useMarkRead(conversationId: string | null, unreadCount: number, newestMessageId: string | null): void {
  const visible = useSyncExternalStore(subscribeToVisibility, isVisible);
  const [commit] = useAppMutation<useMarkReadMutation>(graphql`
    mutation useMarkReadMutation($input: MarkConversationReadInput!) {
      markConversationRead(input: $input) {
        ... on MarkConversationReadPayload @alias(as: "done") {
          unreadMessageCount
          conversation {
            id
            unreadCount
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  // Each message is marked once, even if the counts arrive again before the answer.
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!conversationId || !newestMessageId || unreadCount === 0 || !visible) return;
    if (marked.current === newestMessageId) return;
    marked.current = newestMessageId;
    commit({
      variables: { input: { conversationId, upToMessageId: newestMessageId } },
      updater: (store, data) => {
        const count = data?.markConversationRead?.done?.unreadMessageCount;
        if (typeof count === "number") setUnreadTotal(store, count);
      },
      // Marking read goes unasked, so a refusal or failure shows nothing; after a failure the next counts try again.
      onRefused: () => undefined,
      failure: "The conversation was not marked read.",
      onFailed: () => {
        marked.current = null;
      },
    });
  }, [commit, conversationId, unreadCount, newestMessageId, visible]);
}
