import { useCallback } from "react";
import { graphql } from "react-relay";
import { useToast } from "../../toast/useToast";
import { useAppMutation } from "../../mutations/useAppMutation";
import type { ShownUserError } from "../../userErrors/userErrors";
import type { useModeratorActionDecideMutation } from "./__generated__/useModeratorActionDecideMutation.graphql";
import type { useModeratorActionDismissMutation } from "./__generated__/useModeratorActionDismissMutation.graphql";
import type { useModeratorActionLiftMutation } from "./__generated__/useModeratorActionLiftMutation.graphql";
import type { useModeratorActionRemoveMutation } from "./__generated__/useModeratorActionRemoveMutation.graphql";
import type { useModeratorActionSuspendMutation } from "./__generated__/useModeratorActionSuspendMutation.graphql";

export type ModeratorAction =
  | { kind: "dismiss"; subjectId: string }
  | { kind: "remove"; subjectId: string; reason: string }
  | { kind: "suspend"; userId: string; reason: string }
  | { kind: "lift"; userId: string }
  | { kind: "decide"; appealId: string; decision: "UPHOLD" | "OVERTURN"; note: string };

const DONE: Record<ModeratorAction["kind"], string> = {
  dismiss: "Reports dismissed. The reporters are told.",
  remove: "Removed. Those concerned are told.",
  suspend: "Account suspended. The reporters are told.",
  lift: "Suspension lifted.",
  decide: "Appeal decided. The person who appealed is told, with your note.",
};

/**
 * The moderator's actions (and their decision on an appeal), each reporting its outcome in a toast; `onDone` runs after a
 * success (the page reloads its lists) and resolves the returned promise to true, a refusal to false.
 */
export function useModeratorAction(onDone: () => void): [(action: ModeratorAction) => Promise<boolean>, boolean] {
  const { showToast } = useToast();
  const [dismiss, dismissing] = useAppMutation<useModeratorActionDismissMutation>(graphql`
    mutation useModeratorActionDismissMutation($input: DismissReportsInput!) {
      dismissReports(input: $input) {
        ... on DismissReportsPayload {
          closedReports
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const [remove, removing] = useAppMutation<useModeratorActionRemoveMutation>(graphql`
    mutation useModeratorActionRemoveMutation($input: RemoveReportedContentInput!) {
      removeReportedContent(input: $input) {
        ... on RemoveReportedContentPayload {
          closedReports
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const [suspend, suspending] = useAppMutation<useModeratorActionSuspendMutation>(graphql`
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
  const [lift, lifting] = useAppMutation<useModeratorActionLiftMutation>(graphql`
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
  const [decide, deciding] = useAppMutation<useModeratorActionDecideMutation>(graphql`
    mutation useModeratorActionDecideMutation($input: DecideAppealInput!) {
      decideAppeal(input: $input) {
        ... on DecideAppealPayload {
          appeal {
            status
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const act = useCallback(
    (action: ModeratorAction) =>
      new Promise<boolean>((resolve) => {
        const config = {
          onDone: () => {
            showToast(DONE[action.kind], "success");
            onDone();
            resolve(true);
          },
          onRefused: (refusal: ShownUserError) => {
            showToast(refusal.text, "error");
            resolve(false);
          },
          failure: "That did not work. Please try again.",
          onFailed: (text: string) => {
            showToast(text, "error");
            resolve(false);
          },
        };
        if (action.kind === "dismiss") dismiss({ ...config, variables: { input: { subjectId: action.subjectId } } });
        else if (action.kind === "remove")
          remove({ ...config, variables: { input: { subjectId: action.subjectId, reason: action.reason } } });
        else if (action.kind === "suspend")
          suspend({ ...config, variables: { input: { userId: action.userId, reason: action.reason } } });
        else if (action.kind === "lift") lift({ ...config, variables: { input: { userId: action.userId } } });
        else
          decide({
            ...config,
            variables: { input: { appealId: action.appealId, decision: action.decision, note: action.note } },
          });
      }),
    [dismiss, remove, suspend, lift, decide, onDone, showToast],
  );
  return [act, dismissing || removing || suspending || lifting || deciding];
}
