import { useActionKey } from "../../../mutations/actionKeys";
import { useCallback } from "react";
import { graphql } from "react-relay";
import { useAppMutation } from "../../../mutations/useAppMutation";
import type { useInviteToGameMutation } from "./__generated__/useInviteToGameMutation.graphql";

/** Sent invitations the lobby shows as "Waiting…": the viewer's list the lobby query read. */
export const SENT_INVITATIONS_ARGS = { first: 20 } as const;

/** Invites an online friend with `turnSeconds` per move; the invitation joins the viewer's sent ones, so the row waits for the answer. */
export function useInviteToGame(): [invite: (inviteeId: string, turnSeconds: number) => void, isInFlight: boolean] {
  const [commit, isInFlight] = useAppMutation<useInviteToGameMutation>(graphql`
    mutation useInviteToGameMutation($input: InviteToGameInput!) {
      inviteToGame(input: $input) {
        ... on InviteToGamePayload {
          invitation {
            id
            status
            invitee {
              id
            }
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const actionKey = useActionKey();
  const invite = useCallback(
    (inviteeId: string, turnSeconds: number) => {
      const input = { inviteeId, turnSeconds };
      commit({
        variables: { input: { ...input, idempotencyKey: actionKey.for(input) } },
        onDone: actionKey.done,
        updater: (store) => {
          const invitation = store.getRootField("inviteToGame")?.getLinkedRecord("invitation");
          const viewer = store.getRoot().getLinkedRecord("viewer");
          if (!invitation || !viewer) return;
          const sent = viewer.getLinkedRecords("gameInvitationsSent", SENT_INVITATIONS_ARGS) ?? [];
          viewer.setLinkedRecords([invitation, ...sent], "gameInvitationsSent", SENT_INVITATIONS_ARGS);
        },
        failure: "The invitation could not be sent. Please try again.",
      });
    },
    [commit, actionKey],
  );

  return [invite, isInFlight];
}
