import { format } from "date-fns";

export interface DayOfMessages<M> {
  /** A day's heading: 'MMMM dd, yyyy' in the viewer's time zone. */
  readonly heading: string;
  readonly messages: readonly M[];
}

/** Splits messages (oldest first) into calendar days, each under its heading. */
export function groupByDay<M extends { readonly createdAt: string }>(messages: readonly M[]): DayOfMessages<M>[] {
  const days: { heading: string; messages: M[] }[] = [];
  for (const message of messages) {
    const heading = format(new Date(message.createdAt), "MMMM dd, yyyy");
    const last = days.at(-1);
    if (last?.heading === heading) last.messages.push(message);
    else days.push({ heading, messages: [message] });
  }
  return days;
}
