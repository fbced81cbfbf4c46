import { describe, expect, it } from 'vitest';
import { compareFigures, compareProducts, defaultPair, fillRateOf } from '@/features/reports/compare-dates';
import type { DateReport, ProductDateCell, ProductReport } from '@/features/reports/types';

const channel = (sales: number, net: number) => ({ sales, gross: net, refunded: 0, net });

interface DateFigures {
  status?: DateReport['status'];
  cash?: [number, number];
  card?: [number, number];
  online?: [number, number];
  units?: number;
  attendance?: number | null;
  capacity?: number | null;
  perHead?: DateReport['perHead'];
}

/** A date whose channels are [sales, net cents]; the total is their sum, as takingsOf makes it. */
function date(eventId: string, day: string, { status = 'finished', cash = [0, 0], card = [0, 0], online = [0, 0], units = 0, attendance = null, capacity = null, perHead = null }: DateFigures = {}): DateReport {
  const channels = [cash, card, online];
  const total = channel(channels.reduce((sum, [sales]) => sum + sales, 0), channels.reduce((sum, [, net]) => sum + net, 0));
  return { eventId, name: eventId, venueName: null, city: null, status, day, attendance, capacity, takings: { standCash: channel(...cash), standCard: channel(...card), online: channel(...online), total }, units, perHead };
}

const sold = (eventId: string, day: string, status: DateReport['status'] = 'finished') => date(eventId, day, { status, cash: [1, 1000], units: 1 });

describe('defaultPair', () => {
  it('offers the two latest dates with sales, the earlier as A, skipping canceled and unsold dates', () => {
    const dates = [sold('lyon', '2026-11-10'), sold('lille', '2026-11-20'), date('brest', '2026-11-25', { status: 'canceled' }), sold('nantes', '2026-11-30', 'inProgress'), date('paris', '2026-12-05', { status: 'pending' })];
    expect(defaultPair(dates)).toEqual(['lille', 'nantes']);
  });

  it('with one date sold, puts the earliest unsold date beside it, in day order', () => {
    expect(defaultPair([sold('lyon', '2026-11-10'), date('lille', '2026-11-20', { status: 'pending' }), date('nantes', '2026-11-30', { status: 'pending' })])).toEqual(['lyon', 'lille']);
    expect(defaultPair([date('lyon', '2026-11-10'), date('lille', '2026-11-20'), sold('nantes', '2026-11-30')])).toEqual(['lyon', 'nantes']);
  });

  it('has nothing to compare under two dates that are not canceled', () => {
    expect(defaultPair([sold('lyon', '2026-11-10'), date('brest', '2026-11-25', { status: 'canceled' })])).toBeNull();
    expect(defaultPair([])).toBeNull();
  });
});

describe('fillRateOf', () => {
  it('divides attendance by capacity to 4 decimals, unknown without either or with no capacity', () => {
    expect(fillRateOf({ attendance: 400, capacity: 500 })).toBe(0.8);
    expect(fillRateOf({ attendance: 1, capacity: 3 })).toBe(0.3333);
    expect(fillRateOf({ attendance: 1200, capacity: 1000 })).toBe(1.2);
    expect(fillRateOf({ attendance: null, capacity: 500 })).toBeNull();
    expect(fillRateOf({ attendance: 400, capacity: null })).toBeNull();
    expect(fillRateOf({ attendance: 0, capacity: 0 })).toBeNull();
  });
});

