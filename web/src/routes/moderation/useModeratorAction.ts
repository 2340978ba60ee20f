import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { useToast } from "../../toast/useToast";
import { readUserError } from "../../userErrors/userErrors";
import type { useModeratorActionDismissMutation } from "./__generated__/useModeratorActionDismissMutation.graphql";
import type { useModeratorActionLiftMutation } from "./__generated__/useModeratorActionLiftMutation.graphql";
import type { useModeratorActionRemoveMutation } from "./__generated__/useModeratorActionRemoveMutation.graphql";
import type { useModeratorActionSuspendMutation } from "./__generated__/useModeratorActionSuspendMutation.graphql";

export type ModeratorAction =
  | { kind: "dismiss"; subjectId: string }
  | { kind: "remove"; subjectId: string }
  | { kind: "suspend"; userId: string; reason: string }
  | { kind: "lift"; userId: string };

const DONE: Record<ModeratorAction["kind"], string> = {
  dismiss: "Reports dismissed. The reporters are told.",
  remove: "Removed. The reporters are told.",
  suspend: "Account suspended. The reporters are told.",
  lift: "Suspension lifted.",
};

/**
 * The moderator's four actions, each reporting its outcome in a toast; `onDone` runs after a
 * success (the page reloads its lists) and resolves the returned promise to true, a refusal to false.
 */
export function useModeratorAction(onDone: () => void): [(action: ModeratorAction) => Promise<boolean>, boolean] {
  const { showToast } = useToast();
  const [dismiss, dismissing] = useMutation<useModeratorActionDismissMutation>(graphql`
    mutation useModeratorActionDismissMutation($input: DismissReportsInput!) {
      dismissReports(input: $input) {
        ... on DismissReportsPayload {
          closedReports
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const [remove, removing] = useMutation<useModeratorActionRemoveMutation>(graphql`
    mutation useModeratorActionRemoveMutation($input: RemoveReportedContentInput!) {
      removeReportedContent(input: $input) {
        ... on RemoveReportedContentPayload {
          closedReports
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const [suspend, suspending] = useMutation<useModeratorActionSuspendMutation>(graphql`
    mutation useModeratorActionSuspendMutation($input: SuspendAccountInput!) {
      suspendAccount(input: $input) {
        ... on SuspendAccountPayload {
          account {
            suspendedAt
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const [lift, lifting] = useMutation<useModeratorActionLiftMutation>(graphql`
    mutation useModeratorActionLiftMutation($input: LiftSuspensionInput!) {
      liftSuspension(input: $input) {
        ... on LiftSuspensionPayload {
          account {
            suspendedAt
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const act = useCallback(
    (action: ModeratorAction) =>
      new Promise<boolean>((resolve) => {
        const settle = (error: Parameters<typeof readUserError>[0] | null | undefined) => {
          if (error) showToast(readUserError(error).text, "error");
          else {
            showToast(DONE[action.kind], "success");
            onDone();
          }
          resolve(!error);
        };
        const failed = () => {
          showToast("That did not work. Please try again.", "error");
          resolve(false);
        };
        if (action.kind === "dismiss")
          dismiss({
            variables: { input: { subjectId: action.subjectId } },
            onCompleted: (r) => settle(r.dismissReports?.error),
            onError: failed,
          });
        else if (action.kind === "remove")
          remove({
            variables: { input: { subjectId: action.subjectId } },
            onCompleted: (r) => settle(r.removeReportedContent?.error),
            onError: failed,
          });
        else if (action.kind === "suspend")
          suspend({
            variables: { input: { userId: action.userId, reason: action.reason } },
            onCompleted: (r) => settle(r.suspendAccount?.error),
            onError: failed,
          });
        else
          lift({
            variables: { input: { userId: action.userId } },
            onCompleted: (r) => settle(r.liftSuspension?.error),
            onError: failed,
          });
      }),
    [dismiss, remove, suspend, lift, onDone, showToast],
  );
  return [act, dismissing || removing || suspending || lifting];
}
