// A new embedded database (a first start's DATA_DIR, each test server's in-memory one) starts
// from a template instead of from scratch. PGlite creating a cluster (its initdb, in WebAssembly)
// and the schema engine replaying every migration cost a first start most of its time (about 5 s
// quiet, 15-20 s on a loaded 2-core machine, per test server too), while loading a dumped cluster
// takes a fraction of it. The template is that cluster with every migration applied, dumped once
// per PGlite version and set of migrations (both are in its name, so a changed migration or a new
// PGlite makes a new one) into node_modules/.cache/skysocial, a cache folder like any tool's: it
// can be deleted at any time. A database made from it is the same as one migrated from scratch
// (the migrations table included), so later starts and migrations treat it alike.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { PGlite } from "@electric-sql/pglite";
import { makePgliteAdapter } from "./pglite-adapter.ts";
import { openLocked } from "./pglite-folder-lock.ts";
import { migrateDeploy, readMigrationsDir } from "./schema-engine.ts";

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "..", "..", "..");
const cacheDir = path.join(root, "node_modules", ".cache", "skysocial");

/** PGlite's version, from its package.json (which the package does not export): next to its entry's folder. */
function pgliteVersion(): string {
  for (
    let dir = path.dirname(require.resolve("@electric-sql/pglite"));
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    const file = path.join(dir, "package.json");
    if (!fs.existsSync(file)) continue;
    const { name, version } = JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string; version: string };
    if (name === "@electric-sql/pglite") return version;
  }
  throw new Error("@electric-sql/pglite's package.json not found");
}

/** The template's file: named by what makes it differ (PGlite's version, each migration). */
export function pgliteTemplateFile(migrationsDir: string): string {
  const version = pgliteVersion();
  const hash = crypto.createHash("sha256").update(`pglite ${version}\n`);
  for (const { path: name, migrationFile } of readMigrationsDir(migrationsDir).migrationDirectories)
    hash.update(`${name}\n${migrationFile.content.value}\n`);
  return path.join(cacheDir, `pglite-${version}-${hash.digest("hex").slice(0, 16)}.tar.gz`);
}

/** Makes the template when it is missing (a fresh cluster, migrated, dumped); returns its file. */
export async function ensurePgliteTemplate(migrationsDir: string): Promise<string> {
  const file = pgliteTemplateFile(migrationsDir);
  if (fs.existsSync(file)) return file;
  const pglite = new PGlite();
  try {
    await pglite.waitReady;
    await migrateDeploy(makePgliteAdapter(pglite), migrationsDir);
    const dump = await pglite.dumpDataDir("gzip");
    fs.mkdirSync(cacheDir, { recursive: true });
    // written aside and renamed: another process making it at the same time, or one reading it,
    // never sees half a file
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    // templates of earlier migrations or PGlite versions are of no more use
    for (const old of fs.readdirSync(cacheDir))
      if (old.startsWith("pglite-") && old.endsWith(".tar.gz") && path.join(cacheDir, old) !== file)
        fs.rmSync(path.join(cacheDir, old), { force: true });
  } finally {
    await pglite.close();
  }
  return file;
}

/** Whether `dataDir` already holds a cluster (PostgreSQL writes PG_VERSION when it makes one). */
const holdsCluster = (dataDir: string) => fs.existsSync(path.join(dataDir, "PG_VERSION"));

/**
 * Opens the embedded database in `dataDir` (undefined: in memory): as it is when the folder holds
 * one, else a new one (`created`) loaded from the template, every migration already applied.
 */
export async function openPgliteFromTemplate(
  dataDir: string | undefined,
  migrationsDir: string,
): Promise<{ pglite: PGlite; created: boolean }> {
  if (!dataDir) return { pglite: await loadTemplate(undefined, migrationsDir), created: true };
  fs.mkdirSync(dataDir, { recursive: true });
  let created = false;
  const pglite = await openLocked(dataDir, async () => {
    if (holdsCluster(dataDir)) {
      const existing = new PGlite(dataDir);
      await existing.waitReady;
      return existing;
    }
    created = true;
    return loadTemplate(dataDir, migrationsDir);
  });
  return { pglite, created };
}

async function loadTemplate(dataDir: string | undefined, migrationsDir: string): Promise<PGlite> {
  const loadDataDir = new Blob([fs.readFileSync(await ensurePgliteTemplate(migrationsDir))]);
  const pglite = dataDir ? new PGlite(dataDir, { loadDataDir }) : new PGlite({ loadDataDir });
  await pglite.waitReady;
  return pglite;
}
