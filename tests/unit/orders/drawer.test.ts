import { describe, expect, it } from 'vitest';
import { drawerDifference, expectedCash, movementTotals } from '@/features/orders/drawer';

describe('the expected-cash rule', () => {
  it('is float + cash sales − cash refunds + cash in − cash out', () => {
    // 100 € fund, 75 € of cash sales, 25 € given back, 20 € of change brought in, 30 € dropped in the safe: 140 €.
    expect(expectedCash({ float: 10_000, cashSales: 7500, cashRefunds: 2500, cashIn: 2000, cashOut: 3000 })).toBe(14_000);
    // Each term moves it by itself, and no other.
    const base = { float: 0, cashSales: 0, cashRefunds: 0, cashIn: 0, cashOut: 0 };
    expect(expectedCash({ ...base, float: 1 })).toBe(1);
    expect(expectedCash({ ...base, cashSales: 1 })).toBe(1);
    expect(expectedCash({ ...base, cashRefunds: 1 })).toBe(-1);
    expect(expectedCash({ ...base, cashIn: 1 })).toBe(1);
    expect(expectedCash({ ...base, cashOut: 1 })).toBe(-1);
  });

  it('takes out what the closing paid the venue from the drawer', () => {
    expect(expectedCash({ float: 10_000, cashSales: 5000, cashRefunds: 0, cashIn: 0, cashOut: 0, paidToVenue: 1200 })).toBe(13_800);
  });

  it('sums the movements each way', () => {
    expect(movementTotals([])).toEqual({ cashIn: 0, cashOut: 0 });
    expect(
      movementTotals([
        { direction: 'in', amount: 2000 },
        { direction: 'out', amount: 3000 },
        { direction: 'in', amount: 150 },
      ]),
    ).toEqual({ cashIn: 2150, cashOut: 3000 });
  });

  it('tells the difference as counted − expected: short is negative, none before a count', () => {
    expect(drawerDifference(13_900, 14_000)).toBe(-100);
    expect(drawerDifference(14_050, 14_000)).toBe(50);
    expect(drawerDifference(14_000, 14_000)).toBe(0);
    expect(drawerDifference(null, 14_000)).toBeNull();
  });
});
