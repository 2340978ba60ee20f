// What a child process (an api node in a process of its own) prints, and waiting for a line of
// it: a start takes seconds, but minutes on a machine busy with other suites.
import type { ChildProcess } from "node:child_process";

/** Long enough for an api node to start (migrations included) on a loaded two-core machine. */
const START_WITHIN_MS = 150_000;

export interface ChildOutput {
  /** stdout and stderr so far, as they arrived */
  text(): string;
  /** true once the output matches; false when the child exits, or the time runs out, first */
  shows(pattern: RegExp, timeoutMs?: number): Promise<boolean>;
}

export function captureOutput(child: ChildProcess): ChildOutput {
  let text = "";
  const waiters = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of waiters) wake();
  };
  const append = (chunk: Buffer) => {
    text += chunk.toString();
    wakeAll();
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  child.once("exit", wakeAll);
  return {
    text: () => text,
    shows: (pattern, timeoutMs = START_WITHIN_MS) =>
      new Promise((resolve) => {
        const finish = (matched: boolean) => {
          clearTimeout(deadline);
          waiters.delete(check);
          resolve(matched);
        };
        const check = () => {
          if (pattern.test(text)) finish(true);
          else if (child.exitCode !== null || child.signalCode !== null) finish(false);
        };
        const deadline = setTimeout(() => finish(pattern.test(text)), timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}
