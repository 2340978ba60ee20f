import { useCallback, useEffect, useRef, useState } from "react";

/**
 * After a refused submit, the form's first field marked invalid takes the focus: a screen reader
 * reads its label and its message (aria-describedby), and the user is where the fix goes. Asked
 * for in the submit handler; it happens once the messages are on screen. A field that has the
 * focus already gets it again, so its message is read all the same.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    if (requests === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    if (document.activeElement === field) field.blur();
    field.focus();
  }, [requests]);

  const focusFirstInvalid = useCallback(() => setRequests((count) => count + 1), []);
  return { formRef, focusFirstInvalid };
}
