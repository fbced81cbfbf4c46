import type { DateReport, TourReport } from './types';

/**
 * Two dates of a tour side by side (issue #29): the figures of each and B − A. Pure, so that the screen only lays them
 * out and the tests can check the sums by hand. Unknown stays unknown: a figure missing at either date has no difference.
 */

/** How a figure is written: cents, a count, a decimal (units per head), a ratio (0–1, its difference in points). */
export type FigureKind = 'money' | 'integer' | 'decimal' | 'ratio';

export type FigureKey = 'net' | 'sales' | 'units' | 'attendance' | 'capacity' | 'fillRate' | 'unitsPerHead' | 'netPerHead' | 'standCash' | 'standCard' | 'online';

export interface FigureComparison {
  key: FigureKey;
  kind: FigureKind;
  a: number | null;
  b: number | null;
  /** B − A; null when either is unknown. */
  difference: number | null;
}

export interface ProductComparison {
  productId: string;
  title: string;
  a: { units: number; net: number };
  b: { units: number; net: number };
  /** B − A. */
  units: number;
  net: number;
}

/** The dates a manager may compare: a canceled date sold nothing and would only show zeros. In the report's order. */
export function comparableDates(dates: DateReport[]): DateReport[] {
  return dates.filter((date) => date.status !== 'canceled');
}

/**
 * The pair shown first, [A, B] in the report's (day) order: the two latest dates with sales, so that B is the last
 * date sold and A the one before it, which is what a manager asks after a show ("how did tonight do?"). With fewer
 * than two sold, the earliest dates not sold yet fill in: the next date to come beside the one sold. Null: nothing to
 * compare (fewer than two dates that are not canceled).
 */
export function defaultPair(dates: DateReport[]): [string, string] | null {
  const comparable = comparableDates(dates);
  if (comparable.length < 2) return null;
  const sold = comparable.filter((date) => date.takings.total.sales > 0).slice(-2);
  const chosen = new Set(sold.map((date) => date.eventId));
  for (const date of comparable) {
    if (chosen.size === 2) break;
    chosen.add(date.eventId);
  }
  const [a, b] = comparable.filter((date) => chosen.has(date.eventId)).map((date) => date.eventId);
  return [a!, b!];
}

/** Attendance ÷ capacity, to 4 decimals (as sell-through); unknown when either is, or the rooms say no capacity. */
export function fillRateOf(date: Pick<DateReport, 'attendance' | 'capacity'>): number | null {
  if (date.attendance === null || !date.capacity) return null;
  return round(date.attendance / date.capacity, 4);
}

const FIGURES: { key: FigureKey; kind: FigureKind; of: (date: DateReport) => number | null }[] = [
  { key: 'net', kind: 'money', of: (date) => date.takings.total.net },
  { key: 'sales', kind: 'integer', of: (date) => date.takings.total.sales },
  { key: 'units', kind: 'integer', of: (date) => date.units },
  { key: 'attendance', kind: 'integer', of: (date) => date.attendance },
  { key: 'capacity', kind: 'integer', of: (date) => date.capacity },
  { key: 'fillRate', kind: 'ratio', of: fillRateOf },
  { key: 'unitsPerHead', kind: 'decimal', of: (date) => date.perHead?.units ?? null },
  { key: 'netPerHead', kind: 'money', of: (date) => date.perHead?.net ?? null },
  { key: 'standCash', kind: 'money', of: (date) => date.takings.standCash.net },
  { key: 'standCard', kind: 'money', of: (date) => date.takings.standCard.net },
  { key: 'online', kind: 'money', of: (date) => date.takings.online.net },
];

/** Decimals a difference keeps: floats subtracted (0.6 − 0.5) would otherwise show 0.09999999999999998. */
const PRECISION: Record<FigureKind, number> = { money: 0, integer: 0, decimal: 2, ratio: 4 };

/** Every figure of the two dates, in the order the table reads them. */
export function compareFigures(a: DateReport, b: DateReport): FigureComparison[] {
  return FIGURES.map(({ key, kind, of }) => {
    const valueA = of(a);
    const valueB = of(b);
    const difference = valueA === null || valueB === null ? null : round(valueB - valueA, PRECISION[kind]);
    return { key, kind, a: valueA, b: valueB, difference };
  });
}

/**
 * Each product's units and net at the two dates, the largest change in takings first (what moved most is what the
 * manager looks into); ties by the larger change in units, then by title. Products sold at neither date are left out.
 */
export function compareProducts(report: Pick<TourReport, 'products' | 'productDates'>, eventIdA: string, eventIdB: string): ProductComparison[] {
  const titleOf = new Map(report.products.map((product) => [product.productId, product.title]));
  const cellOf = new Map(report.productDates.map((cell) => [`${cell.productId}|${cell.eventId}`, cell]));
  const productIds = [...new Set(report.productDates.map((cell) => cell.productId))];
  const figuresAt = (productId: string, eventId: string) => {
    const cell = cellOf.get(`${productId}|${eventId}`);
    return { units: cell?.units ?? 0, net: cell?.net ?? 0 };
  };
  return productIds
    .map((productId) => {
      const a = figuresAt(productId, eventIdA);
      const b = figuresAt(productId, eventIdB);
      return { productId, title: titleOf.get(productId) ?? productId, a, b, units: b.units - a.units, net: b.net - a.net };
    })
    .filter(({ a, b }) => a.units !== 0 || a.net !== 0 || b.units !== 0 || b.net !== 0)
    .sort((x, y) => Math.abs(y.net) - Math.abs(x.net) || Math.abs(y.units) - Math.abs(x.units) || x.title.localeCompare(y.title, 'fr') || x.productId.localeCompare(y.productId));
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // `|| 0`: Math.round(-0.4) is -0, which Intl writes "-0".
  return Math.round(value * factor) / factor || 0;
}
