import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { useToast } from "../../../toast/useToast";
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
        ... on Error {
          message
        }
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
          if (!deleteMessage.done) failed(deleteMessage.message ?? "refused");
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
