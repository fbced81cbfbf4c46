import { fromParisLocal, toParisLocal } from '@/lib/datetime/paris-time';
import { percentOf } from '@/lib/money/percent';

/*
 * Every time rule of the services (spec §5 and §9), in one place, for the server that enforces them and the screens
 * that announce them (docs/decisions.md, "Service requests"). "The event" starts at its first performance.
 * Hours are elapsed hours (a night when clocks change still counts its real length); the terminal's "15 days" are
 * calendar days in Paris, so its deadline keeps the performance's wall-clock time across a change of time.
 */

const HOUR = 60 * 60 * 1000;

export const TERMINAL_LEAD_DAYS = 15;
/** Terminals leave the platform at the latest this many days before the event, so that they arrive in time. */
export const TERMINAL_SHIPPING_DAYS = 3;
/** A stand service asked this long before the event or more is on time. */
export const STAND_SERVICE_LEAD_HOURS = 96;
/** A stand service asked this long before the event or less is refused; between the two it is late. */
export const STAND_SERVICE_REFUSED_HOURS = 72;
/** The platform acknowledges a request within this many hours. */
export const ACKNOWLEDGEMENT_HOURS = 48;
/** The platform confirms a stand service at least this many hours before the event. */
export const CONFIRMATION_HOURS = 48;
/** Canceling at most this many hours before the event costs half the total… */
export const HALF_FEE_HOURS = 72;
/** …and under this many hours, all of it. */
export const FULL_FEE_HOURS = 48;

function hoursBefore(start: Date, hours: number): Date {
  return new Date(start.getTime() - hours * HOUR);
}

/** The same Paris wall-clock time `days` calendar days earlier; 03:00 when that time fell in the hour clocks skip. */
function parisDaysBefore(start: Date, days: number): Date {
  const local = toParisLocal(start);
  const day = new Date(`${local.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  const date = day.toISOString().slice(0, 10);
  return fromParisLocal(`${date}${local.slice(10)}`) ?? fromParisLocal(`${date}T03:00`)!;
}

/** The last instant a terminal may be requested: 15 days before the event, at the same Paris time. */
export function terminalRequestDeadline(eventStart: Date): Date {
  return parisDaysBefore(eventStart, TERMINAL_LEAD_DAYS);
}

export function mayRequestTerminal(eventStart: Date, now: Date): boolean {
  return now.getTime() <= terminalRequestDeadline(eventStart).getTime();
}

/** The last instant the platform ships an acknowledged terminal request. */
export function terminalShippingDeadline(eventStart: Date): Date {
  return parisDaysBefore(eventStart, TERMINAL_SHIPPING_DAYS);
}

export type StandServiceTiming = 'onTime' | 'late' | 'refused';

/** At least 96 hours before: on time; more than 72: late (subject to availability); 72 or less: refused. */
export function standServiceTiming(eventStart: Date, now: Date): StandServiceTiming {
  const left = eventStart.getTime() - now.getTime();
  if (left >= STAND_SERVICE_LEAD_HOURS * HOUR) return 'onTime';
  if (left > STAND_SERVICE_REFUSED_HOURS * HOUR) return 'late';
  return 'refused';
}

/** A stand service is on time until `onTime` (included) and accepted, late, until `refusedFrom` (excluded). */
export function standServiceDeadlines(eventStart: Date): { onTime: Date; refusedFrom: Date } {
  return { onTime: hoursBefore(eventStart, STAND_SERVICE_LEAD_HOURS), refusedFrom: hoursBefore(eventStart, STAND_SERVICE_REFUSED_HOURS) };
}

/** When the platform owes its acknowledgement of a request. */
export function acknowledgementDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ACKNOWLEDGEMENT_HOURS * HOUR);
}

/** The last instant the platform may confirm a stand service. */
export function confirmationDeadline(eventStart: Date): Date {
  return hoursBefore(eventStart, CONFIRMATION_HOURS);
}

export function mayConfirm(eventStart: Date, now: Date): boolean {
  return now.getTime() <= confirmationDeadline(eventStart).getTime();
}

/** The share of the total owed when canceling now: 0 before 72 hours, 50 from 72 down to 48, 100 under 48. */
export function cancellationFeePercent(eventStart: Date, now: Date): 0 | 50 | 100 {
  const left = eventStart.getTime() - now.getTime();
  if (left > HALF_FEE_HOURS * HOUR) return 0;
  if (left >= FULL_FEE_HOURS * HOUR) return 50;
  return 100;
}

/** The fee in cents on a total in cents; a total not quoted yet costs nothing to cancel. */
export function cancellationFee(total: number | null, percent: 0 | 50 | 100): number {
  return total === null ? 0 : percentOf(total, percent);
}

/**
 * Mainland France from an address: a French five-digit postcode that is neither Corsica (20…) nor overseas or
 * Monaco (97…, 98…). Spec §1: the stand service is offered there only.
 */
export function isMainlandFrance(country: string | null, postcode: string | null): boolean {
  if (country !== 'FR' || !postcode || !/^\d{5}$/.test(postcode.trim())) return false;
  return !/^(20|97|98)/.test(postcode.trim());
}
