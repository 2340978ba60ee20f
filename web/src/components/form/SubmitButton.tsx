import type { ReactNode } from "react";
import { Spinner } from "../Spinner";

interface SubmitButtonProps {
  readonly pending: boolean;
  readonly pendingLabel: string;
  readonly children: ReactNode;
}

/**
 * The form's submit button, showing its spinner while the request runs. Pending, it is
 * aria-disabled rather than disabled: a disabled button drops the keyboard focus to the page's
 * body, where the user loses their place. Its click (Enter in a field clicks it too) then does nothing.
 */
export function SubmitButton({ pending, pendingLabel, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      aria-busy={pending}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-80"
    >
      {pending ? (
        <>
          <Spinner />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
