/** A failure the driver reported, as far as we read it. */
type DriverFailure = { code?: unknown; column?: unknown; detail?: unknown };

/** Each error in the chain, outermost first: drizzle wraps the driver's error in its own, as `cause`. */
function* chainOf(error: unknown): Generator<DriverFailure> {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    yield current as DriverFailure;
  }
}

/** The first error in the chain that carries this SQLSTATE. */
function failureWith(error: unknown, state: string): DriverFailure | null {
  for (const failure of chainOf(error)) if (failure.code === state) return failure;
  return null;
}

/** True when a query failed on a unique constraint (PostgreSQL 23505), however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  return failureWith(error, '23505') !== null;
}

/** The SQLSTATE of a failed query, however the driver wrapped it. */
function sqlStateOf(error: unknown): string | null {
  for (const { code } of chainOf(error)) {
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
  const failure = failureWith(error, '23502');
  return failure !== null && (failure.column === undefined || failure.column === column);
}

/**
 * The detail of an error our own SQL raised with this SQLSTATE (`raise ... using errcode = 'MS409', detail = ...`),
 * or null when the query failed otherwise: a function that refuses tells its caller why in the detail.
 */
export function raisedDetail(error: unknown, state: string): string | null {
  const detail = failureWith(error, state)?.detail;
  return typeof detail === 'string' ? detail : null;
}
