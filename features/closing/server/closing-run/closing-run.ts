import { requireEvent, type EventRow } from '@/features/events/server/event-access';
import { updateEvent } from '@/features/events/server/update-event';
import { feeFields, feeFieldsOf } from '@/features/events/types';
import { recordCashDetail } from '@/features/orders/server/cash-details';
import { updateStand } from '@/features/stands/server/update-stand';
import type { Actor } from '@/lib/auth/actor';
import { getDb, readTogether } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { allocateConcession } from '../../allocate-concession';
import { closingRunSchema, type ClosingRunInput } from '../../schemas';
import type { CloseEventInput, ClosingRunView, ClosingStand } from '../../types';
import { closeEvent } from '../close-event';
import { readClosingData } from '../get-closing';
import { claimClosingRun, closingRunViewOf, findClosingRun, finishClosingRun, recordFailure } from './closing-run-record';
import { runConcessionOrders } from './run-concession-orders';
import { runContextOf, type RunContext } from './run-context';
import { runCount } from './run-count';
import { readRunMade, type RunMade } from './run-made';

type Records = Map<string, { cashDetailId: string | null; countTransferId: string | null }>;

/**
 * POST /v1/events/{id}/closing-runs: confirms the closing in the spec's order (§4, docs/closing.md). The tour's
 * writers only. Resumable: every write is found again by the run's id (the cash counts, counts and orders it made
 * carry it) or sets a value, so the same run asked again after a crash or a refusal finishes the job and does nothing
 * twice. `heldElsewhere`: another request is at this run now; its progress is the answer.
 */
export async function runClosing(actor: Actor, eventId: string, input: ClosingRunInput): Promise<{ run: ClosingRunView; heldElsewhere: boolean }> {
  const db = await getDb();
  const { event } = await requireEvent(actor, eventId, 'write', db);
  // As the close would answer, before anything is written: a closing is of an event under way (or closed by this run).
  if (event.status !== 'inProgress' && event.status !== 'finished') throw new AppError('CANT_UPDATE_EVENT');
  const { row, claimed } = await claimClosingRun(db, { input, eventId: event.id, userId: actor.userId });
  if (!claimed) return { run: closingRunViewOf(row), heldElsewhere: row.status === 'running' };
  const plan = closingRunSchema.parse(row.plan);
  const run = runContextOf(db, row.id, event.id, stepsOf(plan));
  try {
    await confirmInOrder(run, actor, event, plan);
  } catch (error) {
    await recordFailure(db, row.id, error, run.current());
    throw error;
  }
  return { run: closingRunViewOf(await finishClosingRun(db, row.id)), heldElsewhere: false };
}

/** GET /v1/events/{id}/closing-runs/{runId}: how far the run got; the tour's team reads it, as it reads the closing. */
export async function getClosingRun(actor: Actor, eventId: string, runId: string): Promise<ClosingRunView> {
  const db = await getDb();
  const { event, project } = await requireEvent(actor, eventId, 'read', db);
  if (project.membership === 'seller') throw new AppError('FORBIDDEN');
  const row = await findClosingRun(db, event.id, runId);
  if (!row) throw new AppError('NOT_FOUND');
  return closingRunViewOf(row);
}

const agentFeeOf = (plan: ClosingRunInput) => plan.commissionType === 'agentFee';
const changedStandsOf = (plan: ClosingRunInput) => (agentFeeOf(plan) ? [] : plan.stands.filter((stand) => stand.newChangeFund !== null));
const countedStandsOf = (plan: ClosingRunInput) => plan.stands.filter((stand) => stand.cashCounts !== null);

/** The progress' total: read, event, confirm; per stand changed, counted; per stand its count (and its two orders). */
function stepsOf(plan: ClosingRunInput): number {
  return 3 + changedStandsOf(plan).length + countedStandsOf(plan).length + plan.stands.length * (agentFeeOf(plan) ? 5 : 3);
}

