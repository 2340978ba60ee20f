/** What became of a choice saved as soon as it is made. */
export interface Outcome {
  readonly tone: "saved" | "failed";
  readonly text: string;
}

export const NOT_SAVED = "The setting could not be saved, so it is as it was. Please try again.";

/** Under its group, whether the choice was saved: a status region, always mounted so screen readers announce it. */
export function SettingOutcome({ outcome }: { readonly outcome: Outcome | undefined }) {
  const tone = outcome?.tone === "failed" ? "text-red-700" : "text-emerald-800";
  return (
    <p role="status" className={`mt-2 min-h-5 text-sm ${tone}`}>
      {outcome?.text}
    </p>
  );
}
