// Idempotency keys for the mutations that create something (a post, a comment, a message, a
// report, a data export, a game invitation): one key per user action, the same on every retry of
// it, so a retry after a lost answer never saves the thing twice (the server answers the first
// one; docs/graphql-api.md, "Retrying safely").
import { useMemo, useRef } from "react";

/** A random UUID (version 4): crypto.randomUUID where the page is a secure context, else from getRandomValues. */
export function newActionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ActionKey {
  /**
   * The key of the action that sends `input`: the same while the user sends the same input again
   * after a failure (a retry of that action), a new one for other input.
   */
  readonly for: (input: unknown) => string;
  /** The action succeeded: sending the same input again is a new action. */
  readonly done: () => void;
}

/** One screen's current action and its key. */
export function useActionKey(): ActionKey {
  const current = useRef<{ key: string; input: string } | null>(null);
  return useMemo(
    () => ({
      for: (input) => {
        const sent = JSON.stringify(input);
        if (current.current?.input !== sent) current.current = { key: newActionKey(), input: sent };
        return current.current.key;
      },
      done: () => {
        current.current = null;
      },
    }),
    [],
  );
}
