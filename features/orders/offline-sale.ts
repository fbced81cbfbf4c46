import { parisDayStart, toParisDate } from '@/lib/datetime/paris-time';

/*
 * The pure rules of a sale made offline (issue #26), shared by the server and the register: its receipt number, the
 * window its sale time must fall in, and that it is paid in cash only (card terminals need the network).
 */

/** How far ahead of the server's clock a tablet's sale time may be (clocks drift). */
export const OFFLINE_SOLD_AT_MAX_AHEAD_MS = 5 * 60 * 1000;

/**
 * The number printed on a receipt: the stand's ticket number for a sale made online, "{device number}-{sequence}"
 * for one made offline ("2-17"), which two tablets selling offline at the same stand can never both give.
 */
export function receiptNumberOf(order: { ticketNumber: number; deviceNumber: number | null; deviceSequence: number | null }): string {
  return order.deviceNumber !== null && order.deviceSequence !== null ? `${order.deviceNumber}-${order.deviceSequence}` : String(order.ticketNumber);
}

/**
 * Is this sale time believable? Not more than 5 minutes after the server's now, and not before the day before the
 * event's first day (`earliest`, the start of that Paris day; null when the event has no date yet).
 */
export function isSoldAtAcceptable(soldAt: Date, now: Date, earliest: Date | null): boolean {
  if (soldAt.getTime() > now.getTime() + OFFLINE_SOLD_AT_MAX_AHEAD_MS) return false;
  return earliest === null || soldAt.getTime() >= earliest.getTime();
}

/** The start (Paris) of the day before the event's first day: no sale of that event was made earlier. */
export function earliestSoldAtOf(firstDayAt: Date | null): Date | null {
  if (!firstDayAt) return null;
  const [year, month, day] = toParisDate(firstDayAt).split('-').map(Number);
  return parisDayStart(new Date(Date.UTC(year!, month! - 1, day! - 1)).toISOString().slice(0, 10));
}

/** The field of the first card part of a sale, for OFFLINE_SALE_CASH_ONLY; null when it is all cash. */
export function cardFieldOf(input: { payment?: { method: string }; payments?: { method: string }[] }): string | null {
  if (input.payment) return input.payment.method === 'card' ? 'payment.method' : null;
  const index = (input.payments ?? []).findIndex((part) => part.method === 'card');
  return index === -1 ? null : `payments.${index}.method`;
}
