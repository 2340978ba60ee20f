// Runs every statement an adapter's connections send through a wrapper of ours (counting them,
// refusing them while the database is down), inside transactions and out.
import type { SqlMigrationAwareDriverAdapterFactory, SqlQueryable } from "@prisma/driver-adapter-utils";

/** Runs `run`, the statement `sql` (undefined for BEGIN), with something around it. */
export type Around = <T>(run: () => Promise<T>, sql?: string) => Promise<T>;

export interface StatementWrappers {
  /** a statement outside any transaction */
  statement: Around;
  /** starting a transaction (BEGIN) */
  begin: Around;
  /** a statement of a transaction already begun */
  inTransaction: Around;
}

export function wrapStatements(
  factory: SqlMigrationAwareDriverAdapterFactory,
  wrappers: StatementWrappers,
): SqlMigrationAwareDriverAdapterFactory {
  const through = <Q extends SqlQueryable>(queryable: Q, around: Around): Q => {
    const { queryRaw, executeRaw } = queryable;
    queryable.queryRaw = (query) => around(() => queryRaw.call(queryable, query), query.sql);
    queryable.executeRaw = (query) => around(() => executeRaw.call(queryable, query), query.sql);
    return queryable;
  };
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connectToShadowDb: () => factory.connectToShadowDb(),
    async connect() {
      const adapter = through(await factory.connect(), wrappers.statement);
      const startTransaction = adapter.startTransaction.bind(adapter);
      adapter.startTransaction = async (isolationLevel) =>
        through(await wrappers.begin(() => startTransaction(isolationLevel)), wrappers.inTransaction);
      return adapter;
    },
  };
}
