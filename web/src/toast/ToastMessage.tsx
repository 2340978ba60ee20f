import { useEffect } from "react";
import { CheckCircleIcon, ExclamationCircleIcon, XMarkIcon } from "../components/icons";
import type { Toast } from "./toastContext";

export const TOAST_DURATION_MS = 4000;

interface ToastMessageProps {
  readonly toast: Toast;
  readonly onDismiss: (id: number) => void;
}

export function ToastMessage({ toast, onDismiss }: ToastMessageProps) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);

  const isError = toast.tone === "error";
  const Icon = isError ? ExclamationCircleIcon : CheckCircleIcon;

  return (
    <div
      role={isError ? "alert" : "status"}
      className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-lg ring-1 ring-black/5"
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${isError ? "text-red-600" : "text-emerald-600"}`} />
      <p className="flex-1 text-sm font-medium text-slate-800">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
      >
        <span className="sr-only">Dismiss</span>
        <XMarkIcon className="size-4" />
      </button>
    </div>
  );
}
