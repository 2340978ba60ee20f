// One process at a time opens an embedded database's folder. PGlite itself does not lock it, and
// two processes on one folder each see their own copy of the pages: `npm run admin -- grant bob`
// beside a running server said "bob is now a moderator." and changed nothing the server saw,
// and either could corrupt the folder for both. So whoever opens it (the server, a script) holds
// `<folder>.lock` with its process id while it does; another process is refused with one
// sentence saying who holds it. A lock left by a process that died is taken over.
import fs from "node:fs";

export class PgliteFolderInUse extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database ${folder} is open in another process (pid ${pid}, a running server?): stop it first, then run this again.`,
    );
    this.name = "PgliteFolderInUse";
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Takes the folder's lock, or throws PgliteFolderInUse; returns what releases it. */
export function lockPgliteFolder(folder: string): () => void {
  const lockFile = `${folder}.lock`;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10);
      // this process too: a second open of the folder would be a second copy of its pages
      if (Number.isInteger(holder) && alive(holder)) throw new PgliteFolderInUse(folder, holder);
      // left by a process that died: whoever removes it first takes the lock; the other tries again
      fs.rmSync(lockFile, { force: true });
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    fs.rmSync(lockFile, { force: true });
  };
  process.on("exit", release);
  return release;
}

/**
 * Opens the folder's database with `open` while holding its lock, released when the database is
 * closed (its close() does both: every caller already closes what it opened).
 */
export async function openLocked<T extends { close(): Promise<void> }>(
  folder: string,
  open: () => Promise<T>,
): Promise<T> {
  const release = lockPgliteFolder(folder);
  let opened: T;
  try {
    opened = await open();
  } catch (error) {
    release();
    throw error;
  }
  const close = opened.close.bind(opened);
  opened.close = () => close().finally(release);
  return opened;
}
