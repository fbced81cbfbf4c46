import { describe, expect, it } from 'vitest';
import { cardFieldOf, earliestSoldAtOf, isSoldAtAcceptable, receiptNumberOf } from '@/features/orders/offline-sale';

describe('the receipt number', () => {
  it('is the ticket number online, "{device}-{sequence}" offline', () => {
    expect(receiptNumberOf({ ticketNumber: 42, deviceNumber: null, deviceSequence: null })).toBe('42');
    expect(receiptNumberOf({ ticketNumber: 42, deviceNumber: 2, deviceSequence: 17 })).toBe('2-17');
  });
});

describe('the time an offline sale was made', () => {
  const now = new Date('2026-07-14T22:00:00Z');

  it('may be up to 5 minutes ahead of the server (clocks drift), not more', () => {
    expect(isSoldAtAcceptable(new Date('2026-07-14T22:05:00Z'), now, null)).toBe(true);
    expect(isSoldAtAcceptable(new Date('2026-07-14T22:05:00.001Z'), now, null)).toBe(false);
  });

  it('is not before the start (Paris) of the day before the event’s first day', () => {
    // First show 14 July at 20:30 in Paris (18:30 UTC): the earliest is 13 July at midnight in Paris, 22:00 UTC on the 12th.
    const earliest = earliestSoldAtOf(new Date('2026-07-14T18:30:00Z'));
    expect(earliest?.toISOString()).toBe('2026-07-12T22:00:00.000Z');
    expect(isSoldAtAcceptable(new Date('2026-07-12T22:00:00Z'), now, earliest)).toBe(true);
    expect(isSoldAtAcceptable(new Date('2026-07-12T21:59:59Z'), now, earliest)).toBe(false);
  });

  it('reads the first day in Paris: a show at 00:30 on 1 January is a day of the new year; winter time too', () => {
    // 00:30 on 1 January 2027 in Paris is 23:30 UTC on 31 December: the earliest is 31 December, midnight in Paris.
    expect(earliestSoldAtOf(new Date('2026-12-31T23:30:00Z'))?.toISOString()).toBe('2026-12-30T23:00:00.000Z');
    expect(earliestSoldAtOf(null)).toBeNull();
  });
});

describe('offline is cash only', () => {
  it('names the card field of a one-method or a split payment', () => {
    expect(cardFieldOf({ payment: { method: 'cash' } })).toBeNull();
    expect(cardFieldOf({ payment: { method: 'card' } })).toBe('payment.method');
    expect(cardFieldOf({ payments: [{ method: 'cash' }, { method: 'card' }] })).toBe('payments.1.method');
    expect(cardFieldOf({ payments: [{ method: 'cash' }] })).toBeNull();
  });
});
