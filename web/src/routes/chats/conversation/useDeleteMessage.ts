import { useCallback } from "react";
import { graphql } from "react-relay";
import { useToast } from "../../../toast/useToast";
import { useAppMutation } from "../../../mutations/useAppMutation";
import type { useDeleteMessageMutation } from "./__generated__/useDeleteMessageMutation.graphql";

/** Deletes one of the viewer's messages: both people then see the placeholder (the partner live). */
export function useDeleteMessage(): (messageId: string) => void {
  const { showToast } = useToast();
  const [commit] = useAppMutation<useDeleteMessageMutation>(graphql`
    mutation useDeleteMessageMutation($input: DeleteMessageInput!) {
      deleteMessage(input: $input) {
        ... on DeleteMessagePayload @alias(as: "done") {
          deletedMessage {
            id
            ...MessageBubble_message
          }
          conversation {
            id
            ...ConversationListItem_conversation
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  return useCallback(
    (messageId: string) => {
      commit({
        variables: { input: { messageId } },
        optimisticUpdater: (store) => {
          const message = store.get(messageId);
          message?.setValue(true, "deleted");
          message?.setValue("", "text");
        },
        onRefused: (refusal) => showToast(`The message was not deleted: ${refusal.text}`, "error"),
        failure: "The message was not deleted. Please try again.",
      });
    },
    [commit, showToast],
  );
}
