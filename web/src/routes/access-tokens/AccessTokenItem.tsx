import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { ConfirmDialog } from "../../components/overlay/ConfirmDialog";
import { RelativeTime } from "../../posts/RelativeTime";
import { useToast } from "../../toast/useToast";
import { useAppMutation } from "../../mutations/useAppMutation";
import type { AccessTokenItem_token$key } from "./__generated__/AccessTokenItem_token.graphql";
import type { AccessTokenItemRevokeMutation } from "./__generated__/AccessTokenItemRevokeMutation.graphql";
import { SCOPE_LABELS } from "./accessTokenForm";

const dateOf = (isoDate: string) =>
  new Date(isoDate).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

export function AccessTokenItem({
  token,
  connectionId,
}: {
  readonly token: AccessTokenItem_token$key;
  readonly connectionId: string;
}) {
  const data = useFragment(
    graphql`
      fragment AccessTokenItem_token on PersonalAccessToken {
        id
        name
        scope
        createdAt
        expiresAt
        lastUsedAt
      }
    `,
    token,
  );
  const [confirming, setConfirming] = useState(false);
  const { showToast } = useToast();
  const [commit, isRevoking] = useAppMutation<AccessTokenItemRevokeMutation>(graphql`
    mutation AccessTokenItemRevokeMutation($input: RevokePersonalAccessTokenInput!, $connections: [ID!]!) {
      revokePersonalAccessToken(input: $input) {
        ... on RevokePersonalAccessTokenPayload {
          revokedPersonalAccessTokenId @deleteEdge(connections: $connections)
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const revoke = () =>
    commit({
      variables: { input: { personalAccessTokenId: data.id }, connections: [connectionId] },
      onDone: () => showToast(`"${data.name}" is revoked.`, "success"),
      onRefused: (refusal) => showToast(`Error: ${refusal.text}`, "error"),
      failure: "The token could not be revoked: please try again.",
    });
  const scope = data.scope === "%future added value" ? data.scope : SCOPE_LABELS[data.scope];

  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="min-w-0 text-sm font-semibold break-words text-slate-900">{data.name}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${data.scope === "READ" ? "bg-slate-100 text-slate-700" : "bg-amber-100 text-amber-800"}`}
          >
            {scope}
          </span>
        </p>
        <p className="mt-1 flex flex-wrap gap-x-1.5 text-xs text-slate-500">
          <span className="whitespace-nowrap">Created {dateOf(data.createdAt)}</span>
          <span aria-hidden="true">·</span>
          <span className="whitespace-nowrap">
            {data.expiresAt ? `Expires ${dateOf(data.expiresAt)}` : "Never expires"}
          </span>
          <span aria-hidden="true">·</span>
          <span className="whitespace-nowrap">
            {data.lastUsedAt ? (
              <>
                Last used <RelativeTime isoDate={data.lastUsedAt} />
              </>
            ) : (
              "Never used"
            )}
          </span>
        </p>
      </div>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        disabled={isRevoking}
        aria-label={`Revoke ${data.name}`}
        className="shrink-0 rounded-lg border border-red-200 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
      >
        Revoke
      </button>
      <ConfirmDialog
        open={confirming}
        title="Revoke this token?"
        message={`Anything using "${data.name}" stops working at once. This cannot be undone.`}
        confirmLabel="Revoke"
        onConfirm={revoke}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
