import { useEffect, useState, type FormEvent } from "react";
import { graphql } from "react-relay";
import QRCode from "qrcode";
import { TextField } from "../../../components/form/TextField";
import { useFocusFirstInvalid } from "../../../components/form/useFocusFirstInvalid";
import { useAppMutation } from "../../../mutations/useAppMutation";
import type { TotpSetupConfirmMutation } from "./__generated__/TotpSetupConfirmMutation.graphql";
import type { TotpSetupStartMutation } from "./__generated__/TotpSetupStartMutation.graphql";
import { DialogActions } from "./DialogActions";
import { PasswordAgainForm } from "./PasswordAgainForm";
import { RecoveryCodesList } from "./RecoveryCodesList";

interface Secret {
  readonly secret: string;
  readonly otpauthUri: string;
}

/** Setting up an authenticator app: the password, then the QR code (and the secret as text) and a code, then the recovery codes. */
export function TotpSetup({ username, onClose }: { readonly username: string; readonly onClose: () => void }) {
  const [secret, setSecret] = useState<Secret | null>(null);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [start, starting] = useAppMutation<TotpSetupStartMutation>(graphql`
    mutation TotpSetupStartMutation($input: StartTotpEnrolmentInput!) {
      startTotpEnrolment(input: $input) {
        ... on StartTotpEnrolmentPayload @alias(as: "started") {
          secret
          otpauthUri
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  if (codes) return <RecoveryCodesList codes={codes} username={username} onDone={onClose} />;
  if (secret) return <ConfirmCode secret={secret} onConfirmed={setCodes} onCancel={onClose} />;
  return (
    <PasswordAgainForm
      intro="Enter your password to set up an authenticator app."
      submitLabel="Continue"
      pendingLabel="Checking"
      pending={starting}
      onCancel={onClose}
      onSubmit={(password, outcome) =>
        start({
          variables: { input: { password } },
          onDone: ({ started }) => {
            if (started) setSecret(started);
          },
          onRefused: outcome.onRefused,
          failure: "Two-step sign-in could not be set up. Please try again.",
          tooManyRequests: "Too many wrong passwords. Please try again in a few minutes.",
        })
      }
    />
  );
}

function ConfirmCode({
  secret,
  onConfirmed,
  onCancel,
}: {
  readonly secret: Secret;
  readonly onConfirmed: (codes: readonly string[]) => void;
  readonly onCancel: () => void;
}) {
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [confirm, confirming] = useAppMutation<TotpSetupConfirmMutation>(graphql`
    mutation TotpSetupConfirmMutation($input: ConfirmTotpEnrolmentInput!) {
      confirmTotpEnrolment(input: $input) {
        ... on ConfirmTotpEnrolmentPayload @alias(as: "confirmed") {
          recoveryCodes
          viewer {
            ...TwoStepSignInSetting_viewer
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(secret.otpauthUri, { margin: 1, width: 192 }).then(
      (url) => current && setQr(url),
      () => current && setQr(null),
    );
    return () => {
      current = false;
    };
  }, [secret.otpauthUri]);

  const refuse = (text: string) => {
    setError(text);
    focusFirstInvalid();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirming) return;
    if (!/^\d{6}$/.test(code.replace(/\s/g, ""))) return refuse("Enter the 6 digits your app shows.");
    confirm({
      variables: { input: { code: code.replace(/\s/g, "") } },
      onDone: ({ confirmed }) => {
        if (confirmed) onConfirmed(confirmed.recoveryCodes);
      },
      onRefused: (refusal) => refuse(refusal.text),
      failure: "Two-step sign-in could not be turned on. Please try again.",
      tooManyRequests: "Too many wrong codes. Please try again in a few minutes.",
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="mt-3 space-y-4 text-sm text-slate-700">
      <p>Scan this QR code with your authenticator app, then enter the code it shows.</p>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <div className="size-48 shrink-0 rounded-lg border border-slate-200 bg-white">
          {qr && <img src={qr} alt="QR code to scan with your authenticator app" className="size-full" />}
        </div>
        <div className="min-w-0">
          <p>Can’t scan it? Type this setup key into the app instead:</p>
          <code className="mt-1 block font-mono text-base text-slate-900 select-all">
            {secret.secret.match(/.{1,4}/g)?.join(" ")}
          </code>
        </div>
      </div>
      <TextField
        label="Code from the app"
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        error={error}
      />
      <DialogActions submitLabel="Turn on" pendingLabel="Turning on" pending={confirming} onCancel={onCancel} />
    </form>
  );
}
