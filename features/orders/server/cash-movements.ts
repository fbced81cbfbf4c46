import { and, asc, eq, inArray, min, sql, type SQLWrapper } from 'drizzle-orm';
import { assertEventNotClosed } from '@/features/events/server/closed-event-guard';
import { requireStand } from '@/features/stands/server/stand-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor, type Tx } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { cashMovements, eventPerformances, standDevices, stands, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { requestHashOf, requireIdempotencyKey, writeOnce, WrittenBefore } from '@/lib/http/idempotent-write';
import { pageOf, type Page, type Pagination } from '@/lib/http/pagination';
import { isUuid } from '@/lib/validation/uuid';
import type { CashMovementView } from '../drawer';
import { earliestSoldAtOf, isSoldAtAcceptable } from '../offline-sale';
import type { CashMovementInput } from '../schemas';
import { journalCashMovement } from './journal-records';
import { saleContext } from './sale-context';
import { markDeviceSynced } from './stand-devices';

type CashMovementRow = typeof cashMovements.$inferSelect;

const movementColumns = {
  movement: cashMovements,
  name: sql<string | null>`coalesce(nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.email})`,
};

function toView({ movement, name }: { movement: CashMovementRow; name: string | null }): CashMovementView {
  return {
    id: movement.id,
    standId: movement.standId,
    direction: movement.direction,
    amount: movement.amount,
    reason: movement.reason,
    createdBy: { id: movement.createdBy, name },
    deviceId: movement.deviceId,
    occurredAt: movement.occurredAt.toISOString(),
    createdAt: movement.createdAt.toISOString(),
  };
}

/** The movements of a stand (or of the stands a subquery names), in the order the cash moved, with who recorded them. */
export function movementsOfStands(db: Executor, standIds: string[] | SQLWrapper) {
  return db
    .select(movementColumns)
    .from(cashMovements)
    .innerJoin(users, eq(users.id, cashMovements.createdBy))
    .where(inArray(cashMovements.standId, standIds as string[]))
    .orderBy(asc(cashMovements.occurredAt), asc(cashMovements.createdAt), asc(cashMovements.id));
}

export const movementViewOf = toView;

export async function readStandMovements(db: Executor, standId: string): Promise<CashMovementView[]> {
  return (await movementsOfStands(db, [standId])).map(toView);
}

async function movementWithKey(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select(movementColumns)
    .from(cashMovements)
    .innerJoin(users, eq(users.id, cashMovements.createdBy))
    .where(and(eq(cashMovements.createdBy, userId), eq(cashMovements.idempotencyKey, key)));
  return row ? { ...row, requestHash: row.movement.requestHash } : undefined;
}

/**
 * POST /v1/stands/{id}/cash-movements: cash put in or taken out of the drawer, with its reason. Whoever may take
 * money at the stand records it (its sellers, the tour's writers: `saleContext`), at a stand that takes cash
 * (STAND_NOT_CASH_COMPATIBLE). The Idempotency-Key is kept on the row: a retry answers the first movement, never a
 * second one.
 *
 * A tablet names itself (`deviceId`, registered on that stand, else DEVICE_NOT_REGISTERED) and its arrival is its
 * last sync. A movement it queued offline also carries `occurredAt`: like an offline sale it happened while the stand
 * sold, so it is taken whatever the stand's state now, dated when the cash moved; after the closing it is refused
 * with CASH_MOVEMENT_AFTER_CLOSING (docs/decisions.md, "Cash movements offline"). Online, the stand must be opened
 * and its date in progress.
 */
