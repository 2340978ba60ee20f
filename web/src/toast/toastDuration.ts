/** 4000 ms: the shortest a toast stays. */
const SHORTEST_MS = 4000;

/**
 * How long a toast saying `message` stays: 4 s, longer for a long message, read at
 * about 16 characters a second (slower readers included) after a second to notice it.
 */
export function toastDurationMs(message: string): number {
  return Math.max(SHORTEST_MS, 1000 + message.length * 60);
}
