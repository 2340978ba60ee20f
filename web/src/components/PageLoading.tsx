import { Spinner } from "./Spinner";

export function PageLoading({ label = "Loading" }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-500">
      <Spinner className="size-6 text-brand-600" />
      <span className="text-sm font-medium">{label}…</span>
    </div>
  );
}
