import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDecimal, formatInteger, formatLongDateTime, formatMoney, formatPercent, formatRate, formatRelativeTime } from '@/lib/format';

// fr-FR Intl output: U+202F (narrow no-break space) between thousands, U+00A0 (no-break space) before € and %.
describe('formatMoney', () => {
  it.each([
    [123456, '1\u202f234,56\u00a0€'],
    [-123456, '-1\u202f234,56\u00a0€'],
    [0, '0,00\u00a0€'],
    [5, '0,05\u00a0€'],
    [-5, '-0,05\u00a0€'],
    [100, '1,00\u00a0€'],
    [123456789, '1\u202f234\u202f567,89\u00a0€'],
  ])('formats %i cents as %j', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    [0.2, '20,00\u00a0%'],
    [0, '0,00\u00a0%'],
    [0.055, '5,50\u00a0%'],
    [1, '100,00\u00a0%'],
    [-0.125, '-12,50\u00a0%'],
  ])('formats the ratio %d as %j', (ratio, expected) => {
    expect(formatPercent(ratio)).toBe(expected);
  });
});

describe('formatRate', () => {
  it.each([
    [5.5, '5,50\u00a0%'],
    [20, '20,00\u00a0%'],
    [0, '0,00\u00a0%'],
    [2.1, '2,10\u00a0%'],
  ])('formats the rate %d as %j', (rate, expected) => {
    expect(formatRate(rate)).toBe(expected);
  });
});

describe('formatDecimal', () => {
  it.each([
    [12.5, '12,50'],
    [0, '0,00'],
    [-3.456, '-3,46'],
    [1234.5, '1\u202f234,50'],
  ])('formats %d as %j', (value, expected) => {
    expect(formatDecimal(value)).toBe(expected);
  });
});

describe('formatInteger', () => {
  it.each([
    [1234, '1\u202f234'],
    [0, '0'],
    [2.6, '3'],
  ])('formats %d as %j', (value, expected) => {
    expect(formatInteger(value)).toBe(expected);
  });
});

describe('formatDate (Europe/Paris)', () => {
  it.each([
    // 23:30 UTC in winter (UTC+1) is already the next day in Paris.
    ['2024-03-14T23:30:00Z', '15 mars 2024'],
    // 22:30 UTC in summer (UTC+2) is already the next day in Paris.
    ['2024-07-14T22:30:00Z', '15 juillet 2024'],
    // 21:59 UTC in summer is still the same day in Paris.
    ['2024-07-14T21:59:00Z', '14 juillet 2024'],
  ])('formats the instant %s as %j', (instant, expected) => {
    expect(formatDate(instant)).toBe(expected);
    expect(formatDate(new Date(instant))).toBe(expected);
  });
});

describe('formatDateTime (Europe/Paris)', () => {
  it.each([
    ['2024-03-14T23:30:00Z', '15/03/2024 00:30'],
    ['2024-07-14T22:30:00Z', '15/07/2024 00:30'],
    ['2024-12-31T22:59:00Z', '31/12/2024 23:59'],
  ])('formats the instant %s as %j', (instant, expected) => {
    expect(formatDateTime(instant)).toBe(expected);
    expect(formatDateTime(new Date(instant))).toBe(expected);
  });
});

describe('dates in the interface language (numbers and money stay French)', () => {
  const instant = '2026-10-09T18:30:00Z';

  it('writes an English date the European way, day first', () => {
    expect(formatDate(instant, 'en')).toBe('9 October 2026');
    expect(formatDateTime(instant, 'en')).toBe('09/10/2026, 20:30');
    expect(formatLongDateTime(instant, 'en')).toBe('9 October 2026 at 20:30');
  });

  it('stays French by default, for documents and exports', () => {
    expect(formatDate(instant)).toBe('9 octobre 2026');
    expect(formatLongDateTime(instant)).toBe('9 octobre 2026 à 20:30');
    expect(formatLongDateTime(instant, 'fr')).toBe(formatLongDateTime(instant));
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-28T20:30:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000);
  // Intl puts a no-break space between the number and its unit.
  const relative = (...args: Parameters<typeof formatRelativeTime>) => formatRelativeTime(...args).replace(/\u00a0/g, ' ');
  it('says how long ago in the largest whole unit, in the interface language', () => {
    expect(relative(ago(20), now)).toBe('maintenant');
    expect(relative(ago(3 * 60 + 50), now)).toBe('il y a 3 min');
    expect(relative(ago(2 * 3600 + 59 * 60), now)).toBe('il y a 2 h');
    expect(relative(ago(3 * 86_400), now)).toBe('il y a 3 j');
    expect(relative(ago(3 * 60), now, 'en')).toBe('3 min ago');
  });
});
