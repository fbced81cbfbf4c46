import type { Column, SQL } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from './open-database';

export type StatementValues = Record<string, unknown>;

export interface FixedStatement<Row> {
  /**
   * The rows it answers: raw (the columns as the SQL names them, timestamps as PostgreSQL prints them), or mapped as
   * Drizzle maps a table's rows when the statement says `mapTo` (the table's columns, all of them selected; any other
   * column it answers is kept as is, under its SQL name).
   */
  run(executor: Executor, values: StatementValues): Promise<Row[]>;
}

const dialect = new PgDialect();

/**
 * A statement of a hot path whose text never changes, its values `sql.placeholder(…)`: compiled to SQL once per
 * process, and sent under its name, so that PostgreSQL parses and plans it once per connection. Drizzle's compiling of
 * the sale's statements took a sixth of the server thread at the rush (issue #28). Unlike `preparedOnce` (lib/db/prepared.ts),
 * it runs inside a transaction as well as on the pool: the executor's own session (its connection) sends it.
 * A list goes in as one JSON value (`jsonb_to_recordset`, `jsonb_array_elements_text`): the text stays the same
 * whatever its length.
 */
export function fixedStatement<Row>(name: string, build: () => SQL, options: { mapTo?: Record<string, Column> } = {}): FixedStatement<Row> {
  let compiled: { sql: string; params: unknown[] } | undefined;
  const columns = options.mapTo ? Object.entries(options.mapTo) : null;
  const columnNames = new Set(columns?.map(([, column]) => column.name));
  return {
    async run(executor, values) {
      compiled ??= dialect.sqlToQuery(build());
      // Drizzle's own executor, as its query builders use it; the session is internal to Drizzle's types only.
      const { session } = executor as unknown as { session: PgSession };
      const { rows } = (await session.prepareQuery(compiled, undefined, name, false).execute(values)) as { rows: Record<string, unknown>[] };
      return columns ? rows.map((row) => mappedRow(columns, columnNames, row) as Row) : (rows as Row[]);
    },
  };
}

/**
 * A row of the table's columns (by their SQL names) as Drizzle answers it: its keys and values (dates, numbers…); the
 * statement's other columns as they came.
 */
function mappedRow(columns: [string, Column][], columnNames: Set<string>, row: Record<string, unknown>): Record<string, unknown> {
  const others = Object.entries(row).filter(([name]) => !columnNames.has(name));
  const mapped = columns.map(([key, column]) => [key, row[column.name] === null || row[column.name] === undefined ? null : column.mapFromDriverValue(row[column.name])]);
  return Object.fromEntries([...others, ...mapped]);
}
