import { useState } from "react";
import { Spinner } from "../../components/Spinner";
import { useLiveStatus, type LiveStatus } from "../../relay/liveStatus";

/**
 * Says, quietly, while live updates are paused: the live connection dropped (a deploy, a crash, the
 * network) and is being tried again. A small status, not a dialog and not a toast: the page stays
 * usable, and a screen reader hears it when it is free, then that live updates are back; what
 * happened meanwhile is read again then (useRefetchOnReconnect).
 */
export function LiveConnectionStatus() {
  const status = useLiveStatus();
  // "back" is said only after a "reconnecting", not on every render while live
  const [previous, setPrevious] = useState<LiveStatus>(status);
  const [back, setBack] = useState(false);
  if (status !== previous) {
    setPrevious(status);
    setBack(status === "live");
  }

  return (
    // Clear of what one types or taps: under the header on a phone (over the page's title, not
    // its message box or bottom bar), low at the left from md (toasts keep the right).
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-[4.75rem] z-40 flex justify-center px-4 md:top-auto md:right-auto md:bottom-4 md:left-4"
    >
      {status === "reconnecting" ? (
        <p className="inline-flex items-center gap-2 rounded-full border border-amber-200 bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-900 shadow-sm">
          <Spinner className="size-4 text-amber-700" />
          Reconnecting… live updates are paused
        </p>
      ) : (
        back && <span className="sr-only">Live updates are back.</span>
      )}
    </div>
  );
}
