import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { ModalDialog } from "../../components/overlay/ModalDialog";
import { useAppMutation } from "../../mutations/useAppMutation";
import type { TwoStepSignInSetting_viewer$key } from "./__generated__/TwoStepSignInSetting_viewer.graphql";
import type { TwoStepSignInSettingDisableMutation } from "./__generated__/TwoStepSignInSettingDisableMutation.graphql";
import type { TwoStepSignInSettingRegenerateMutation } from "./__generated__/TwoStepSignInSettingRegenerateMutation.graphql";
import { PasswordAgainForm } from "./twoStep/PasswordAgainForm";
import { RecoveryCodesList } from "./twoStep/RecoveryCodesList";
import { TotpSetup } from "./twoStep/TotpSetup";

const codesLeft = (count: number) => (count === 1 ? "1 recovery code" : `${count} recovery codes`);

type Dialog = "setup" | "disable" | "codes";

const TITLES: Record<Dialog, string> = {
  setup: "Set up an authenticator app",
  disable: "Turn off two-step sign-in?",
  codes: "New recovery codes",
};

/** Settings' "Two-step sign-in": an authenticator app asked for after the password, and its recovery codes. */
export function TwoStepSignInSetting({ viewer }: { readonly viewer: TwoStepSignInSetting_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment TwoStepSignInSetting_viewer on User {
        username
        twoStepSignIn {
          totpEnabled
          recoveryCodesLeft
        }
      }
    `,
    viewer,
  );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // the title stays while the dialog fades out
  const [titled, setTitled] = useState<Dialog>("setup");
  const open = (which: Dialog) => {
    setTitled(which);
    setDialog(which);
  };
  const close = () => setDialog(null);
  const on = data.twoStepSignIn?.totpEnabled ?? false;
  const button =
    "rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none";

  return (
    <div className="mt-1 text-sm text-slate-600">
      {on ? (
        <>
          <p>
            <span className="font-semibold text-emerald-800">On.</span> Logging in asks for a code from your
            authenticator app after your password. You have {codesLeft(data.twoStepSignIn?.recoveryCodesLeft ?? 0)}{" "}
            left.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={() => open("codes")} className={button}>
              New recovery codes…
            </button>
            <button
              type="button"
              onClick={() => open("disable")}
              className="rounded-lg border border-red-300 bg-white px-3 py-2 font-semibold text-red-700 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:outline-none"
            >
              Turn off…
            </button>
          </div>
        </>
      ) : (
        <>
          <p>Ask for a code from an authenticator app on your phone after your password when you log in.</p>
          <button type="button" onClick={() => open("setup")} className={`mt-3 ${button}`}>
            Set up an authenticator app…
          </button>
        </>
      )}
      <ModalDialog open={dialog !== null} onClose={close} title={TITLES[titled]} width="lg">
        {dialog === "setup" && <TotpSetup username={data.username} onClose={close} />}
        {dialog === "disable" && <DisableForm onClose={close} />}
        {dialog === "codes" && <NewCodes username={data.username} onClose={close} />}
      </ModalDialog>
    </div>
  );
}

function DisableForm({ onClose }: { readonly onClose: () => void }) {
  const [disable, disabling] = useAppMutation<TwoStepSignInSettingDisableMutation>(graphql`
    mutation TwoStepSignInSettingDisableMutation($input: DisableTotpInput!) {
      disableTotp(input: $input) {
        ... on DisableTotpPayload @alias(as: "disabled") {
          viewer {
            ...TwoStepSignInSetting_viewer
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  return (
    <PasswordAgainForm
      intro="Your password alone will log you in, and your recovery codes stop working."
      submitLabel="Turn off"
      pendingLabel="Turning off"
      pending={disabling}
      danger
      onCancel={onClose}
      onSubmit={(password, outcome) =>
        disable({
          variables: { input: { password } },
          onDone: onClose,
          onRefused: outcome.onRefused,
          failure: "Two-step sign-in could not be turned off. Please try again.",
          tooManyRequests: "Too many wrong passwords. Please try again in a few minutes.",
        })
      }
    />
  );
}

function NewCodes({ username, onClose }: { readonly username: string; readonly onClose: () => void }) {
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [regenerate, regenerating] = useAppMutation<TwoStepSignInSettingRegenerateMutation>(graphql`
    mutation TwoStepSignInSettingRegenerateMutation($input: RegenerateRecoveryCodesInput!) {
      regenerateRecoveryCodes(input: $input) {
        ... on RegenerateRecoveryCodesPayload @alias(as: "renewed") {
          recoveryCodes
          viewer {
            ...TwoStepSignInSetting_viewer
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  if (codes) return <RecoveryCodesList codes={codes} username={username} onDone={onClose} />;
  return (
    <PasswordAgainForm
      intro="Ten new recovery codes replace your old ones, which stop working."
      submitLabel="Make new codes"
      pendingLabel="Making codes"
      pending={regenerating}
      onCancel={onClose}
      onSubmit={(password, outcome) =>
        regenerate({
          variables: { input: { password } },
          onDone: ({ renewed }) => {
            if (renewed) setCodes(renewed.recoveryCodes);
          },
          onRefused: outcome.onRefused,
          failure: "New recovery codes could not be made. Please try again.",
          tooManyRequests: "Too many wrong passwords. Please try again in a few minutes.",
        })
      }
    />
  );
}
