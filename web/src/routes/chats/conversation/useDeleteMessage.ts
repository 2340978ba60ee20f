import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { useToast } from "../../../toast/useToast";
import { refusalText } from "../../../userErrors/userErrors";
import type { useDeleteMessageMutation } from "./__generated__/useDeleteMessageMutation.graphql";

/** Deletes one of the viewer's messages: both people then see the placeholder (the partner live). */
export function useDeleteMessage(): (messageId: string) => void {
  const { showToast } = useToast();
  const [commit] = useMutation<useDeleteMessageMutation>(graphql`
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
      const failed = (reason: string) => showToast(`The message was not deleted: ${reason}`, "error");
      commit({
        variables: { input: { messageId } },
        optimisticUpdater: (store) => {
          const message = store.get(messageId);
          message?.setValue(true, "deleted");
          message?.setValue("", "text");
        },
        onCompleted: ({ deleteMessage }) => {
          if (!deleteMessage?.done) failed(refusalText(deleteMessage?.error, "refused"));
        },
        onError: (error) => {
          console.error("Deleting a message failed", error);
          failed(error.message);
        },
      });
    },
    [commit, showToast],
  );
}
