// How the live connection waits before it tries again after a drop (a deploy, a crash, the
// network): a random time up to a limit that doubles from half a second to ten seconds ("full
// jitter"), so the tabs one server lost do not all come back in the same instant; and no longer
// once the tab comes back into view or the browser is online again, where waiting helps nobody.
const FIRST_LIMIT_MS = 500;
const LIMIT_CAP_MS = 10_000;

/** How long to wait before the attempt that follows `retries` failed ones. */
export function reconnectDelay(retries: number, random: () => number = Math.random): number {
  return random() * Math.min(LIMIT_CAP_MS, FIRST_LIMIT_MS * 2 ** retries);
}

export interface ReconnectWait {
  /** Resolves after reconnectDelay(retries), or at once when the page is shown or online again. */
  readonly wait: (retries: number) => Promise<void>;
  /** Stops listening to the page; a wait in progress never ends (a disposed client opens nothing more). */
  readonly stop: () => void;
}

export function reconnectWait(): ReconnectWait {
  // each wait in progress: how to end it now, and its timer
  const waiting = new Map<() => void, ReturnType<typeof setTimeout>>();
  const wake = () => {
    for (const resume of [...waiting.keys()]) resume();
  };
  const wakeIfVisible = () => {
    if (document.visibilityState === "visible") wake();
  };
  window.addEventListener("online", wake);
  document.addEventListener("visibilitychange", wakeIfVisible);
  return {
    wait: (retries) =>
      new Promise<void>((resolve) => {
        const resume = () => {
          clearTimeout(waiting.get(resume));
          waiting.delete(resume);
          resolve();
        };
        waiting.set(resume, setTimeout(resume, reconnectDelay(retries)));
      }),
    stop: () => {
      window.removeEventListener("online", wake);
      document.removeEventListener("visibilitychange", wakeIfVisible);
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
