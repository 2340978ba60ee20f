// An operator's script (api/scripts/<name>.ts) run as an operator runs it: through tsx, in a folder
// of the test's choosing (one without .env), with only the environment given.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const scripts = path.resolve(import.meta.dirname, "..", "..", "scripts");
const tsx = path.resolve(import.meta.dirname, "..", "..", "..", "node_modules", ".bin", "tsx");

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `api/scripts/<name>.ts` with `args`; resolves to its exit code and output, whatever the code. */
export async function runOperatorScript(
  name: string,
  args: string[],
  { env, cwd }: { env: Record<string, string>; cwd: string },
): Promise<ScriptRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, [path.join(scripts, `${name}.ts`), ...args], {
      env: { PATH: process.env.PATH, ...env },
      cwd,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as ScriptRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
