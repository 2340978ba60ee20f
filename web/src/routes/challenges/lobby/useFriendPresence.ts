import { graphql } from "react-relay";
import { useAppSubscription } from "../../../subscriptions/useAppSubscription";
import type { useFriendPresenceSubscription } from "./__generated__/useFriendPresenceSubscription.graphql";

const ACTIVE_FRIENDS_ARGS = { first: 50 } as const;

/** Keeps the lobby's Active Friends live: a friend coming online joins the list (by username), one leaving goes. */
export function useFriendPresence(): void {
  useAppSubscription<useFriendPresenceSubscription>(
    graphql`
      subscription useFriendPresenceSubscription {
        friendPresenceChanged {
          online
          user {
            id
            username
            ...ActiveFriendRow_user
          }
        }
      }
    `,
    {},
    {
      updater: (store) => {
        const change = store.getRootField("friendPresenceChanged");
        const user = change?.getLinkedRecord("user");
        const viewer = store.getRoot().getLinkedRecord("viewer");
        const friends = viewer?.getLinkedRecords("activeFriends", ACTIVE_FRIENDS_ARGS);
        if (!change || !user || !viewer || !friends) return;
        const others = friends.filter((friend) => friend && friend.getDataID() !== user.getDataID());
        const next = change.getValue("online") === true ? [...others, user] : others;
        next.sort((a, b) => String(a?.getValue("username")).localeCompare(String(b?.getValue("username"))));
        viewer.setLinkedRecords(next, "activeFriends", ACTIVE_FRIENDS_ARGS);
      },
    },
  );
}
