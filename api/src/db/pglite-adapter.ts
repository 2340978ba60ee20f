// Wrapper around pglite-prisma-adapter@0.7.2 fixing two ways it reports success for a write the
// database refused:
// - executeScript() does not await PGlite.exec(), so a failing migration is recorded as applied
//   in _prisma_migrations and the error escapes as an unhandledRejection;
// - a transaction whose COMMIT fails (a deferred constraint, a trigger at commit) resolves its
//   commit() all the same: the adapter catches PGlite's rejection after it has handed the
//   transaction out, and drops it. Prisma then answers as if the rolled-back writes were stored.
// Also gives the shadow database a dispose().
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

/** rethrows as Prisma's DriverAdapterError, the way the adapter reports any database error */
type OnError = (error: unknown) => never;

/** Why a transaction ended without committing, by the PGlite transaction the adapter holds. */
type CommitFailures = WeakMap<Transaction, unknown>;

/**
 * `db` as the adapter sees it, except that each transaction's failure is kept in `failures`
 * (the adapter discards it) for commit() to report.
 */
function recordingCommitFailures(db: PGlite, failures: CommitFailures): PGlite {
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    let current: Transaction | undefined;
    return db
      .transaction((tx) => {
        current = tx;
        return callback(tx);
      })
      .catch((error: unknown) => {
        if (current) failures.set(current, error);
        throw error;
      });
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === "transaction") return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function fixAdapter(
  a: SqlDriverAdapter,
  db: PGlite,
  failures: CommitFailures,
  onDispose?: () => Promise<void>,
): SqlDriverAdapter {
  const onError: OnError = (e) => (a as unknown as { onError: OnError }).onError(e);
  a.executeScript = async (script: string) => {
    try {
      await db.exec(script);
    } catch (e) {
      onError(e);
    }
  };
  const startTransaction = a.startTransaction.bind(a);
  a.startTransaction = async (isolationLevel) => {
    const transaction = await startTransaction(isolationLevel);
    const commit = transaction.commit.bind(transaction);
    transaction.commit = async () => {
      await commit();
      const pgliteTransaction = (transaction as unknown as { client: Transaction }).client;
      if (failures.has(pgliteTransaction)) onError(failures.get(pgliteTransaction));
    };
    return transaction;
  };
  if (onDispose) {
    const dispose = a.dispose.bind(a);
    a.dispose = async () => {
      await dispose();
      await onDispose();
    };
  }
  return a;
}

function connectTo(db: PGlite, onDispose?: () => Promise<void>): Promise<SqlDriverAdapter> {
  const failures: CommitFailures = new WeakMap();
  return new PrismaPGlite(recordingCommitFailures(db, failures))
    .connect()
    .then((a) => fixAdapter(a, db, failures, onDispose));
}

export function makePgliteAdapter(db: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const inner = new PrismaPGlite(db);
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: () => connectTo(db),
    connectToShadowDb: () => {
      const shadow = new PGlite(); // in-memory, thrown away after the diff
      return connectTo(shadow, () => shadow.close());
    },
  };
}
