import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { variantLabelOf } from '@/features/products/variant-label';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor, type Tx } from '@/lib/db';
import { events, journalRecords, projects, stands } from '@/lib/db/schema';
import { appendJournalRecord } from '@/lib/journal/append-record';
import type { JournalValue } from '@/lib/journal/record-hash';
import { journalMarkOf } from '@/lib/journal/sale-mark';
import { basisPointsOf } from '@/lib/money/percent';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import { requestHashOf, requireIdempotencyKey, writeOnce } from '@/lib/http/idempotent-write';
import { orderMethodOf } from '../payment-parts';
import type { TrainingSaleInput } from '../schemas';
import type { PaymentMethod, TrainingSaleView } from '../types';
import { priceSale } from './price-sale';
import { saleContext, type SaleContext } from './sale-context';

/*
 * The training mode (issue #27, docs/journal.md "Training mode"): a new seller sells for real on the register, priced
 * and checked as a sale is (priceSale), and the only trace is a record of the organisation's `training` chain. No
 * order, ticket number, payment, stock movement nor takings: no total, report, closing or export reads that chain.
 */

type TrainingRecord = { sequence: number; hash: string; occurredAt: Date; content: unknown };

/**
 * The record's subject, one per seller and Idempotency-Key: a retry of the same training sale finds its record by the
 * chain's unique (chain, kind, subject) index, as a sale finds its order by its key. A UUID's form, from a hash.
 */
export function trainingSaleIdOf(userId: string, idempotencyKey: string): string {
  const hex = createHash('sha256').update(`training-sale:${userId}:${idempotencyKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The training sale this subject made, in the chain of the organisation that owns the stand's tour. */
async function trainingRecordOf(db: Executor, standId: string, id: string): Promise<TrainingRecord | undefined> {
  const [row] = await db
    .select({ sequence: journalRecords.sequence, hash: journalRecords.hash, occurredAt: journalRecords.occurredAt, content: journalRecords.content })
    .from(journalRecords)
    .innerJoin(projects, eq(projects.ownerClientId, journalRecords.clientId))
    .innerJoin(events, eq(events.projectId, projects.id))
    .innerJoin(stands, eq(stands.eventId, events.id))
    .where(and(eq(stands.id, standId), eq(journalRecords.chain, 'training'), eq(journalRecords.kind, 'sale'), eq(journalRecords.subjectId, id)));
  return row;
}

interface TrainingContent {
  trainingSaleId: string;
  standId: string;
  requestHash: string;
  lines: { position: number; label: string; quantity: number; unitPrice: number; discount: number; totalInclVat: number }[];
  totals: { inclVat: number; vat: number; discount: number };
  payments: { method: PaymentMethod; amount: number }[];
  amountTendered: number | null;
  changeGiven: number | null;
}

/** The receipt of a training sale, from its record alone: a replay answers exactly what the first answer said. */
function trainingSaleViewOf(record: TrainingRecord): TrainingSaleView {
  const content = record.content as TrainingContent;
  return {
    id: content.trainingSaleId,
    training: true,
    standId: content.standId,
    soldAt: record.occurredAt.toISOString(),
    items: content.lines.map(({ totalInclVat, ...line }) => ({ ...line, lineTotal: totalInclVat })),
    paymentMethod: orderMethodOf(content.payments),
    payments: content.payments,
    totalInclVat: content.totals.inclVat,
    totalVat: content.totals.vat,
    totalDiscount: content.totals.discount,
    amountTendered: content.amountTendered,
    changeGiven: content.changeGiven,
    journal: journalMarkOf(record),
  };
}

/**
 * POST /v1/stands/{id}/training-sales: who may sell at the stand, while it sells (the date in progress, the stand
 * open), sells the basket in training. A card part is not sent to the terminal: it is taken as paid, for practice.
 */
export async function createTrainingSale(actor: Actor, standId: string, input: TrainingSaleInput, idempotencyKey: string | null): Promise<{ sale: TrainingSaleView; replayed: boolean }> {
  if (!isUuid(standId)) throw new AppError('GET_STAND');
  const key = requireIdempotencyKey(idempotencyKey);
  const requestHash = requestHashOf(input);
  const id = trainingSaleIdOf(actor.userId, key);
  const db = await getDb();
  const { answer, replayed } = await writeOnce({
    requestHash,
    write: () =>
      db.transaction(async (tx) => recordTrainingSale(tx, actor, await saleContext(tx, actor, standId, null), input, { id, requestHash })),
    find: async () => {
      const record = await trainingRecordOf(db, standId, id);
      return record && { requestHash: (record.content as TrainingContent).requestHash, record };
    },
    replay: async ({ record }) => trainingSaleViewOf(record),
  });
  return { sale: answer, replayed };
}

async function recordTrainingSale(tx: Tx, actor: Actor, context: SaleContext, input: TrainingSaleInput, subject: { id: string; requestHash: string }): Promise<TrainingSaleView> {
  const { lines, totals, parts } = await priceSale(tx, context.projectId, input, { stockItemsForOffline: false });
  const cash = parts.find((part) => part.method === 'cash');
  const content: { [key: string]: JournalValue } = {
    format: 1,
    training: true,
    trainingSaleId: subject.id,
    requestHash: subject.requestHash,
    eventId: context.eventId,
    standId: context.standId,
    sellerUserId: actor.userId,
    lines: lines.map((line, index) => ({
      position: index,
      productVariantId: line.productVariantId,
      label: line.variant ? [line.variant.productTitle, variantLabelOf(line.variant)].filter(Boolean).join(' / ') : line.customLabel!,
      custom: line.variant === null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      vatRate: basisPointsOf(line.vatRate),
      totalInclVat: totals.lines[index]!.lineTotal,
      vat: totals.lines[index]!.lineVat,
    })),
    totals: {
      exclVat: totals.totalExclVat,
      vat: totals.totalVat,
      inclVat: totals.totalInclVat,
      discount: totals.totalDiscount,
      vatByRate: totals.vatLines.map((line) => ({ rate: basisPointsOf(line.rate), base: line.base, vat: line.vat })),
    },
    payments: parts.map((part) => ({ method: part.method, amount: part.amount })),
    amountTendered: cash?.amountTendered ?? null,
    changeGiven: cash?.changeGiven ?? null,
  };
  const occurredAt = new Date();
  const record = await appendJournalRecord(tx, { clientId: context.clientId, chain: 'training', kind: 'sale', occurredAt, subjectId: subject.id, content });
  return trainingSaleViewOf({ ...record, occurredAt, content });
}
