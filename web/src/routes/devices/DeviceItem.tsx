import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { ConfirmDialog } from "../../components/overlay/ConfirmDialog";
import { RelativeTime } from "../../posts/RelativeTime";
import { useToast } from "../../toast/useToast";
import { useAppMutation } from "../../mutations/useAppMutation";
import type { DeviceItem_session$key } from "./__generated__/DeviceItem_session.graphql";
import type { DeviceItemEndMutation } from "./__generated__/DeviceItemEndMutation.graphql";
import { dateOf, deviceName } from "./deviceName";
import { withoutSessions } from "./withoutSessions";

/** One signed-in session: where, since when, last active; "Sign out" for any but this one. */
export function DeviceItem({
  session,
  viewerId,
}: {
  readonly session: DeviceItem_session$key;
  readonly viewerId: string;
}) {
  const data = useFragment(
    graphql`
      fragment DeviceItem_session on SignInSession {
        id
        browser
        system
        signedInAt
        lastSeenAt
        current
      }
    `,
    session,
  );
  const [confirming, setConfirming] = useState(false);
  const { showToast } = useToast();
  const [commit, isEnding] = useAppMutation<DeviceItemEndMutation>(graphql`
    mutation DeviceItemEndMutation($input: EndSessionInput!) {
      endSession(input: $input) {
        ... on EndSessionPayload {
          endedSessionId
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const name = deviceName(data.browser, data.system);
  const end = () => {
    setConfirming(false);
    commit({
      variables: { input: { sessionId: data.id } },
      updater: (store) => withoutSessions(store, viewerId, (id) => id === data.id),
      onDone: () => showToast(`${name} is signed out.`, "success"),
      onRefused: (refusal) => showToast(`Error: ${refusal.text}`, "error"),
      failure: "The device could not be signed out: please try again.",
    });
  };

  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="min-w-0 text-sm font-semibold break-words text-slate-900">{name}</span>
          {data.current && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-emerald-800">
              This device
            </span>
          )}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-1.5 text-xs text-slate-600">
          <span className="whitespace-nowrap">Signed in {dateOf(data.signedInAt)}</span>
          <span aria-hidden="true">·</span>
          <span className="whitespace-nowrap">
            {data.current ? (
              "Active now"
            ) : (
              <>
                Last active <RelativeTime isoDate={data.lastSeenAt} />
              </>
            )}
          </span>
        </p>
      </div>
      {!data.current && (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={isEnding}
          aria-label={`Sign out ${name}`}
          className="shrink-0 rounded-lg border border-red-200 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          Sign out
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Sign out this device?"
        message={`${name} is signed out at once and has to log in again to use your account.`}
        confirmLabel="Sign out"
        onConfirm={end}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
