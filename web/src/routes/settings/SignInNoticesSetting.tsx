import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { useAppMutation } from "../../mutations/useAppMutation";
import type { SignInNoticesSetting_viewer$key } from "./__generated__/SignInNoticesSetting_viewer.graphql";
import type { SignInNoticesSettingMutation } from "./__generated__/SignInNoticesSettingMutation.graphql";

/** Settings' "Signed-in devices": the way to the list, and whether a new device's sign-in is mailed. */
export function SignInNoticesSetting({ viewer }: { readonly viewer: SignInNoticesSetting_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment SignInNoticesSetting_viewer on User {
        id
        signInNotices
      }
    `,
    viewer,
  );
  const [saved, setSaved] = useState<string | null>(null);
  const [commit] = useAppMutation<SignInNoticesSettingMutation>(graphql`
    mutation SignInNoticesSettingMutation($input: UpdateSignInNoticesInput!) {
      updateSignInNotices(input: $input) {
        viewer {
          id
          signInNotices
        }
      }
    }
  `);
  const choose = (enabled: boolean) => {
    setSaved(null);
    commit({
      variables: { input: { enabled } },
      optimisticUpdater: (store) => store.get(data.id)?.setValue(enabled, "signInNotices"),
      onDone: () => setSaved("Saved."),
      failure: "The setting could not be saved. Please try again.",
    });
  };

  return (
    <>
      <p className="mt-1 text-sm text-slate-600">See where your account is signed in, and sign out devices.</p>
      <Link
        to="/settings/devices"
        className="mt-3 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        See signed-in devices
      </Link>
      <label className="mt-4 flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={data.signInNotices ?? true}
          onChange={(event) => choose(event.target.checked)}
          className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
        />
        <span>
          <span className="font-semibold">Email me about sign-ins from new devices</span>
          <span className="block text-slate-600">
            A sign-in from a browser and system your account has not used before sends a notice to your address.
          </span>
        </span>
      </label>
      <p role="status" className="mt-2 min-h-5 text-sm text-emerald-800">
        {saved}
      </p>
    </>
  );
}
