import { expect, it } from 'vitest';
import { demoPastDay } from '@/features/demo/server/demo-past-day';

const paris = (local: string, offset = '+01:00') => new Date(`${local}${offset}`);

it('puts the demo’s past date a month ago when that month is over', () => {
  expect(demoPastDay(paris('2026-11-29T09:45'))).toBe('2026-10-30');
  expect(demoPastDay(paris('2026-12-15T12:00'))).toBe('2026-11-15');
  expect(demoPastDay(paris('2026-01-10T12:00'))).toBe('2025-12-11');
});

it('keeps it in last month when a month ago is still this month, on the business day', () => {
  expect(demoPastDay(paris('2026-12-31T12:00'))).toBe('2026-11-30');
  expect(demoPastDay(paris('2026-03-31T12:00', '+02:00'))).toBe('2026-02-28');
  // 03:00 on 1 December is still 30 November's business day: November is not over.
  expect(demoPastDay(paris('2026-12-01T03:00'))).toBe('2026-10-31');
  expect(demoPastDay(paris('2026-12-01T07:00'))).toBe('2026-11-01');
});
