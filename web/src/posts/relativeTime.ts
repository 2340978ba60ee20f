import { differenceInDays, differenceInHours, differenceInMinutes, differenceInSeconds } from "date-fns";

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/** 'N seconds ago' under a minute, then minutes under an hour, hours under a day, else days. */
export function relativeTime(isoDate: string, now: Date = new Date()): string {
  const date = new Date(isoDate);
  // A clock slightly ahead of the server's must not print negative ages.
  const seconds = Math.max(differenceInSeconds(now, date), 0);
  if (seconds < 60) return ago(seconds, "second");
  const minutes = differenceInMinutes(now, date);
  if (minutes < 60) return ago(minutes, "minute");
  const hours = differenceInHours(now, date);
  if (hours < 24) return ago(hours, "hour");
  return ago(differenceInDays(now, date), "day");
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Milliseconds until relativeTime's text for `isoDate` next changes (the next whole second, minute, hour or day of its age). */
export function msUntilRelativeTimeChanges(isoDate: string, now: Date = new Date()): number {
  const age = Math.max(now.getTime() - new Date(isoDate).getTime(), 0);
  const unit = age < MINUTE ? SECOND : age < HOUR ? MINUTE : age < DAY ? HOUR : DAY;
  // a few ms past the boundary, so the new text is the next one and not the same again
  return unit - (age % unit) + 5;
}
