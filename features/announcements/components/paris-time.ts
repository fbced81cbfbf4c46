// The expiry is typed as a wall-clock time in Paris, the time zone every date of the app is shown in (lib/format.ts),
// whatever the admin's computer says. These two functions go between that and the ISO string with offset the API takes.
const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(date: Date): Record<string, string> {
  return Object.fromEntries(wallClock.formatToParts(date).map((part) => [part.type, part.value]));
}

/** Minutes Paris is ahead of UTC at that instant (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: number): number {
  const parts = partsOf(new Date(instant));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-07-14T23:30" (a datetime-local value, Paris time) → "2026-07-14T23:30:00+02:00"; null when empty or malformed. */
export function parisInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  // Twice: the offset at the wall time read as UTC can differ from the real one near a change of time.
  const offset = parisOffsetMinutes(wall - parisOffsetMinutes(wall) * 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${year}-${month}-${day}T${hour}:${minute}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** An ISO instant → the datetime-local value showing it in Paris time; '' for none. */
export function isoToParisInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = partsOf(date);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
