import { useCallback } from "react";
import { useToast } from "../../toast/useToast";
import { useAnnouncement } from "../LiveRegion";

/**
 * A form in a dialog telling a failed submit: the toast, as everywhere, and the same words in the
 * form's own LiveRegion (`failure`), since the open dialog keeps the page's toasts from screen readers.
 */
export function useFailureNotice() {
  const { showToast } = useToast();
  const [failure, announce] = useAnnouncement();
  const fail = useCallback(
    (message: string) => {
      showToast(message, "error");
      announce(message);
    },
    [showToast, announce],
  );
  return { failure, fail };
}
