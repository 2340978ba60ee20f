import { useCallback, useMemo, useState, type ReactNode } from "react";
import { ToastContext, type Toast, type ToastAction, type ToastContextValue, type ToastTone } from "./toastContext";
import { ToastViewport } from "./ToastViewport";

export const MAX_VISIBLE_TOASTS = 3;

let nextToastId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);

  const showToast = useCallback((message: string, tone: ToastTone, action?: ToastAction) => {
    const toast = { id: nextToastId++, message, tone, action };
    // The oldest toast makes room for the newest one.
    setToasts((current) => [...current, toast].slice(-MAX_VISIBLE_TOASTS));
  }, []);

  const dismissToast = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const value = useMemo<ToastContextValue>(() => ({ showToast }), [showToast]);

  return (
    <ToastContext value={value}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismissToast} />
    </ToastContext>
  );
}
