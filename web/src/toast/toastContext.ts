import { createContext } from "react";

export type ToastTone = "success" | "error";

/** A button in the toast that undoes what it reports ("Undo"); pressing it closes the toast. */
export interface ToastAction {
  readonly label: string;
  readonly run: () => void;
}

export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
  readonly action?: ToastAction;
}

export interface ToastContextValue {
  readonly showToast: (message: string, tone: ToastTone, action?: ToastAction) => void;
}

export const ToastContext = createContext<ToastContextValue | null>(null);
