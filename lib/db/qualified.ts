import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column named with its table, whatever the query: Drizzle leaves the table out in a select of one table, where a
 * correlated subquery's `"project_id" = "id"` would then compare the subquery's own columns.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
