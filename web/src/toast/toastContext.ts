import { createContext } from "react";

export type ToastTone = "success" | "error";

export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
}

export interface ToastContextValue {
  readonly showToast: (message: string, tone: ToastTone) => void;
}

export const ToastContext = createContext<ToastContextValue | null>(null);
