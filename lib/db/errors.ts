/** True when a query failed on a unique constraint (PostgreSQL 23505), however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The SQLSTATE of a failed query, however the driver wrapped it. */
function sqlStateOf(error: unknown): string | null {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * How the API answers a database refusal that a service did not expect, so that no route answers 500 for what is
 * the caller's input or a race the caller lost: a unique violation is a conflict (two requests created the same
 * thing at once), a data exception (class 22: a value out of range, an impossible date, a character PostgreSQL
 * cannot store) is bad input. Anything else stays unexpected.
 */
export function databaseRefusal(error: unknown): 'conflict' | 'invalid' | null {
  const state = sqlStateOf(error);
  if (state === '23505') return 'conflict';
  if (state?.startsWith('22')) return 'invalid';
  return null;
}

/**
 * True when a query failed on a NOT NULL column (PostgreSQL 23502), that column when named: a statement that writes
 * a row from a CTE which found nothing (a number taken under a condition) tells its caller so.
 */
export function isNotNullViolation(error: unknown, column: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const failure = current as { code?: unknown; column?: unknown };
    if (failure.code === '23502') return failure.column === undefined || failure.column === column;
  }
  return false;
}
