import { fromParisLocal } from '@/lib/datetime/paris-time';

/** A Paris wall-clock time of the API ("2026-07-14T20:30") written out by `format`; as it is when malformed. */
export function formatWallClock(value: string, format: (instant: Date) => string): string {
  const instant = fromParisLocal(value);
  return instant ? format(instant) : value;
}
