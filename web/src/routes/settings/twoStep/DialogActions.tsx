import { Spinner } from "../../../components/Spinner";

/** A two-step dialog's buttons: Cancel, and the form's submit with its spinner while the request runs. */
export function DialogActions({
  submitLabel,
  pendingLabel,
  pending,
  danger = false,
  onCancel,
}: {
  readonly submitLabel: string;
  readonly pendingLabel: string;
  readonly pending: boolean;
  readonly danger?: boolean;
  readonly onCancel: () => void;
}) {
  const tone = danger
    ? "bg-red-600 hover:bg-red-700 focus-visible:ring-red-500"
    : "bg-brand-600 hover:bg-brand-700 focus-visible:ring-brand-500";
  return (
    <div className="flex justify-end gap-2">
      <button
        type="button"
        onClick={onCancel}
        className="rounded-lg px-4 py-2 font-semibold text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        Cancel
      </button>
      <button
        type="submit"
        aria-disabled={pending || undefined}
        aria-busy={pending}
        className={`flex items-center gap-2 rounded-lg px-4 py-2 font-semibold text-white focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none aria-disabled:cursor-wait aria-disabled:opacity-80 ${tone}`}
      >
        {pending && <Spinner />}
        {pending ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