export async function recordCashMovement(actor: Actor, standId: string, input: CashMovementInput, idempotencyKey: string | null): Promise<{ movement: CashMovementView; replayed: boolean }> {
  const key = requireIdempotencyKey(idempotencyKey);
  const requestHash = requestHashOf({ standId, ...input, deviceId: input.deviceId ?? null });
  const db = await getDb();
  const offline = input.occurredAt !== undefined;
  const { answer, replayed } = await writeOnce({
    requestHash,
    // Read first: a retry replays even once the stand has closed since its first answer.
    earlier: await movementWithKey(db, actor.userId, key),
    write: () =>
      db.transaction(async (tx) => {
        const [stand] = isUuid(standId) ? await tx.select({ eventId: stands.eventId }).from(stands).where(eq(stands.id, standId)) : [];
        if (!stand) throw new AppError('GET_STAND');
        const context = await saleContext(tx, actor, standId, stand.eventId, { offline });
        if (!context.isCashCompatible) throw new AppError('STAND_NOT_CASH_COMPATIBLE');
        if (input.deviceId) await assertDeviceOfStand(tx, input.deviceId, standId);
        if (offline && context.eventStatus === 'finished') throw new AppError('CASH_MOVEMENT_AFTER_CLOSING');
        if (input.occurredAt) await assertOccurredAtAcceptable(tx, stand.eventId, new Date(input.occurredAt));
        // Waits for a closing under way: a movement is counted in the settlement or refused, never lost beside it.
        await assertEventNotClosed(tx, stand.eventId).catch((error: unknown) => {
          throw offline && error instanceof AppError && error.errorCode === 'ORDERS_ENDED_ON_EVENT' ? new AppError('CASH_MOVEMENT_AFTER_CLOSING') : error;
        });
        const done = await movementWithKey(tx, actor.userId, key);
        if (done) throw new WrittenBefore(done);
        const [movement] = await tx
          .insert(cashMovements)
          .values({
            standId,
            direction: input.direction,
            amount: input.amount,
            reason: input.reason,
            deviceId: input.deviceId ?? null,
            createdBy: actor.userId,
            idempotencyKey: key,
            requestHash,
            occurredAt: input.occurredAt ? new Date(input.occurredAt) : sql`now()`,
          })
          .returning();
        if (input.deviceId) await markDeviceSynced(tx, input.deviceId, movement!.createdAt);
        // Last: the journal's head is the organisation's one shared lock.
        await journalCashMovement(tx, context.clientId, stand.eventId, movement!);
        return toView({ movement: movement!, name: context.actorName });
      }),
    find: () => movementWithKey(db, actor.userId, key),
    replay: async (row) => toView(row),
    mayBeRetry: isUniqueViolation,
  });
  return { movement: answer, replayed };
}

async function assertDeviceOfStand(tx: Tx, deviceId: string, standId: string): Promise<void> {
  const [device] = await tx
    .select({ id: standDevices.id })
    .from(standDevices)
    .where(and(eq(standDevices.id, deviceId), eq(standDevices.standId, standId)));
  if (!device) throw new AppError('DEVICE_NOT_REGISTERED', { fields: ['deviceId'] });
}

/** The tablet's time, believed as an offline sale's is: not before the day before the date, 5 minutes ahead at most. */
async function assertOccurredAtAcceptable(tx: Tx, eventId: string, occurredAt: Date): Promise<void> {
  const [first] = await tx.select({ at: min(eventPerformances.startsAt) }).from(eventPerformances).where(eq(eventPerformances.eventId, eventId));
  if (!isSoldAtAcceptable(occurredAt, new Date(), earliestSoldAtOf(first?.at ?? null))) throw new AppError('VALIDATION_ERRORS', { fields: ['occurredAt'] });
}

/**
 * GET /v1/stands/{id}/cash-movements: the stand's movements, oldest first, a page at a time; whoever reads the stand
 * reads them. A stand's day holds a few, read whole.
 */
export async function listCashMovements(actor: Actor, standId: string, pagination: Pagination): Promise<Page<CashMovementView>> {
  const db = await getDb();
  const { stand } = await requireStand(actor, standId, db);
  return pageOf(await readStandMovements(db, stand.id), pagination);
}
