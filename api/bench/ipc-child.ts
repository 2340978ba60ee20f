// A benchmark server in a child process of its own (so the load generator never shares its event
// loop), called over IPC: each request carries an id, each reply answers one. The child's first
// reply (id 0) says it is ready.
import { fork, type ChildProcess } from "node:child_process";

export type IpcReply = { id: number; result?: unknown; error?: string };

type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;

export interface IpcChild<Request> {
  child: ChildProcess;
  /** the ready reply's result */
  ready: unknown;
  call<T>(request: WithoutId<Request>): Promise<T>;
  /** resolves once the child has exited */
  exit(): Promise<void>;
}

/**
 * Forks `entry` with `args`. fork inherits process.execArgv (tsx's loader comes along, unless
 * `loader` is false: a JavaScript entry); `execArgv` adds to it. NODE_ENV as deployed (the Dockerfile sets it): libraries read it when
 * they load, graphql-js for one takes its cheaper production type checks.
 */
export async function forkIpcChild<Request extends { id: number }>(
  label: string,
  entry: URL,
  args: string[],
  execArgv: string[] = [],
  { loader = true }: { loader?: boolean } = {},
): Promise<IpcChild<Request>> {
  const child = fork(entry.pathname, args, {
    env: { ...process.env, NODE_ENV: "production" },
    execArgv: [...(loader ? process.execArgv : []), ...execArgv],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code, signal) => {
      const error = new Error(`${label} exited (code ${code}, signal ${signal})`);
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
      reject(error);
    }),
  );
  exited.catch(() => {});
  child.on("message", (message: IpcReply) => {
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(`${label}: ${message.error}`));
    else waiter.resolve(message.result);
  });
  const waitFor = <T>(id: number) =>
    new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as (v: unknown) => void, reject }));
  const ready = await Promise.race([waitFor<unknown>(0), exited]);
  return {
    child,
    ready,
    call<T>(request: WithoutId<Request>) {
      const id = nextId++;
      const answer = waitFor<T>(id);
      child.send({ ...request, id });
      return answer;
    },
    exit: () =>
      child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve())),
  };
}
