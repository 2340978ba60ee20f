// One process at a time opens an embedded database's folder (src/db/pglite-folder-lock.ts): a
// second opener, a script beside the running server included, is refused in one sentence and
// changes nothing; a lock left by a process that died is taken over.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/database.ts";
import { PgliteFolderInUse } from "../../src/db/pglite-folder-lock.ts";
import { newAccount, signUp } from "../rest/v1-client.ts";
import { createTestServer } from "../support/test-server.ts";
import { temporaryDirs } from "../support/temporary-dirs.ts";

const withoutRedis = ({ REDIS_URL: _redis, ...env }: NodeJS.ProcessEnv) => env;
const root = path.resolve(import.meta.dirname, "..", "..", "..");
const temporaryDir = temporaryDirs("skysocial-lock-");

describe("an embedded database's folder", () => {
  it("is opened by one opener at a time, and again once it is closed", { timeout: 120_000 }, async () => {
    const folder = path.join(temporaryDir(), "pglite");
    const first = await openDatabase(`pglite:${folder}`);
    const second = openDatabase(`pglite:${folder}`);
    await expect(second).rejects.toBeInstanceOf(PgliteFolderInUse);
    await expect(second).rejects.toThrow(
      `The embedded database ${folder} is open in another process (pid ${process.pid}, a running server?): stop it first, then run this again.`,
    );
    await first.close();
    const again = await openDatabase(`pglite:${folder}`);
    expect(await again.prisma.user.count()).toBe(0);
    await again.close();
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);
  });

  it("is taken over from a process that died holding it", { timeout: 120_000 }, async () => {
    const folder = path.join(temporaryDir(), "pglite");
    // a process id no process has (above the kernel's pid_max)
    fs.writeFileSync(`${folder}.lock`, "4194305\n");
    const db = await openDatabase(`pglite:${folder}`);
    expect(fs.readFileSync(`${folder}.lock`, "utf8").trim()).toBe(String(process.pid));
    await db.close();
  });

  it(
    "is not opened by `npm run admin` beside the running server: one sentence, nothing changed",
    { timeout: 180_000 },
    async () => {
      const folder = path.join(temporaryDir(), "pglite");
      const server = await createTestServer({ DATABASE_URL: `pglite:${folder}` });
      try {
        await signUp(server, newAccount({ username: "bob" }));
        const admin = spawnSync(process.execPath, ["--import", "tsx", "api/scripts/admin.ts", "grant", "bob"], {
          cwd: root,
          encoding: "utf8",
          // the embedded server's own setting: no Redis (a run against PostgreSQL and Redis sets it for the suite)
          env: { ...withoutRedis(process.env), DATABASE_URL: `pglite:${folder}`, LOG_LEVEL: "silent" },
        });
        expect(admin.status).toBe(1);
        expect(admin.stderr.trim()).toBe(
          `The embedded database ${folder} is open in another process (pid ${process.pid}, a running server?): stop it first, then run this again.`,
        );
        expect(admin.stdout).toBe("");
        expect(await server.prisma.user.findFirstOrThrow({ where: { username: "bob" } })).toMatchObject({
          role: "MEMBER",
        });
      } finally {
        await server.close();
      }
    },
  );
});
