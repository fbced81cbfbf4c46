import { fromParisLocal, toParisDate } from '@/lib/datetime/paris-time';

/**
 * A show's sales after midnight belong to its evening: the closings' day runs from 06:00 to 06:00 Paris time
 * (docs/journal.md "Closings"), so a stand that sells until 01:00 closes on its show's date.
 */
export const BUSINESS_DAY_START = '06:00';
const HOUR = 3_600_000;

/** The business day a moment belongs to: the Paris date six hours earlier. */
export function businessDayOf(instant: Date): string {
  return toParisDate(new Date(instant.getTime() - 6 * HOUR));
}

/** "2026-11-28" → "2026-11-29" (calendar arithmetic at noon UTC, safe from the changes of time). */
export function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
}

export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) - 24 * HOUR).toISOString().slice(0, 10);
}

/** When a business day ends: its next day's 06:00 in Paris. */
export function businessDayEnd(day: string): Date {
  return fromParisLocal(`${dayAfter(day)}T${BUSINESS_DAY_START}`)!;
}
