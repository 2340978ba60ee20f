import { useState } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import { Card } from "../../components/Card";
import { useFocusAfterRowRemoval } from "../../components/focus/useFocusAfterRowRemoval";
import { ConfirmDialog } from "../../components/overlay/ConfirmDialog";
import { RelativeTime } from "../../posts/RelativeTime";
import type { SuspendedAccounts_query$key } from "./__generated__/SuspendedAccounts_query.graphql";
import type { SuspendedAccountsPaginationQuery } from "./__generated__/SuspendedAccountsPaginationQuery.graphql";
import { ShowMoreButton } from "./ShowMoreButton";
import type { ModeratorAction } from "./useModeratorAction";

const PAGE_SIZE = 20;

interface SuspendedAccountsProps {
  query: SuspendedAccounts_query$key;
  pending: boolean;
  act: (action: ModeratorAction) => Promise<boolean>;
}

/** The accounts suspended now, the latest first, each to lift: a page at a time, to the last one. */
export function SuspendedAccounts({ query, pending, act }: SuspendedAccountsProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    SuspendedAccountsPaginationQuery,
    SuspendedAccounts_query$key
  >(
    graphql`
      fragment SuspendedAccounts_query on Query
      @refetchable(queryName: "SuspendedAccountsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        moderation {
          ... on ModerationDesk {
            suspendedAccounts(first: $count, after: $cursor) @connection(key: "SuspendedAccounts_suspendedAccounts") {
              edges {
                node {
                  userId
                  username
                  suspendedAt
                  suspensionReason
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const accounts = (data.moderation?.suspendedAccounts?.edges ?? []).map((edge) => edge.node);
  // the account asked about stays named while the dialog closes
  const [asked, setAsked] = useState<{ userId: string; username: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = useFocusAfterRowRemoval<HTMLDivElement>(accounts.map((account) => account.userId));
  return (
    <Card ref={list} className="divide-y divide-slate-100">
      {accounts.length === 0 && <p className="p-4 text-sm text-slate-600">None.</p>}
      {accounts.map((account) => (
        <div key={account.userId} data-row-key={account.userId} className="flex items-start justify-between gap-3 p-4">
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-slate-900">{account.username}</p>
            <p className="break-words text-slate-600">{account.suspensionReason}</p>
            {account.suspendedAt && <RelativeTime isoDate={account.suspendedAt} className="text-xs text-slate-600" />}
          </div>
          <button
            type="button"
            disabled={pending}
            onClick={() => {
              setAsked(account);
              setConfirming(true);
            }}
            className="shrink-0 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Lift<span className="sr-only"> the suspension of {account.username}</span>
          </button>
        </div>
      ))}
      <ConfirmDialog
        open={confirming}
        title={`Lift the suspension of ${asked?.username ?? ""}?`}
        message="The account can log in again, and everyone sees it and what it wrote, as before."
        confirmLabel="Lift suspension"
        onConfirm={() => asked && void act({ kind: "lift", userId: asked.userId })}
        onCancel={() => setConfirming(false)}
      />
      {hasNext && (
        <div className="px-2 pb-2">
          <ShowMoreButton onClick={() => loadNext(PAGE_SIZE)} loading={isLoadingNext} label="suspended accounts" />
        </div>
      )}
    </Card>
  );
}
