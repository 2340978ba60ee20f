import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Card } from "../../components/Card";
import { ConfirmDialog } from "../../components/overlay/ConfirmDialog";
import { PageFrame } from "../../components/PageFrame";
import { useAppMutation } from "../../mutations/useAppMutation";
import { useToast } from "../../toast/useToast";
import type { DevicesRouteQuery } from "./__generated__/DevicesRouteQuery.graphql";
import type { DevicesRouteEndOthersMutation } from "./__generated__/DevicesRouteEndOthersMutation.graphql";
import { DeviceItem } from "./DeviceItem";
import { withoutSessions } from "./withoutSessions";

/** /settings/devices: where the account is signed in; sign out any other device, or all of them. */
export function DevicesRoute() {
  const { viewer } = useLazyLoadQuery<DevicesRouteQuery>(
    graphql`
      query DevicesRouteQuery {
        viewer @required(action: THROW) {
          id
          sessions @required(action: THROW) {
            id
            current
            ...DeviceItem_session
          }
        }
      }
    `,
    {},
    // last activity moves while the page is away: show what is known, then refresh
    { fetchPolicy: "store-and-network" },
  );
  const [confirming, setConfirming] = useState(false);
  const { showToast } = useToast();
  const [commit, isEnding] = useAppMutation<DevicesRouteEndOthersMutation>(graphql`
    mutation DevicesRouteEndOthersMutation {
      endOtherSessions {
        ... on EndOtherSessionsPayload {
          endedCount
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const others = viewer.sessions.filter((session) => !session.current).length;
  const endOthers = () => {
    setConfirming(false);
    commit({
      variables: {},
      updater: (store) =>
        withoutSessions(store, viewer.id, (id) => !viewer.sessions.some((s) => s.current && s.id === id)),
      onDone: (answer) =>
        showToast(
          answer.endedCount === 1
            ? "1 other device is signed out."
            : `${answer.endedCount} other devices are signed out.`,
          "success",
        ),
      onRefused: (refusal) => showToast(`Error: ${refusal.text}`, "error"),
      failure: "The other devices could not be signed out: please try again.",
    });
  };

  return (
    <PageFrame
      title="Signed-in devices"
      description="Where your account is signed in now. Sign out any device you do not know or no longer use; it has to log in again with your password."
      narrow
    >
      <Card className="p-5">
        <h2 className="text-base font-semibold text-slate-900">Your devices</h2>
        <ul aria-label="Signed-in devices" className="mt-2 divide-y divide-slate-100">
          {viewer.sessions.map((session) => (
            <DeviceItem key={session.id} session={session} viewerId={viewer.id} />
          ))}
        </ul>
        {others > 0 ? (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={isEnding}
            className="mt-4 rounded-lg border border-red-200 px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            Sign out of all other devices
          </button>
        ) : (
          <p className="mt-3 text-sm text-slate-600">This is the only device signed in to your account.</p>
        )}
        <ConfirmDialog
          open={confirming}
          title="Sign out of all other devices?"
          message={`${others === 1 ? "1 other device is" : `${others} other devices are`} signed out at once. This device stays signed in.`}
          confirmLabel="Sign out all"
          onConfirm={endOthers}
          onCancel={() => setConfirming(false)}
        />
      </Card>
    </PageFrame>
  );
}
