// The closing's confirmation run (spec §4, docs/closing.md): framework-free, so that the wizard runs it in the
// browser and the tests in Node, each with its own `api`.
import { feeFields, feeFieldsOf } from '@/features/events/types';
import type { TransferView } from '@/features/stock/types';
import { allocateConcession, type StandConcession, type VariantUnits } from './allocate-concession';
import { countReceiptsBody } from './count-receipts';
import { closingKey, countNoteOf } from './run-keys';
import type { ClosingData, ClosingPlan, ClosingStand, CloseEventInput } from './types';

/** One call of the product API: `path` under /api (`/v1/events/…`); the answer's status and parsed body. */
export type ClosingApi = (path: string, init: { method: string; body?: unknown; idempotencyKey?: string }) => Promise<{ status: number; body: unknown }>;

type Answer = { status: number; body: unknown };
const errorOf = (body: unknown) => (body && typeof body === 'object' ? (body as { errorCode?: string; fields?: string[] }) : {});

export type ClosingRunStep = 'readClosing' | 'updateEvent' | 'updateStands' | 'cashDetails' | 'countTransfer' | 'countReceipts' | 'completeCount' | 'concessionOrders' | 'confirm';

export interface ClosingProgress {
  done: number;
  total: number;
  step: ClosingRunStep;
  standId?: string;
}

/** A step the server refused (or that never got its answer: status 0, errorCode NETWORK_ERROR). */
export class ClosingRunError extends Error {
  constructor(
    readonly step: ClosingRunStep,
    readonly standId: string | undefined,
    readonly status: number,
    readonly errorCode: string,
    readonly fields?: string[],
  ) {
    super(`Closing step ${step}${standId ? ` (stand ${standId})` : ''} failed: ${status} ${errorCode}`);
    this.name = 'ClosingRunError';
  }
}

/** Why the closing gives an item away: the free order lines' discountReason. */
export const FREE_ITEM_REASON = 'Offert (clôture)';

/**
 * Runs the confirmation in the spec's order. Every write is either idempotent by nature (an update to a value, the
 * receipts of a count, the final close with its runId) or sent with an Idempotency-Key made of the runId, so the
 * whole run repeated with the same plan after a failure at any step finishes the job and does no step twice.
 */
