// Business days in France, on Paris calendar dates ("YYYY-MM-DD"): Monday to Friday, except the public holidays of
// mainland France (docs/decisions.md, "Business days"). Server only: date-holidays carries every country's rules.
import Holidays from 'date-holidays';

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY = 24 * 60 * 60 * 1000;

// Country FR without a region: the eleven national holidays. Alsace-Moselle's Good Friday and 26 December are
// regional ("FR-57/67/68") and do not count; neither do type "observance" days such as Whit Sunday.
const franceMainland = new Holidays('FR');
const holidaysByYear = new Map<number, ReadonlySet<string>>();

function publicHolidays(year: number): ReadonlySet<string> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    const dates = franceMainland
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public')
      // "2026-05-01 00:00:00": the date as France sees it, whatever the server's time zone.
      .map((holiday) => holiday.date.slice(0, 10));
    holidays = new Set(dates);
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

/** "2026-05-01" → its UTC midnight, used only for calendar arithmetic; throws on a malformed or impossible date. */
function calendarDay(date: string): number {
  const match = LOCAL_DATE.exec(date);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) throw new RangeError(`Not a calendar date: "${date}"`);
  return time;
}

const formatDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A French public holiday of mainland France (1 January, Easter Monday, 1 May, 8 May, Ascension, Whit Monday, …). */
export function isPublicHoliday(date: string): boolean {
  calendarDay(date);
  return publicHolidays(Number(date.slice(0, 4))).has(date);
}

export function isBusinessDay(date: string): boolean {
  const weekday = new Date(calendarDay(date)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(date);
}

/** The date itself when it is a business day, else the first business day after it (across a year's end too). */
export function nextBusinessDayOnOrAfter(date: string): string {
  let time = calendarDay(date);
  // At most a few days: a long weekend next to one or two holidays.
  while (!isBusinessDay(formatDay(time))) time += DAY;
  return formatDay(time);
}

/** The day a month's run happens (statements, invoices): its 1st, or the next business day. `month` is 1 to 12. */
export function monthlyRunDate(year: number, month: number): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Not a month: ${month}`);
  return nextBusinessDayOnOrAfter(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`);
}