describe('compareFigures', () => {
  const lille = date('lille', '2026-11-20', { cash: [2, 30_000], card: [3, 45_000], online: [1, 5000], units: 20, attendance: 400, capacity: 500, perHead: { units: 0.05, net: 200 } });
  const nantes = date('nantes', '2026-11-30', { cash: [2, 20_000], card: [5, 70_000], units: 26, attendance: 600, capacity: 1000, perHead: { units: 0.04, net: 150 } });

  it('gives each figure at A, at B and B − A, in the table’s order', () => {
    const byKey = Object.fromEntries(compareFigures(lille, nantes).map(({ key, a, b, difference }) => [key, [a, b, difference]]));
    expect(byKey).toEqual({
      net: [80_000, 90_000, 10_000],
      sales: [6, 7, 1],
      units: [20, 26, 6],
      attendance: [400, 600, 200],
      capacity: [500, 1000, 500],
      // 400 ÷ 500 and 600 ÷ 1000: twenty points less full.
      fillRate: [0.8, 0.6, -0.2],
      unitsPerHead: [0.05, 0.04, -0.01],
      netPerHead: [200, 150, -50],
      standCash: [30_000, 20_000, -10_000],
      standCard: [45_000, 70_000, 25_000],
      online: [5000, 0, -5000],
    });
    expect(compareFigures(lille, nantes).map(({ key, kind }) => `${key}:${kind}`)).toEqual(['net:money', 'sales:integer', 'units:integer', 'attendance:integer', 'capacity:integer', 'fillRate:ratio', 'unitsPerHead:decimal', 'netPerHead:money', 'standCash:money', 'standCard:money', 'online:money']);
  });

  it('leaves the difference unknown where either date lacks the figure, and compares what is known', () => {
    const noAttendance = { ...nantes, attendance: null, capacity: 800, perHead: null };
    const byKey = Object.fromEntries(compareFigures(lille, noAttendance).map(({ key, a, b, difference }) => [key, [a, b, difference]]));
    expect(byKey.attendance).toEqual([400, null, null]);
    expect(byKey.capacity).toEqual([500, 800, 300]);
    expect(byKey.fillRate).toEqual([0.8, null, null]);
    expect(byKey.unitsPerHead).toEqual([0.05, null, null]);
    expect(byKey.netPerHead).toEqual([200, null, null]);
    expect(byKey.net).toEqual([80_000, 90_000, 10_000]);
  });

  it('rounds a difference to the figure’s decimals, never to a negative zero (which Intl writes "-0")', () => {
    const unrounded = { ...lille, perHead: { units: 0.051, net: 200 } };
    const unitsPerHead = compareFigures(unrounded, lille).find(({ key }) => key === 'unitsPerHead')!;
    expect(Object.is(unitsPerHead.difference, 0)).toBe(true);
  });
});

describe('compareProducts', () => {
  const product = (productId: string, title: string): ProductReport => ({ productId, title, category: 'merchandising', units: 0, net: 0, received: 0, sellThrough: null });
  const cell = (productId: string, eventId: string, units: number, net: number): ProductDateCell => ({ productId, eventId, units, net, received: 0, sellThrough: null });
  const products = [product('tee', 'T-shirt'), product('hoodie', 'Sweat'), product('vinyl', 'Vinyle'), product('poster', 'Affiche'), product('badge', 'Badge'), product('cap', 'Casquette')];
  const productDates = [
    cell('tee', 'lille', 10, 25_000),
    cell('tee', 'nantes', 14, 35_000),
    cell('hoodie', 'lille', 2, 12_000),
    cell('vinyl', 'lille', 1, 2000),
    cell('vinyl', 'nantes', 6, 12_000),
    cell('poster', 'lille', 1, 1000),
    cell('badge', 'nantes', 1, 1000),
    // Received at Lille but sold at neither date: nothing to compare.
    cell('cap', 'lille', 0, 0),
    cell('cap', 'lyon', 5, 10_000),
  ];

  it('sorts by the largest change in net, either way; ties by the larger change in units, then by title', () => {
    const rows = compareProducts({ products, productDates }, 'lille', 'nantes');
    // Sweat −120 €; Vinyle and T-shirt +100 € each, Vinyle's +5 units before T-shirt's +4; Affiche −10 € and Badge
    // +10 €, one unit each: by title.
    expect(rows.map(({ title, units, net }) => [title, units, net])).toEqual([
      ['Sweat', -2, -12_000],
      ['Vinyle', 5, 10_000],
      ['T-shirt', 4, 10_000],
      ['Affiche', -1, -1000],
      ['Badge', 1, 1000],
    ]);
    expect(rows[0]).toEqual({ productId: 'hoodie', title: 'Sweat', a: { units: 2, net: 12_000 }, b: { units: 0, net: 0 }, units: -2, net: -12_000 });
  });

  it('reads B − A the other way round when the dates are swapped, and keeps a product sold at one date only', () => {
    const rows = compareProducts({ products, productDates }, 'lyon', 'nantes');
    expect(rows.map(({ title, units, net }) => [title, units, net])).toEqual([
      ['T-shirt', 14, 35_000],
      ['Vinyle', 6, 12_000],
      ['Casquette', -5, -10_000],
      ['Badge', 1, 1000],
    ]);
  });
});
