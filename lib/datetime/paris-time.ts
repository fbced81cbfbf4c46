// Dates are typed and shown as wall-clock times in Paris (spec §5: YYYY-MM-DDTHH:mm), whatever the server's or
// the browser's time zone, and stored as instants. These functions go between the two; client and server use them.

const TIME_ZONE = 'Europe/Paris';
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOUR = 60 * 60 * 1000;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant → "2026-07-14T20:30", the Paris wall-clock time at that instant. */
export function toParisLocal(instant: Date): string {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** An instant → "2026-07-14", its date in Paris. */
export function toParisDate(instant: Date): string {
  return toParisLocal(instant).slice(0, 10);
}

/** Minutes Paris is ahead of UTC at that instant (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: number): number {
  const match = LOCAL_DATE_TIME.exec(toParisLocal(new Date(instant)))!;
  const [, year, month, day, hour, minute] = match.map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * "2026-07-14T20:30" read as Paris time → the instant; null when malformed or when that time does not exist in Paris
 * (a 30th of February, or the hour skipped when clocks go forward). A time that happens twice (the hour repeated
 * when clocks go back) is the first of the two.
 */
export function fromParisLocal(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  // The offset a few hours either side of the wall time covers both sides of a change of time.
  const candidates = [wall - parisOffsetMinutes(wall - 12 * HOUR) * 60_000, wall - parisOffsetMinutes(wall + 12 * HOUR) * 60_000]
    .filter((instant) => toParisLocal(new Date(instant)) === value)
    .sort((a, b) => a - b);
  return candidates.length ? new Date(candidates[0]!) : null;
}

/** "2026-07-14" → the instant that day starts in Paris; null when malformed or not a real date. */
export function parisDayStart(value: string): Date | null {
  return LOCAL_DATE.test(value) ? fromParisLocal(`${value}T00:00`) : null;
}

/** "2026-07-14" → the instant the next day starts in Paris (an exclusive upper bound for that day). */
export function parisDayEnd(value: string): Date | null {
  const start = parisDayStart(value);
  if (!start) return null;
  // Noon of the day after, then back to its midnight: safe whether the day lasts 23, 24 or 25 hours.
  return parisDayStart(toParisDate(new Date(start.getTime() + 36 * HOUR)));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant the Paris calendar month of `instant` starts, moved by `months` (1: the next month's start). */
export function parisMonthStart(instant: Date, months = 0): Date {
  const [year, month] = toParisDate(instant).split('-').map(Number);
  const index = year! * 12 + (month! - 1) + months;
  return parisDayStart(`${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`)!;
}

/** A datetime-local value in Paris time → the ISO date-time with its offset ("2026-07-14T23:30:00+02:00"); null if invalid. */
export function parisInputToIso(value: string): string | null {
  const instant = fromParisLocal(value);
  if (!instant) return null;
  const offset = parisOffsetMinutes(instant.getTime());
  return `${value}:00${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** An ISO instant → the datetime-local value showing it in Paris time; '' for none or an invalid one. */
export function isoToParisInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : toParisLocal(date);
}
