import { useSyncExternalStore } from "react";

// A setting remembered on this device (localStorage), the same in every component that reads it
// and in every tab: writing it tells this tab's readers, the browser's storage event the others'.

export interface DeviceSetting {
  /** The stored text, or null (none stored, or storage refused by a private window's policy). */
  use(): string | null;
  /** Stores `value` (null forgets it); false when storage refused it. */
  set(value: string | null): boolean;
}

export function deviceSetting(key: string): DeviceSetting {
  const listeners = new Set<() => void>();
  const read = () => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    window.addEventListener("storage", listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", listener);
    };
  };
  return {
    use: () => useSyncExternalStore(subscribe, read),
    set(value) {
      try {
        if (value === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, value);
      } catch {
        return false;
      }
      for (const listener of listeners) listener();
      return true;
    },
  };
}
