/**
 * Rows per multi-row statement. PostgreSQL takes at most 65,535 parameters in one statement (node-postgres and
 * PGlite alike): 1,000 rows of a dozen columns stay well under it, and one round trip per 1,000 rows is already
 * what set-wise writing is for (a 200-line transfer is one statement).
 */
export const ROWS_PER_STATEMENT = 1000;

/** The rows cut into consecutive batches of at most `size`, in their order (none for no rows). */
export function inBatches<T>(rows: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}
