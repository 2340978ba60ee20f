import { format } from "date-fns";

/** "830 KB", "12.4 MB": a download's size as people read it. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}

/** "Sunday 29 November at 18:30": when a download stops working. */
export function untilDate(iso: string): string {
  return format(new Date(iso), "EEEE d MMMM 'at' HH:mm");
}
