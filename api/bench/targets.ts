// Parent side of target-process.ts: forks a target and calls it over IPC.
import { forkIpcChild } from "./ipc-child.ts";
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
  /** the api's token secret, which the floor verifies its tokens with */
  jwtSecret: string;
}

export type TargetRequest = { id: number } & (
  | { type: "tokens"; userIds: string[] }
  | { type: "statements" }
  | { type: "record"; headers: Record<string, string>; body: string }
  | { type: "profile"; action: "start" }
  | { type: "profile"; action: "stop"; file: string }
  | { type: "close" }
);

export type { IpcReply as TargetReply } from "./ipc-child.ts";

/** "floor-lean": the floor of earlier runs, without the per-request session check */
export type TargetKind = "api" | "floor" | "floor-lean";

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
  const { child, ready, call, exit } = await forkIpcChild<TargetRequest>(
    `${kind} target`,
    new URL("./target-process.ts", import.meta.url),
    [kind, JSON.stringify(config)],
  );
  const { url } = ready as { url: string };
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
      await exit();
    },
  };
}
