import { describe, expect, it } from 'vitest';
import { demandOf, expectedHeads, proposeDispatch, runOutDate, standShares, type PastDate } from '@/features/reports/forecast';

const past = (eventId: string, attendance: number | null, capacity: number | null, sold: [string, string, number][]): PastDate => ({
  eventId,
  attendance,
  capacity,
  sold: sold.map(([standName, productVariantId, units]) => ({ standName, productVariantId, units })),
});

describe('expectedHeads', () => {
  const dates = [past('a', 900, 1000, []), past('b', 1200, 2000, []), past('c', null, 5000, [])];
  it('takes the attendance entered first', () => {
    expect(expectedHeads({ attendance: 700, capacity: 3000 }, dates)).toEqual({ heads: 700, from: 'attendance' });
  });
  it('fills the capacity as the past dates with both were filled', () => {
    // 2,100 of 3,000 seats: 70 %.
    expect(expectedHeads({ attendance: null, capacity: 1000 }, dates)).toEqual({ heads: 700, from: 'capacity' });
  });
  it('takes the full capacity when no past date says how it was filled', () => {
    expect(expectedHeads({ attendance: null, capacity: 1000 }, [past('c', null, 5000, [])])).toEqual({ heads: 1000, from: 'capacity' });
  });
  it('falls back on the past dates’ mean attendance, or says nothing', () => {
    expect(expectedHeads({ attendance: null, capacity: null }, dates)).toEqual({ heads: 1050, from: 'average' });
    expect(expectedHeads({ attendance: null, capacity: null }, [past('c', null, null, [])])).toBeNull();
  });
});

describe('demandOf', () => {
  it('counts units per head at the dates with an attendance', () => {
    const dates = [past('a', 1000, null, [['Hall', 'm', 10], ['Foyer', 'm', 5], ['Hall', 's', 4]]), past('b', 500, null, [['Hall', 'm', 15]]), past('c', null, null, [['Hall', 'm', 999]])];
    // 30 M and 4 S for 1,500 heads.
    expect(demandOf(dates, 3000)).toEqual(new Map([['m', 60], ['s', 8]]));
  });
  it('averages per date when no attendance is known', () => {
    expect(demandOf([past('a', null, null, [['Hall', 'm', 10]]), past('b', null, null, [['Hall', 'm', 20], ['Hall', 's', 3]])], null)).toEqual(new Map([['m', 15], ['s', 1.5]]));
  });
});

describe('standShares', () => {
  const dates = [past('a', null, null, [['Hall', 'm', 30], ['Foyer', 'm', 10]]), past('b', null, null, [['hall ', 'm', 30]])];
  it('weighs each stand by what its namesakes sold per date', () => {
    // Hall: 60 over 2 dates = 30; Foyer: 10 over 1 date.
    expect(standShares([{ standId: 'h', name: 'Hall' }, { standId: 'f', name: 'Foyer' }], dates)).toEqual(new Map([['h', 0.75], ['f', 0.25]]));
  });
  it('gives a stand without namesake the mean weight, and equal shares when none has one', () => {
    expect(standShares([{ standId: 'h', name: 'Hall' }, { standId: 'n', name: 'Nouveau' }], dates)).toEqual(new Map([['h', 0.5], ['n', 0.5]]));
    expect(standShares([{ standId: 'x', name: 'X' }, { standId: 'y', name: 'Y' }], dates)).toEqual(new Map([['x', 0.5], ['y', 0.5]]));
  });
});

describe('proposeDispatch', () => {
  const shares = new Map([['h', 0.75], ['f', 0.25]]);
  it('proposes the share with the margin rounded up, less what the stand holds', () => {
    const lines = proposeDispatch({ demand: new Map([['m', 20]]), shares, holds: (standId) => (standId === 'f' ? 2 : 0), available: () => 100 });
    // Hall 15 × 1.2 = 18; Foyer 5 × 1.2 = 6, holds 2.
    expect(lines).toEqual([
      { productVariantId: 'm', standId: 'h', target: 18, holds: 0, quantity: 18 },
      { productVariantId: 'm', standId: 'f', target: 6, holds: 2, quantity: 4 },
    ]);
  });
  it('never takes back what a stand holds beyond its target', () => {
    const lines = proposeDispatch({ demand: new Map([['m', 20]]), shares, holds: () => 50, available: () => 100 });
    expect(lines.map((line) => line.quantity)).toEqual([0, 0]);
  });
  it('shares a short source in proportion to the needs, every unit given out', () => {
    const lines = proposeDispatch({ demand: new Map([['m', 20]]), shares, holds: () => 0, available: () => 7 });
    // Needs 18 and 6 (24) for 7 units: 5.25 and 1.75 → 5 and 2.
    expect(lines.map((line) => line.quantity)).toEqual([5, 2]);
    expect(proposeDispatch({ demand: new Map([['m', 20]]), shares, holds: () => 0, available: () => 0 }).map((line) => line.quantity)).toEqual([0, 0]);
  });
});

describe('runOutDate', () => {
  const dates = [{ date: { eventId: 'a' }, needs: 5 }, { date: { eventId: 'b' }, needs: 10 }, { date: { eventId: 'c' }, needs: 10 }];
  it('names the first date the units no longer cover, with what the dates need in all', () => {
    expect(runOutDate(dates, 14)).toEqual({ date: { eventId: 'b' }, needed: 25 });
    expect(runOutDate(dates, 25)).toBeNull();
    expect(runOutDate(dates, 0)).toEqual({ date: { eventId: 'a' }, needed: 25 });
  });
});
