import { useEffect, useRef, useState, type FocusEvent } from "react";
import { CheckCircleIcon, ExclamationCircleIcon, XMarkIcon } from "../components/icons";
import type { Toast } from "./toastContext";
import { toastDurationMs } from "./toastDuration";

interface ToastMessageProps {
  readonly toast: Toast;
  readonly onDismiss: (id: number) => void;
}

/** A toast; its time stands still while the pointer is on it or the keyboard focus in it (WCAG 2.2.1). */
export function ToastMessage({ toast, onDismiss }: ToastMessageProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const timeLeft = useRef(toastDurationMs(toast.message));
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), timeLeft.current);
    return () => {
      window.clearTimeout(timer);
      timeLeft.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id, onDismiss]);

  const isError = toast.tone === "error";
  const Icon = isError ? ExclamationCircleIcon : CheckCircleIcon;
  const focusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      role={isError ? "alert" : "status"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={focusLeaves}
      className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-lg ring-1 ring-black/5"
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${isError ? "text-red-600" : "text-emerald-600"}`} />
      <p className="flex-1 text-sm font-medium text-slate-800">{toast.message}</p>
      {toast.action && (
        <button
          type="button"
          onClick={() => {
            toast.action?.run();
            onDismiss(toast.id);
          }}
          className="-my-1 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
      >
        <span className="sr-only">Dismiss</span>
        <XMarkIcon className="size-4" />
      </button>
    </div>
  );
}
