import type { Toast } from "./toastContext";
import { ToastMessage } from "./ToastMessage";

interface ToastViewportProps {
  readonly toasts: readonly Toast[];
  readonly onDismiss: (id: number) => void;
}

export function ToastViewport({ toasts, onDismiss }: ToastViewportProps) {
  return (
    // The live region is always mounted so screen readers announce toasts added to it.
    <section
      aria-label="Status messages"
      aria-live="polite"
      aria-relevant="additions"
      data-toast-viewport
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:inset-x-auto sm:right-4 sm:items-end"
    >
      {toasts.map((toast) => (
        <ToastMessage key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </section>
  );
}
