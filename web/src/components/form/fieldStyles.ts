export function inputClassName(hasError: boolean): string {
  return [
    "block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-500",
    "focus:outline-none focus:ring-2",
    hasError
      ? "border-red-500 focus:border-red-600 focus:ring-red-200"
      : "border-slate-450 focus:border-brand-500 focus:ring-brand-100",
  ].join(" ");
}

export const labelClassName = "mb-1 block text-sm font-medium text-slate-700";
