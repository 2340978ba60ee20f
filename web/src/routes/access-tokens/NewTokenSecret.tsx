import { useState } from "react";
import { CheckIcon, ClipboardIcon } from "../../components/icons";

export interface CreatedToken {
  readonly name: string;
  readonly secret: string;
}

/** The secret, this once: the server keeps only its hash. */
export function NewTokenSecret({ created, onDone }: { readonly created: CreatedToken; readonly onDone: () => void }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(created.secret).then(
      () => setCopied("yes"),
      () => setCopied("failed"),
    );
  };
  return (
    <div className="mt-3 space-y-3" role="status">
      <p className="text-sm text-slate-700">
        <span className="font-semibold">{created.name}</span> is ready. Copy the token now: you will not be able to see
        it again.
      </p>
      <div className="flex items-stretch gap-2">
        <code
          aria-label="Your new access token"
          className="min-w-0 flex-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
        >
          {created.secret}
        </code>
        <button
          type="button"
          onClick={copy}
          className="flex shrink-0 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          {copied === "yes" ? <CheckIcon className="size-4 text-green-600" /> : <ClipboardIcon className="size-4" />}
          {copied === "yes" ? "Copied" : "Copy"}
        </button>
      </div>
      {copied === "failed" && (
        <p className="text-sm text-red-600">Copying failed: select the token and copy it by hand.</p>
      )}
      <p className="text-xs text-slate-500">
        Send it as <code className="font-mono">Authorization: Bearer &lt;token&gt;</code> to{" "}
        <code className="font-mono">/graphql</code>. Anyone holding it acts as you, within its scope: keep it secret.
      </p>
      <button
        type="button"
        onClick={onDone}
        className="-mx-3 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        Done
      </button>
    </div>
  );
}