export async function confirmClosing(plan: ClosingPlan, api: ClosingApi, onProgress?: (progress: ClosingProgress) => void): Promise<void> {
  const agentFee = plan.commissionType === 'agentFee';
  const changedStands = agentFee ? [] : plan.stands.filter((stand) => stand.newChangeFund !== null);
  const countedStands = plan.stands.filter((stand) => stand.cashCounts !== null);
  const total = 3 + changedStands.length + countedStands.length + plan.stands.length * (agentFee ? 4 : 3);
  let done = 0;
  const call: Call = async (step, standId, path, init, accept = () => false) => {
    let answer: Answer;
    try {
      answer = await api(path, init);
    } catch {
      throw new ClosingRunError(step, standId, 0, 'NETWORK_ERROR');
    }
    if ((answer.status < 200 || answer.status >= 300) && !accept(answer)) {
      throw new ClosingRunError(step, standId, answer.status, errorOf(answer.body).errorCode ?? 'UNEXPECTED_ERROR', errorOf(answer.body).fields);
    }
    // The server's answers have the shapes the contract gives them (features/closing/types.ts, stock/types.ts).
    return answer.body as never;
  };
  const progress = (step: ClosingRunStep, standId?: string) => {
    done += 1;
    onProgress?.({ done: Math.min(done, total), total, step, ...(standId ? { standId } : {}) });
  };
  const eventPath = `/v1/events/${plan.eventId}`;

  // Fresh levels, read once: the counts send what the ledger holds now, not what the wizard saw.
  const data = await call<ClosingData>('readClosing', undefined, `${eventPath}/closing?runId=${encodeURIComponent(plan.runId)}`, { method: 'GET' });
  progress('readClosing');
  const records = new Map(plan.stands.map((stand) => [stand.standId, { cashDetailId: null as string | null, countTransferId: null as string | null }]));

  // A finished event: the run got that far already (its last answer was lost) or another run closed it; the close
  // call alone tells which, and its records are kept from the first time.
  if (data.event.status !== 'finished') {
    const used = feeFieldsOf[plan.commissionType];
    const fees = Object.fromEntries(feeFields.map((field) => [field, used.includes(field) ? plan.fees[field] : null]));
    await call('updateEvent', undefined, eventPath, { method: 'PATCH', body: { commissionType: plan.commissionType, ...fees } });
    progress('updateEvent');

    for (const stand of changedStands) {
      await call('updateStands', stand.standId, `/v1/stands/${stand.standId}`, { method: 'PATCH', body: { changeFund: stand.newChangeFund } });
      progress('updateStands', stand.standId);
    }

    for (const stand of countedStands) {
      const detail = await call<{ id: string }>('cashDetails', stand.standId, `/v1/stands/${stand.standId}/cash-detail`, { method: 'POST', body: { counts: stand.cashCounts }, idempotencyKey: closingKey(plan.runId, 'cash', stand.standId) });
      records.get(stand.standId)!.cashDetailId = detail.id;
      progress('cashDetails', stand.standId);
    }

    const standData = new Map(data.stands.map((stand) => [stand.id, stand]));
    if (!agentFee) {
      for (const stand of plan.stands) {
        const before = levelsBeforeRun(standData.get(stand.standId));
        const lines = stand.lines.flatMap((line) => {
          const expected = before.find((level) => level.productVariantId === line.productVariantId)?.available ?? 0;
          return expected > 0 ? [{ productVariantId: line.productVariantId, expected, counted: line.counted, damaged: line.damaged }] : [];
        });
        records.get(stand.standId)!.countTransferId = await runCount(call, progress, plan, stand.standId, stand.inventoryId, lines);
      }
    } else {
      const allocation = allocateConcession(
        plan.concession,
        plan.stands.map((stand) => ({ standId: stand.standId, levels: levelsBeforeRun(standData.get(stand.standId)) })),
      );
      if (allocation.short.length) throw new ClosingRunError('concessionOrders', undefined, 409, 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', allocation.short.map((line) => line.productVariantId));
      for (const stand of plan.stands) {
        const share = allocation.stands.find((entry) => entry.standId === stand.standId)!;
        await orderConcession(call, progress, plan, share, standData.get(stand.standId));
        const lines = share.count.filter((line) => line.expected > 0);
        records.get(stand.standId)!.countTransferId = await runCount(call, progress, plan, stand.standId, stand.inventoryId, lines);
      }
    }
  }

  await call('confirm', undefined, `${eventPath}/close`, { method: 'PUT', body: closeEventBody(plan, records) });
  progress('confirm');
}

type Call = <T = unknown>(step: ClosingRunStep, standId: string | undefined, path: string, init: Parameters<ClosingApi>[1], accept?: (answer: Answer) => boolean) => Promise<T>;
type Progress = (step: ClosingRunStep, standId?: string) => void;

/** The stand's levels as they were before this run took units from it (a retry sees its orders and count made). */
function levelsBeforeRun(stand: ClosingStand | undefined): { productVariantId: string; available: number }[] {
  if (!stand) return [];
  return stand.levels.map((level) => ({
    productVariantId: level.productVariantId,
    available: level.expected + stand.runTaken.filter((line) => line.productVariantId === level.productVariantId).reduce((sum, line) => sum + line.quantity, 0),
  }));
}

/**
 * The stand's count: a transfer from its inventory to itself (replayed by its key on a retry, with the lines it was
 * made with), the receipts of each of its lines, then its completion. A transfer finished already is done.
 */
async function runCount(
  call: Call,
  progress: Progress,
  plan: ClosingPlan,
  standId: string,
  inventoryId: string,
  lines: { productVariantId: string; expected: number; counted: number; damaged: number }[],
): Promise<string | null> {
  if (!lines.length) {
    progress('countTransfer', standId);
    progress('countReceipts', standId);
    progress('completeCount', standId);
    return null;
  }
  const created = await call<TransferView>('countTransfer', standId, '/v1/inventory-transfers', {
    method: 'POST',
    body: { fromInventoryId: inventoryId, toInventoryId: inventoryId, type: 'event', eventId: plan.eventId, note: countNoteOf(plan.runId), items: lines.map((line) => ({ productVariantId: line.productVariantId, quantity: line.expected })) },
    idempotencyKey: closingKey(plan.runId, 'count', standId),
  });
  // The replayed answer is the transfer as it was created: its state now is read afresh.
  const transfer = await call<TransferView>('countTransfer', standId, `/v1/inventory-transfers/${created.id}`, { method: 'GET' });
  progress('countTransfer', standId);
  if (transfer.status === 'finished') {
    progress('countReceipts', standId);
    progress('completeCount', standId);
    return transfer.id;
  }
  const receipts = countReceiptsBody(transfer.items, lines);
  await call('countReceipts', standId, `/v1/inventory-transfers/${transfer.id}/receipts`, { method: 'PUT', body: { receipts } });
  progress('countReceipts', standId);
  await call(
    'completeCount',
    standId,
    `/v1/inventory-transfers/${transfer.id}/complete`,
    { method: 'PUT', body: {}, idempotencyKey: closingKey(plan.runId, 'complete', standId) },
    (answer) => answer.status === 409 && errorOf(answer.body).errorCode === 'TRANSFER_ALREADY_FINISHED',
  );
  progress('completeCount', standId);
  return transfer.id;
}

/** The concession's two orders at one stand (agentFee): its sold items, then its free items at a 100 % discount. */
async function orderConcession(call: Call, progress: Progress, plan: ClosingPlan, share: StandConcession, stand: ClosingStand | undefined): Promise<void> {
  const priceOf = (variantId: string) => stand?.levels.find((level) => level.productVariantId === variantId)?.price ?? 0;
  const order = async (kind: 'sold' | 'free', items: VariantUnits[]) => {
    if (!items.length) return progress('concessionOrders', share.standId);
    const free = kind === 'free';
    const lines = items.map((item) => ({
      productVariantId: item.productVariantId,
      quantity: item.quantity,
      ...(free ? { discount: item.quantity * priceOf(item.productVariantId), discountReason: FREE_ITEM_REASON } : {}),
    }));
    const total = free ? 0 : items.reduce((sum, item) => sum + item.quantity * priceOf(item.productVariantId), 0);
    await call('concessionOrders', share.standId, '/v1/orders-event', {
      method: 'POST',
      body: { eventId: plan.eventId, standId: share.standId, origin: 'closing', items: lines, payment: { method: 'cash', amountTendered: total } },
      idempotencyKey: closingKey(plan.runId, kind, share.standId),
    });
    progress('concessionOrders', share.standId);
  };
  await order('sold', share.sold);
  await order('free', share.free);
}

/** The last call's body: what was counted per stand, with the cash count and the count transfer the run made. */
export function closeEventBody(plan: ClosingPlan, records: Map<string, { cashDetailId: string | null; countTransferId: string | null }>): CloseEventInput {
  return {
    runId: plan.runId,
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
