import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { ModalDialog } from "../../components/overlay/ModalDialog";
import { passkeysSupported } from "../../session/passkeyCeremonies";
import { dateOf } from "../devices/deviceName";
import type { PasskeysSetting_viewer$key } from "./__generated__/PasskeysSetting_viewer.graphql";
import { AddPasskeyForm } from "./passkeys/AddPasskeyForm";
import { RemovePasskeyForm } from "./passkeys/RemovePasskeyForm";
import { RenamePasskeyForm } from "./passkeys/RenamePasskeyForm";

type Dialog = { kind: "add" } | { kind: "rename" | "remove"; passkey: { id: string; name: string } };

const titleOf = (dialog: Dialog) =>
  dialog.kind === "add"
    ? "Add a passkey"
    : dialog.kind === "rename"
      ? `Rename “${dialog.passkey.name}”`
      : `Remove “${dialog.passkey.name}”?`;

const secondary =
  "rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none";

/** Settings' "Passkeys": the account's passkeys (named, added, last used), adding, renaming and removing one. */
export function PasskeysSetting({ viewer }: { readonly viewer: PasskeysSetting_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment PasskeysSetting_viewer on User {
        passkeys {
          id
          name
          synced
          createdAt
          lastUsedAt
        }
        twoStepSignIn {
          totpEnabled
        }
      }
    `,
    viewer,
  );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // the title stays while the dialog fades out
  const [titled, setTitled] = useState<Dialog>({ kind: "add" });
  const open = (which: Dialog) => {
    setTitled(which);
    setDialog(which);
  };
  const close = () => setDialog(null);
  const passkeys = data.passkeys ?? [];
  const supported = passkeysSupported();

  return (
    <div className="mt-1 text-sm text-slate-600">
      <p>
        Log in with your fingerprint, face or screen lock instead of your password.
        {data.twoStepSignIn?.totpEnabled && " A passkey also answers two-step sign-in."}
      </p>
      {passkeys.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-slate-900">
                  {passkey.name}
                  {passkey.synced && (
                    <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      Synced
                    </span>
                  )}
                </p>
                <p className="text-xs text-slate-600">
                  Added {dateOf(passkey.createdAt)} ·{" "}
                  {passkey.lastUsedAt ? `last used ${dateOf(passkey.lastUsedAt)}` : "not used yet"}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  onClick={() => open({ kind: "rename", passkey })}
                  className={secondary}
                  aria-label={`Rename ${passkey.name}`}
                >
                  Rename
                </button>
                <button
                  type="button"
                  onClick={() => open({ kind: "remove", passkey })}
                  className="rounded-lg border border-red-300 bg-white px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:outline-none"
                  aria-label={`Remove ${passkey.name}`}
                >
                  Remove…
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <button type="button" onClick={() => open({ kind: "add" })} className={`mt-3 ${secondary} py-2`}>
          Add a passkey…
        </button>
      ) : (
        <p className="mt-3 text-slate-500">This browser cannot make passkeys.</p>
      )}
      <ModalDialog open={dialog !== null} onClose={close} title={titleOf(titled)} width="lg">
        {dialog?.kind === "add" && <AddPasskeyForm onAdded={close} onCancel={close} />}
        {dialog?.kind === "rename" && <RenamePasskeyForm passkey={dialog.passkey} onDone={close} />}
        {dialog?.kind === "remove" && <RemovePasskeyForm passkey={dialog.passkey} onDone={close} />}
      </ModalDialog>
    </div>
  );
}
