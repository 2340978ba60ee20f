import { graphql } from "react-relay";
import { useAppSubscription } from "../../../subscriptions/useAppSubscription";
import type { useConversationStartedSubscription } from "./__generated__/useConversationStartedSubscription.graphql";

/**
 * While the viewer looks at an empty conversation, tells when its first message arrives from
 * elsewhere (the partner, or the viewer's other tab): the screen then loads the conversation.
 * Mounted only until the conversation exists: useLiveChat keeps it live from there.
 */
export function useConversationStarted(partnerId: string, onStarted: () => void): void {
  useAppSubscription<useConversationStartedSubscription>(
    graphql`
      subscription useConversationStartedSubscription {
        messageAdded {
          id
          conversation {
            id
            partner {
              id
            }
          }
        }
      }
    `,
    {},
    {
      onNext: (response) => {
        if (response?.messageAdded?.conversation.partner.id === partnerId) onStarted();
      },
    },
  );
}
