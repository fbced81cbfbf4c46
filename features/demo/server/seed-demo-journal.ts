import { businessDayEnd, businessDayOf, dayBefore } from '@/features/journal/business-day';
import { periodKeyOf } from '@/features/journal/closing-model';
import { closeDuePeriods } from '@/features/journal/server/close-due-periods';
import { closeOrganisationPeriod, closeStandDay } from '@/features/journal/server/closings';
import type { Actor } from '@/lib/auth/actor';

const MINUTE = 60_000;

/** When the nightly job (06:15 Paris) runs on the first morning after a month: it closes and archives that month. */
function morningAfterMonth(month: string): Date {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return new Date(businessDayEnd(dayBefore(`${next}-01`)).getTime() + 15 * MINUTE);
}

/**
 * The past date's journal closed as it would have been (issue #27, docs/journal.md "Closings"): its tablets' sales in
 * (the organisation's first sales: the seed records them first), the seller closes each stand's day (its Z) at the end
 * of the evening, then the manager the organisation's; the nightly job of the next month's first morning closes the
 * month, each stand's and the organisation's, and archives it, signed (the development key outside a real deployment).
 * `closedAt` is the evening's end, which names the business day closed: the closings themselves are recorded now, like
 * the sales they sum (the nightly job of that night had none to sum: it covers what was recorded before the day ended).
 */
export async function closeThePastDateInTheJournal(past: { seller: Actor; manager: Actor; clientId: string; standIds: string[]; closedAt: Date }): Promise<void> {
  for (const standId of past.standIds) await closeStandDay(past.seller, standId, past.closedAt);
  await closeOrganisationPeriod(past.manager, { period: 'day' }, past.closedAt);
  const month = periodKeyOf('month', businessDayOf(past.closedAt));
  const morning = morningAfterMonth(month);
  // A month not over yet is closed by the real night that ends it (demoPastDay keeps the past date in a month over).
  if (morning.getTime() <= Date.now()) await closeDuePeriods(morning, undefined, { clientIds: [past.clientId] });
}
