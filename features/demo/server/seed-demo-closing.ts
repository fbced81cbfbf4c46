import { and, eq, inArray } from 'drizzle-orm';
import { buildClosingPlan, expectedDrawer } from '@/features/closing/closing-plan';
import { runClosing } from '@/features/closing/server/closing-run/closing-run';
import { getClosingData } from '@/features/closing/server/get-closing';
import { settlementHashOf } from '@/features/closing/server/settlement';
import type { ConfirmedSettlement } from '@/features/closing/settlement-types';
import type { ClosingStand } from '@/features/closing/types';
import { cashDenominations } from '@/features/orders/types';
import { emptyClosingForm, type ClosingForm, type ClosingState } from '@/features/closing/closing-store';
import { fromParisLocal, toParisDate } from '@/lib/datetime/paris-time';
import type { Db } from '@/lib/db';
import { cashDetails, eventClosings, eventPerformances, events, products, projects } from '@/lib/db/schema';
import { demoActor } from './seed-demo-sales';
import { DEMO_PAST_EVENT, DEMO_TOUR_NAME } from './seed-demo-tour';

/** The run id of the demo's closing (a closing run's id is a UUID), kept in its event_closings row. */
export const DEMO_CLOSING_RUN_ID = 'de303c10-5e3d-4c1a-8000-000000000001';

/**
 * What the manager found at the past date's closing, by stand (in the order they were made) and product reference:
 * at the main stand one T-shirt short, at the balcony one T-shirt damaged. Everything else is where the ledger says.
 */
const gaps: { stand: 'Stand principal' | 'Stand balcon'; reference: string; missing: number; damaged: number }[] = [
  { stand: 'Stand principal', reference: 'TS-LOGO', missing: 1, damaged: 0 },
  { stand: 'Stand balcon', reference: 'TS-LOGO', missing: 0, damaged: 1 },
];

/**
 * The past date's closing, confirmed as the wizard confirms it (docs/closing.md): the plan is buildClosingPlan's,
 * from the same read the wizard makes, and the closing run makes it (the event's fees, each drawer counted as
 * expected, each card terminal matching its sales, a count per stand). The venue's fee is paid by bank transfer.
 * Skipped once the date has its closing; a date seeded finished before the closing existed (no event_closings row)
 * is taken back to its evening and closed.
 */
export async function seedDemoClosing(db: Db, demoClientId: string): Promise<void> {
  const [project] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.ownerClientId, demoClientId), eq(projects.name, DEMO_TOUR_NAME)));
  if (!project) return;
  const [event] = await db.select().from(events).where(and(eq(events.projectId, project.id), eq(events.name, DEMO_PAST_EVENT)));
  if (!event || !['inProgress', 'finished'].includes(event.status)) return;
  const [closed] = await db.select({ eventId: eventClosings.eventId }).from(eventClosings).where(eq(eventClosings.eventId, event.id));
  if (closed) return;
  const manager = await demoActor(db, 'manager@demo.test', 'client', demoClientId);
  if (!manager) return;
  // A demo database seeded before the closing existed has this date finished without its record.
  if (event.status === 'finished') await db.update(events).set({ status: 'inProgress' }).where(eq(events.id, event.id));

  const data = await getClosingData(manager, event.id);
  const tshirts = await db.select({ id: products.id, reference: products.reference }).from(products).where(and(eq(products.projectId, project.id), inArray(products.reference, gaps.map((gap) => gap.reference))));
  const state: Pick<ClosingState, 'event' | 'theaterFeePayedWith' | 'closingForm' | 'concessionInventory'> = {
    event: null,
    theaterFeePayedWith: 'transfer',
    closingForm: Object.fromEntries(data.stands.map((stand) => [stand.id, formOf(stand, tshirts)])),
    concessionInventory: {},
  };
  const plan = buildClosingPlan(data, state, DEMO_CLOSING_RUN_ID);

  await runClosing(manager, event.id, plan);
  const counts = await db.select({ id: cashDetails.id }).from(cashDetails).where(eq(cashDetails.closingRunId, DEMO_CLOSING_RUN_ID));
  await closeOnItsEvening(db, event.id, counts.map((count) => count.id));
}

/** A stand's closing form: the change fund as given, the drawer and the terminal as the sales say, the stock counted with its gaps. */
function formOf(stand: ClosingStand, gapProducts: { id: string; reference: string | null }[]): ClosingForm {
  const standGaps = gaps.filter((gap) => gap.stand === stand.name);
  const inventory = Object.fromEntries(
    stand.levels
      .filter((level) => level.expected > 0)
      .map((level) => {
        const reference = gapProducts.find((product) => product.id === level.productId)?.reference;
        const gap = standGaps.find((entry) => entry.reference === reference);
        // One gap per product, on its first variant the stand holds.
        if (gap) standGaps.splice(standGaps.indexOf(gap), 1);
        const damaged = Math.min(gap?.damaged ?? 0, level.expected);
        const counted = Math.max(0, level.expected - damaged - (gap?.missing ?? 0));
        return [level.productVariantId, { counted, damaged }];
      }),
  );
  const form: ClosingForm = {
    ...emptyClosingForm,
    isChangeFundValid: true,
    totalCard: stand.takings.card,
    totalWithTax: stand.takings.total,
    inventory,
    isInventoryValid: true,
  };
  if (!stand.isCashCompatible) return form;
  const drawer = expectedDrawer(stand, form);
  return { ...form, detailCash: drawerCounts(drawer), totalCash: drawer };
}

/** An amount as a drawer holds it: notes of 100 € at most, then the largest notes and coins first. */
function drawerCounts(amount: number): Record<string, number> {
  const counts: Record<string, number> = {};
  let left = amount;
  for (const value of cashDenominations.filter((denomination) => denomination <= 10_000)) {
    const count = Math.floor(left / value);
    if (count > 0) counts[String(value)] = count;
    left -= count * value;
  }
  return counts;
}

/** The closing is dated on the date's evening, after its sales (the ledger keeps the real times of the seed). */
async function closeOnItsEvening(db: Db, eventId: string, cashDetailIds: string[]) {
  const [performance] = await db.select({ startsAt: eventPerformances.startsAt }).from(eventPerformances).where(eq(eventPerformances.eventId, eventId)).orderBy(eventPerformances.startsAt).limit(1);
  if (!performance) return;
  const counted = fromParisLocal(`${toParisDate(performance.startsAt)}T23:30`)!;
  const closedAt = fromParisLocal(`${toParisDate(performance.startsAt)}T23:45`)!;
  if (cashDetailIds.length) await db.update(cashDetails).set({ createdAt: counted }).where(inArray(cashDetails.id, cashDetailIds));
  // The settlement the closing stored says when it was closed: dated on that evening too, with its fingerprint again.
  const [closing] = await db.select({ settlement: eventClosings.settlement }).from(eventClosings).where(eq(eventClosings.eventId, eventId));
  const settlement = closing?.settlement ? ({ ...(closing.settlement as unknown as ConfirmedSettlement), closedAt: closedAt.toISOString() } satisfies ConfirmedSettlement) : null;
  await db
    .update(eventClosings)
    .set({ closedAt, ...(settlement ? { settlement: settlement as unknown as Record<string, unknown>, settlementHash: settlementHashOf(settlement) } : {}) })
    .where(eq(eventClosings.eventId, eventId));
}
