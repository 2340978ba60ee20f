// Wraps pg.Client#query for the whole process: counts the statements the app sends and, while
// recording, keeps their text and parameters (Prisma's driver adapter goes through pg.Pool,
// which goes through pg.Client, so this sees every SQL statement Prisma runs).
import pg from "pg";

export interface RecordedStatement {
  text: string;
  values: unknown[];
}

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;

export function installSqlRecorder() {
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  const state = { statements: 0, recording: null as RecordedStatement[] | null };
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    state.statements++;
    if (state.recording) {
      const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
      const text = typeof config === "string" ? config : config?.text;
      const params =
        typeof config === "object" && Array.isArray(config.values)
          ? config.values
          : Array.isArray(values)
            ? values
            : [];
      if (text) state.recording.push({ text, values: params });
    }
    return original.apply(this, args);
  };
  return {
    /** statements sent since the process started */
    get statements() {
      return state.statements;
    },
    /** the statements `run` sends (this process only; run nothing else meanwhile) */
    async record(run: () => Promise<unknown>): Promise<RecordedStatement[]> {
      const recorded: RecordedStatement[] = [];
      state.recording = recorded;
      try {
        await run();
      } finally {
        state.recording = null;
      }
      return recorded;
    },
    uninstall() {
      proto.query = original;
    },
  };
}
