import { useEffect, useState } from "react";
import { msUntilRelativeTimeChanges, relativeTime } from "./relativeTime";

/**
 * relativeTime's text in a <time>, kept true while the page is open: '43 seconds ago' becomes
 * '1 minute ago' without a reload (a newer post never shows an older age than an older one).
 * One timer per shown time, set for the moment its text changes: every second in the first
 * minute, then once a minute, an hour, a day.
 */
export function RelativeTime({ isoDate, className }: { readonly isoDate: string; readonly className?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setTimeout(() => setNow(new Date()), msUntilRelativeTimeChanges(isoDate, now));
    return () => clearTimeout(timer);
  }, [isoDate, now]);
  return (
    <time dateTime={isoDate} title={new Date(isoDate).toLocaleString()} className={className}>
      {relativeTime(isoDate, now)}
    </time>
  );
}
