import { describe, expect, it } from 'vitest';
import { isoToParisInput, parisInputToIso } from '@/lib/datetime/paris-time';

// The expiry field is a datetime-local read as Paris time, whatever the machine's own zone.
describe('the expiry field’s Paris time', () => {
  it('gives the ISO string with the offset of the season', () => {
    expect(parisInputToIso('2026-01-15T09:30')).toBe('2026-01-15T09:30:00+01:00');
    expect(parisInputToIso('2026-07-14T23:30')).toBe('2026-07-14T23:30:00+02:00');
  });

  it('names the same instant as the wall-clock time, on both sides of a change of time', () => {
    for (const value of ['2026-03-29T01:59', '2026-03-29T03:00', '2026-10-25T01:00', '2026-10-25T04:00', '2099-01-01T12:00']) {
      expect(isoToParisInput(parisInputToIso(value))).toBe(value);
    }
  });

  it('shows a stored instant in Paris time', () => {
    expect(isoToParisInput('2026-07-14T21:30:00.000Z')).toBe('2026-07-14T23:30');
    expect(isoToParisInput('2026-01-15T08:30:00Z')).toBe('2026-01-15T09:30');
  });

  it('treats an empty or partial value as no expiry', () => {
    expect(parisInputToIso('')).toBeNull();
    expect(parisInputToIso('2026-07-14')).toBeNull();
    expect(isoToParisInput(null)).toBe('');
    expect(isoToParisInput('pas une date')).toBe('');
  });
});
