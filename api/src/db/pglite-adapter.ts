// Wrapper around pglite-prisma-adapter@0.7.2 fixing: executeScript() does not await
// PGlite.exec(), so a failing migration is recorded as applied in _prisma_migrations
// and the error escapes as an unhandledRejection. Also gives the shadow DB a dispose().
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

function fixAdapter(a: SqlDriverAdapter, db: PGlite, onDispose?: () => Promise<void>): SqlDriverAdapter {
  a.executeScript = async (script: string) => {
    try { await db.exec(script); } catch (e) { (a as unknown as { onError(e: unknown): never }).onError(e); } // onError rethrows as DriverAdapterError
  };
  if (onDispose) { const d = a.dispose.bind(a); a.dispose = async () => { await d(); await onDispose(); }; }
  return a;
}

export function makePgliteAdapter(db: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const inner = new PrismaPGlite(db);
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => fixAdapter(await inner.connect(), db),
    connectToShadowDb: async () => {
      const shadow = new PGlite(); // in-memory, thrown away after the diff
      return fixAdapter(await new PrismaPGlite(shadow).connect(), shadow, () => shadow.close());
    },
  };
}
