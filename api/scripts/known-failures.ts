// What a command line script says when it cannot do its work for a reason a person can fix: one
// sentence, exit status 1, no stack trace. Anything else is a bug and keeps its stack.
import { PgliteFolderInUse } from "../src/db/pglite-folder-lock.ts";

export function exitOnKnownFailure(error: unknown): never {
  if (error instanceof PgliteFolderInUse) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
