import { configFromEnv, openDatabase, type DatabaseHandle, type Db } from './open-database';

export type { Db, DatabaseHandle, Executor, Tx } from './open-database';
export { readTogether } from './read-together';
export * as tables from './schema';

// One database per process, kept on globalThis so that dev reloads, the instrumentation hook and the
// API bundles (each a separate module copy) all share it.
const registry = globalThis as typeof globalThis & { __merchDatabase?: Promise<DatabaseHandle> };

/** Opens the database on first use (never at build time), applying migrations. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!registry.__merchDatabase) {
    const opening = openDatabase(configFromEnv()).then((handle) => {
      closeOnExit(handle);
      return handle;
    });
    // A failed opening must not be cached: the next call tries again.
    opening.catch(() => {
      if (registry.__merchDatabase === opening) registry.__merchDatabase = undefined;
    });
    registry.__merchDatabase = opening;
  }
  return registry.__merchDatabase;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Installs an already opened database (tests, scripts). */
export function installDatabase(handle: DatabaseHandle): void {
  registry.__merchDatabase = Promise.resolve(handle);
}

export async function closeDatabase(): Promise<void> {
  const current = registry.__merchDatabase;
  registry.__merchDatabase = undefined;
  if (current) await (await current).close();
}

let exitHooked = false;
/** An unclean stop makes PGlite recover on the next start: close it on SIGINT/SIGTERM. */
function closeOnExit(handle: DatabaseHandle): void {
  if (exitHooked || handle.engine !== 'pglite') return;
  exitHooked = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      handle.close().finally(() => process.exit(0));
    });
  }
}
