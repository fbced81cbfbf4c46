/**
 * What a date will sell, forecast from the dates already sold (issue #29, "what to send next"). Pure: the server reads
 * the figures, these rules turn them into units. The rules, in docs/decisions.md ("What to send next"):
 * - a date's heads: its attendance when entered, else its rooms' capacity filled as the past dates were filled,
 *   else the past dates' mean attendance;
 * - a variant's demand: its units per head at the past dates whose attendance is known, times the heads; with no
 *   attendance anywhere, its mean units per past date;
 * - a stand's share: what its namesakes sold at the past dates (stands are named again date after date), the mean
 *   share for a stand with no namesake, equal shares when none has one;
 * - a stand is proposed its share with a margin, less what it holds or has on the road.
 */

/** A date already sold, with its stands' units (stand sales only: the shop is stocked apart). */
export interface PastDate {
  eventId: string;
  attendance: number | null;
  capacity: number | null;
  /** Units sold per stand name and variant at this date. */
  sold: { standName: string; productVariantId: string; units: number }[];
}

export interface Headcount {
  heads: number;
  from: 'attendance' | 'capacity' | 'average';
}

/** A fifth more than the forecast: a stand that runs out loses sales, one that keeps units sends them back. */
export const DISPATCH_MARGIN = 0.2;

export function expectedHeads(date: { attendance: number | null; capacity: number | null }, past: PastDate[]): Headcount | null {
  if (date.attendance) return { heads: date.attendance, from: 'attendance' };
  const withAttendance = past.filter((pastDate) => pastDate.attendance);
  if (date.capacity) {
    const filled = withAttendance.filter((pastDate) => pastDate.capacity);
    const fill = filled.length ? Math.min(1, sum(filled.map((pastDate) => pastDate.attendance!)) / sum(filled.map((pastDate) => pastDate.capacity!))) : 1;
    return { heads: Math.round(date.capacity * fill), from: 'capacity' };
  }
  if (!withAttendance.length) return null;
  return { heads: Math.round(sum(withAttendance.map((pastDate) => pastDate.attendance!)) / withAttendance.length), from: 'average' };
}

/** Units of each variant a date of `heads` would sell (not rounded: the stands' shares are rounded). */
export function demandOf(past: PastDate[], heads: number | null): Map<string, number> {
  const counted = past.filter((pastDate) => pastDate.attendance);
  const demand = new Map<string, number>();
  const add = (dates: PastDate[], factor: number) => {
    for (const pastDate of dates) for (const line of pastDate.sold) demand.set(line.productVariantId, (demand.get(line.productVariantId) ?? 0) + line.units * factor);
  };
  if (counted.length && heads !== null) add(counted, heads / sum(counted.map((pastDate) => pastDate.attendance!)));
  else if (past.length) add(past, 1 / past.length);
  for (const [variantId, units] of demand) if (units <= 0) demand.delete(variantId);
  return demand;
}

/** Each stand's share of a date's sales, from its namesakes' units at the past dates; the shares add up to 1. */
export function standShares(stands: { standId: string; name: string }[], past: PastDate[]): Map<string, number> {
  const key = (name: string) => name.trim().toLocaleLowerCase('fr');
  const perDate = new Map<string, { units: number; dates: Set<string> }>();
  for (const pastDate of past) {
    for (const line of pastDate.sold) {
      const entry = perDate.get(key(line.standName)) ?? { units: 0, dates: new Set<string>() };
      entry.units += line.units;
      entry.dates.add(pastDate.eventId);
      perDate.set(key(line.standName), entry);
    }
  }
  const known = stands.map((stand) => {
    const entry = perDate.get(key(stand.name));
    return entry ? entry.units / entry.dates.size : null;
  });
  const matched = known.filter((weight): weight is number => weight !== null && weight > 0);
  const fallback = matched.length ? sum(matched) / matched.length : 1;
  const weights = known.map((weight) => (weight !== null && weight > 0 ? weight : fallback));
  const total = sum(weights);
  return new Map(stands.map((stand, index) => [stand.standId, weights[index]! / total]));
}

export interface ProposalLine {
  productVariantId: string;
  standId: string;
  /** The forecast for the stand, margin included, rounded up. */
  target: number;
  /** What it holds now, and what is on its way to it. */
  holds: number;
  quantity: number;
}

/**
 * What each stand should receive of each variant: its share of the demand with the margin, less what it holds; when
 * the source holds less than the stands need, its units are shared in proportion to the needs (largest remainders).
 */
export function proposeDispatch(input: {
  demand: Map<string, number>;
  shares: Map<string, number>;
  holds: (standId: string, productVariantId: string) => number;
  available: (productVariantId: string) => number;
}): ProposalLine[] {
  const lines: ProposalLine[] = [];
  for (const [productVariantId, units] of input.demand) {
    const needs = [...input.shares].map(([standId, share]) => {
      const target = Math.ceil(units * share * (1 + DISPATCH_MARGIN) - 1e-9);
      const holds = input.holds(standId, productVariantId);
      return { productVariantId, standId, target, holds, quantity: Math.max(0, target - holds) };
    });
    const needed = sum(needs.map((need) => need.quantity));
    const available = Math.max(0, input.available(productVariantId));
    if (needed > available) shareOut(needs, available, needed);
    lines.push(...needs.filter((need) => need.target > 0 || need.quantity > 0));
  }
  return lines;
}

/** Scales the needs down to `available` units, the units left by rounding down going to the largest remainders. */
function shareOut(needs: ProposalLine[], available: number, needed: number): void {
  const exact = needs.map((need) => (need.quantity * available) / needed);
  needs.forEach((need, index) => (need.quantity = Math.floor(exact[index]!)));
  let left = available - sum(needs.map((need) => need.quantity));
  const byRemainder = needs.map((_, index) => index).sort((a, b) => exact[b]! - Math.floor(exact[b]!) - (exact[a]! - Math.floor(exact[a]!)));
  for (const index of byRemainder) {
    if (left <= 0) break;
    needs[index]!.quantity += 1;
    left -= 1;
  }
}

/** The first of the coming dates (in order) at which the source's units no longer cover what the dates need. */
export function runOutDate<Date extends { eventId: string }>(dates: { date: Date; needs: number }[], available: number): { date: Date; needed: number } | null {
  let needed = 0;
  for (const { date, needs } of dates) {
    needed += needs;
    if (needed > available) return { date, needed: sum(dates.map((entry) => entry.needs)) };
  }
  return null;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
