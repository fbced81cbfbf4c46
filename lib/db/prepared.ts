import type { Db } from './open-database';

/**
 * A hot read built once per database rather than for each request: Drizzle's query building (the SQL text, its
 * parameters, the result's mapping) cost a drop's request more CPU than its network (issue #28). `build` calls
 * `.prepare(name)` on a query whose varying values are `sql.placeholder(…)`; on PostgreSQL the name also makes it a
 * named statement, parsed once per connection. Outside a transaction only: a prepared query runs on the pool.
 */
export function preparedOnce<Prepared>(build: (db: Db) => Prepared): (db: Db) => Prepared {
  const byDatabase = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
