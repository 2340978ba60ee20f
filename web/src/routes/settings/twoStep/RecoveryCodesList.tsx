import { useState } from "react";

/** The recovery codes, shown once: to write down, download as a text file, or copy. */
export function RecoveryCodesList({
  codes,
  username,
  onDone,
}: {
  readonly codes: readonly string[];
  readonly username: string;
  readonly onDone: () => void;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = recoveryCodesText(codes, username);
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `skysocial-recovery-codes-${username}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  const copy = () => {
    navigator.clipboard.writeText(codes.join("\n")).then(
      () => setCopied("Copied."),
      () => setCopied("Could not copy: select the codes and copy them yourself."),
    );
  };
  const button =
    "rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none";
  return (
    <div className="mt-3 space-y-4 text-sm text-slate-700">
      <p>
        Keep these recovery codes somewhere safe. Each one lets you log in once if you lose your phone.{" "}
        <strong className="font-semibold text-slate-900">They are shown only now.</strong>
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-base text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={download} className={button}>
          Download (.txt)
        </button>
        <button type="button" onClick={copy} className={button}>
          Copy
        </button>
      </div>
      <p role="status" className="min-h-5 text-emerald-800">
        {copied}
      </p>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onDone}
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          I have saved them
        </button>
      </div>
    </div>
  );
}

/** The downloaded file: what the codes are for, then one code a line. */
export function recoveryCodesText(codes: readonly string[], username: string): string {
  return [
    `SkySocial recovery codes for ${username}`,
    "Each code lets you log in once without your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
}