async function confirmInOrder(run: RunContext, actor: Actor, event: EventRow, plan: ClosingRunInput): Promise<void> {
  // Fresh levels, read once, with what this run took already: the counts work from the levels before the run.
  const [data, made] = await run.step('readClosing', () => readTogether(run.db, [() => readClosingData(run.db, event, run.id), () => readRunMade(run.db, run.id)]));
  const records: Records = new Map(plan.stands.map((stand) => [stand.standId, { cashDetailId: null, countTransferId: null }]));
  // A finished event: the run got that far already, or another run closed it; the close alone tells which.
  if (data.event.status !== 'finished') {
    const standOf = standsOfEvent(plan, data.stands);
    const used = feeFieldsOf[plan.commissionType];
    const fees = Object.fromEntries(feeFields.map((field) => [field, used.includes(field) ? plan.fees[field] : null]));
    // A plan without venueDeal (made before deal terms) keeps the event's; the event drops it for another type.
    const venueDeal = plan.commissionType === 'theatreFee' ? plan.venueDeal : undefined;
    await run.step('updateEvent', () => updateEvent(actor, event.id, { commissionType: plan.commissionType, ...fees, venueDeal }));
    for (const stand of changedStandsOf(plan)) {
      await run.step('updateStands', () => updateStand(actor, stand.standId, { changeFund: stand.newChangeFund! }));
    }
    for (const stand of countedStandsOf(plan)) {
      records.get(stand.standId)!.cashDetailId = await run.step('cashDetails', () => cashDetailOnce(run, actor, made, stand.standId, stand.cashCounts!));
    }
    if (!agentFeeOf(plan)) {
      for (const stand of plan.stands) {
        const before = levelsBeforeRun(standOf(stand.standId));
        const lines = stand.lines.flatMap((line) => {
          const expected = before.find((level) => level.productVariantId === line.productVariantId)?.available ?? 0;
          return expected > 0 ? [{ productVariantId: line.productVariantId, expected, counted: line.counted, damaged: line.damaged }] : [];
        });
        records.get(stand.standId)!.countTransferId = await runCount(run, actor, standOf(stand.standId).inventoryId, lines, made.countOf.get(standOf(stand.standId).inventoryId));
      }
    } else {
      const allocation = allocateConcession(
        plan.concession,
        plan.stands.map((stand) => ({ standId: stand.standId, levels: levelsBeforeRun(standOf(stand.standId)) })),
      );
      if (allocation.short.length) throw new AppError('NOT_ENOUGH_AVAILABLE_IN_INVENTORY', { fields: allocation.short.map((line) => line.productVariantId) });
      for (const stand of plan.stands) {
        const share = allocation.stands.find((entry) => entry.standId === stand.standId)!;
        await runConcessionOrders(run, actor, share, standOf(stand.standId));
        const lines = share.count.filter((line) => line.expected > 0);
        records.get(stand.standId)!.countTransferId = await runCount(run, actor, standOf(stand.standId).inventoryId, lines, made.countOf.get(standOf(stand.standId).inventoryId));
      }
    }
  }
  await run.step('confirm', () => closeEvent(actor, event.id, closeEventBody(run.id, plan, records)));
}

/** The plan's stands as the event has them; a stand of another event (or twice) is VALIDATION_ERRORS, before any write. */
function standsOfEvent(plan: ClosingRunInput, stands: ClosingStand[]): (standId: string) => ClosingStand {
  const byId = new Map(stands.map((stand) => [stand.id, stand]));
  const seen = new Set<string>();
  const fields = plan.stands.flatMap((stand, index) => {
    const wrong = !byId.has(stand.standId) || seen.has(stand.standId);
    seen.add(stand.standId);
    return wrong ? [`stands.${index}.standId`] : [];
  });
  if (fields.length) throw new AppError('VALIDATION_ERRORS', { fields });
  return (standId) => byId.get(standId)!;
}

/** The drawer's count of this run at this stand: the one it made already, else a new one carrying the run's id. */
async function cashDetailOnce(run: RunContext, actor: Actor, made: RunMade, standId: string, counts: Record<string, number>): Promise<string> {
  return made.cashDetailOf.get(standId) ?? (await recordCashDetail(actor, standId, { counts }, { closingRunId: run.id })).id;
}

/** The stand's levels as they were before this run took units from it (a resumed run sees its orders and count made). */
function levelsBeforeRun(stand: ClosingStand): { productVariantId: string; available: number }[] {
  return stand.levels.map((level) => ({
    productVariantId: level.productVariantId,
    available: level.expected + stand.runTaken.filter((line) => line.productVariantId === level.productVariantId).reduce((sum, line) => sum + line.quantity, 0),
  }));
}

/** The close's body: what was counted per stand, with the cash count and the count the run made. */
function closeEventBody(runId: string, plan: ClosingRunInput, records: Records): CloseEventInput {
  return {
    runId,
    theaterFeePaidWith: plan.theaterFeePaidWith,
    stands: plan.stands.map((stand) => ({
      standId: stand.standId,
      changeFundExpected: stand.changeFundExpected,
      changeFundFound: stand.changeFundFound,
      cardCounted: stand.cardCounted,
      feesPaidWithCash: stand.feesPaidWithCash,
      ...records.get(stand.standId)!,
    })),
  };
}
