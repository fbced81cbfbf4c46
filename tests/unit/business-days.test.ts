import { describe, expect, it } from 'vitest';
import { isBusinessDay, isPublicHoliday, monthlyRunDate, nextBusinessDayOnOrAfter } from '@/lib/datetime/business-days';

// Weekdays below were checked with `date -d YYYY-MM-DD +%a`; Easter dates from the calendar (2024-03-31,
// 2026-04-05, 2027-03-28, 2028-04-16), Ascension = Easter + 39 days, Whit Monday = Easter + 50 days.

describe('isBusinessDay', () => {
  it('is true on an ordinary weekday', () => {
    expect(isBusinessDay('2026-03-03')).toBe(true); // Tuesday
    expect(isBusinessDay('2026-03-06')).toBe(true); // Friday
  });

  it('is false on a Saturday and a Sunday', () => {
    expect(isBusinessDay('2026-03-07')).toBe(false);
    expect(isBusinessDay('2026-03-08')).toBe(false);
  });

  it.each([
    ['2026-01-01', 'New Year (Thursday)'],
    ['2026-04-06', 'Easter Monday'],
    ['2026-05-01', 'Labour Day (Friday)'],
    ['2026-05-08', 'Victory in Europe Day (Friday)'],
    ['2026-05-14', 'Ascension (Thursday)'],
    ['2026-05-25', 'Whit Monday'],
    ['2026-07-14', 'Bastille Day (Tuesday)'],
    ['2025-08-15', 'Assumption (Friday)'],
    ['2025-11-11', 'Armistice (Tuesday)'],
    ['2025-12-25', 'Christmas (Thursday)'],
    ['2027-11-01', 'All Saints (Monday)'],
  ])('is false on %s, %s', (date) => {
    expect(isPublicHoliday(date)).toBe(true);
    expect(isBusinessDay(date)).toBe(false);
  });

  it('follows Easter from year to year', () => {
    expect(isBusinessDay('2027-03-29')).toBe(false); // Easter Monday 2027
    expect(isBusinessDay('2027-05-06')).toBe(false); // Ascension 2027
    expect(isBusinessDay('2027-05-17')).toBe(false); // Whit Monday 2027
    expect(isBusinessDay('2026-03-30')).toBe(true); // a Monday that is not Easter's in 2026
  });

  it("counts Alsace-Moselle's extra days as business days (mainland calendar only)", () => {
    expect(isBusinessDay('2026-04-03')).toBe(true); // Good Friday
    expect(isBusinessDay('2025-12-26')).toBe(true); // Friday 26 December
  });

  it('refuses a malformed or impossible date', () => {
    expect(() => isBusinessDay('2026-02-30')).toThrow(RangeError);
    expect(() => isBusinessDay('1/3/2026')).toThrow(RangeError);
  });
});

describe('nextBusinessDayOnOrAfter', () => {
  it('keeps a business day', () => {
    expect(nextBusinessDayOnOrAfter('2027-12-31')).toBe('2027-12-31'); // Friday
  });

  it('moves a weekend to the Monday', () => {
    expect(nextBusinessDayOnOrAfter('2026-08-01')).toBe('2026-08-03');
    expect(nextBusinessDayOnOrAfter('2026-08-02')).toBe('2026-08-03');
  });

  it('skips a holiday and the weekend after it', () => {
    expect(nextBusinessDayOnOrAfter('2027-01-01')).toBe('2027-01-04'); // 1 January on a Friday
    expect(nextBusinessDayOnOrAfter('2026-12-25')).toBe('2026-12-28'); // Christmas on a Friday
  });

  it('crosses a year end into a holiday', () => {
    // Saturday 31 December 2022, then Sunday 1 January 2023 (a holiday as well).
    expect(nextBusinessDayOnOrAfter('2022-12-31')).toBe('2023-01-02');
  });
});

describe('monthlyRunDate', () => {
  it.each([
    [2024, 4, '2024-04-02'], // 1 April 2024 is Easter Monday
    [2020, 6, '2020-06-02'], // 1 June 2020 is Whit Monday
    [2008, 5, '2008-05-02'], // 1 May 2008 is both Labour Day and Ascension (Thursday)
  ])('moves a movable holiday on the 1st (%i-%i)', (year, month, expected) => {
    expect(monthlyRunDate(year, month)).toBe(expected);
  });

  const expectedByYear: Record<number, string[]> = {
    2026: ['01-02', '02-02', '03-02', '04-01', '05-04', '06-01', '07-01', '08-03', '09-01', '10-01', '11-02', '12-01'],
    2027: ['01-04', '02-01', '03-01', '04-01', '05-03', '06-01', '07-01', '08-02', '09-01', '10-01', '11-02', '12-01'],
    2028: ['01-03', '02-01', '03-01', '04-03', '05-02', '06-01', '07-03', '08-01', '09-01', '10-02', '11-02', '12-01'],
  };

  it.each(Object.entries(expectedByYear))('gives each month of %s its hand-computed run date', (year, days) => {
    const runDates = Array.from({ length: 12 }, (_, index) => monthlyRunDate(Number(year), index + 1));
    expect(runDates).toEqual(days.map((day) => `${year}-${day}`));
  });

  it('refuses a month out of range', () => {
    expect(() => monthlyRunDate(2026, 13)).toThrow(RangeError);
    expect(() => monthlyRunDate(2026, 0)).toThrow(RangeError);
  });
});
