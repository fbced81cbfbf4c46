import { z } from 'zod';

/**
 * The years the API accepts in any date (docs/decisions.md, "Dates"). PostgreSQL stores far more (4713 BC to
 * 294276 AD), but no tour, event or announcement lives outside this span, and year 0 or 99999 is always a typo
 * or an attack: it is refused as a validation error instead of reaching the database.
 */
export const MIN_YEAR = 1970;
export const MAX_YEAR = 2100;

const yearOf = (value: string) => Number(/^(\d{4})-/.exec(value)?.[1] ?? Number.NaN);
const inRange = (value: string) => yearOf(value) >= MIN_YEAR && yearOf(value) <= MAX_YEAR;

/** A calendar day "2026-07-14" that exists (no 30th of February), within the accepted years. */
export const isoDay = (error = 'date') => z.iso.date({ error }).refine(inRange, { error });

/** An instant with its offset, "2026-07-14T20:30:00+02:00" or "...Z", within the accepted years. */
export const isoInstant = (error = 'date') => z.iso.datetime({ offset: true, error }).refine(inRange, { error });

/** True when a "YYYY-MM-DD…" string falls within the accepted years: for formats with their own schema. */
export const yearInRange = inRange;
