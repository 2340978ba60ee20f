// Parent side of target-process.ts: forks a target and calls it over IPC.
import { fork } from "node:child_process";
import type { RecordedStatement } from "./sql-recorder.ts";

export interface TargetConfig {
  databaseUrl: string;
  schema: string;
  /** origin in image URLs (the same for both targets, so their answers compare equal) */
  publicUrl: string;
  /** application_name of the target's database connections (so their backends can be found) */
  applicationName: string;
  /** load the API from this api/src directory instead of the checkout's (trying a change on a copy) */
  apiSrc?: string;
}

export type TargetRequest = { id: number } & (
  | { type: "tokens"; userIds: string[] }
  | { type: "statements" }
  | { type: "record"; headers: Record<string, string>; body: string }
  | { type: "profile"; action: "start" }
  | { type: "profile"; action: "stop"; file: string }
  | { type: "close" }
);

export type TargetReply = { id: number; result?: unknown; error?: string };

type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;

export type TargetKind = "api" | "floor";

export interface Target {
  kind: TargetKind;
  url: string;
  applicationName: string;
  pid: number;
  tokens(userIds: string[]): Promise<string[]>;
  /** SQL statements the target's process has sent so far */
  statements(): Promise<number>;
  /** sends one request while the target records the SQL it runs */
  record(headers: Record<string, string>, body: string): Promise<{ statements: RecordedStatement[]; body: string }>;
  /** V8 CPU profile of the target process (inspector), written as a .cpuprofile */
  profile(action: "start"): Promise<void>;
  profile(action: "stop", file: string): Promise<void>;
  close(): Promise<void>;
}

export async function startTarget(kind: TargetKind, config: TargetConfig): Promise<Target> {
  // fork inherits process.execArgv: tsx's loader comes along. NODE_ENV as deployed (the Dockerfile
  // sets it): libraries read it when they load, graphql-js for one takes its cheaper production
  // type checks.
  const child = fork(new URL("./target-process.ts", import.meta.url).pathname, [kind, JSON.stringify(config)], {
    env: { ...process.env, NODE_ENV: "production" },
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code, signal) => {
      const error = new Error(`${kind} target exited (code ${code}, signal ${signal})`);
      for (const { reject: r } of pending.values()) r(error);
      pending.clear();
      reject(error);
    }),
  );
  exited.catch(() => {});
  child.on("message", (message: TargetReply) => {
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(`${kind} target: ${message.error}`));
    else waiter.resolve(message.result);
  });
  const call = <T>(request: WithoutId<TargetRequest>, id = nextId++): Promise<T> => {
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      if (id !== 0) child.send({ ...request, id });
    });
  };
  const { url } = await Promise.race([call<{ url: string }>({ type: "statements" }, 0), exited]);
  return {
    kind,
    url,
    applicationName: config.applicationName,
    pid: child.pid!,
    tokens: (userIds) => call({ type: "tokens", userIds }),
    statements: () => call({ type: "statements" }),
    record: (headers, body) => call({ type: "record", headers, body }),
    profile: (action: "start" | "stop", file?: string) =>
      call(action === "start" ? { type: "profile", action } : { type: "profile", action, file: file! }),
    async close() {
      if (child.exitCode !== null) return;
      await call({ type: "close" }).catch(() => {});
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
    },
  };
}
