// A TCP proxy in front of a Redis primary that can hold back what the primary sends to those who
// follow its writes: its replicas (they sent PSYNC) and event stream readers (they sent XREAD).
// Everyone else (the writers, the sentinels) is answered as usual. So the primary acknowledges
// writes that neither its replica nor any reading node has: what a primary dying takes with it
// when replication lags, which on one machine it otherwise never does long enough to see.
// What is held goes to nobody if the primary dies meanwhile (its connections close). It runs in
// a process of its own (follower-hold-proxy-process.ts).
import { fork } from "node:child_process";
import path from "node:path";

export interface FollowerHoldProxy {
  /** 127.0.0.1 port the replica, the sentinels and the nodes reach the primary at */
  port: number;
  holdFollowers(): void;
  /** Forwards again, what was held first. */
  release(): void;
  close(): Promise<void>;
}

export async function startFollowerHoldProxy(primaryPort: number): Promise<FollowerHoldProxy> {
  const child = fork(path.join(import.meta.dirname, "follower-hold-proxy-process.ts"), [String(primaryPort)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message) => resolve(Number(message)));
    child.once("exit", (code) => reject(new Error(`the follower-hold proxy exited (${code}) before listening`)));
  });
  return {
    port,
    holdFollowers: () => void child.send("hold"),
    release: () => void (child.connected && child.send("release")),
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
}
