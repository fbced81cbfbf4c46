import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { assertEventNotClosed } from '@/features/events/server/closed-event-guard';
import { requireStand } from '@/features/stands/server/stand-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { cashMovements, stands, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { requestHashOf, requireIdempotencyKey, writeOnce, WrittenBefore } from '@/lib/http/idempotent-write';
import { pageOf, type Page, type Pagination } from '@/lib/http/pagination';
import { isUuid } from '@/lib/validation/uuid';
import type { CashMovementView } from '../drawer';
import type { CashMovementInput } from '../schemas';
import { saleContext } from './sale-context';

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
    createdAt: movement.createdAt.toISOString(),
  };
}

/** The movements of a stand (or of the stands a subquery names), oldest first, with who recorded them. */
export function movementsOfStands(db: Executor, standIds: string[] | SQLWrapper) {
  return db
    .select(movementColumns)
    .from(cashMovements)
    .innerJoin(users, eq(users.id, cashMovements.createdBy))
    .where(inArray(cashMovements.standId, standIds as string[]))
    .orderBy(asc(cashMovements.createdAt), asc(cashMovements.id));
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
 * money at the stand records it (its sellers, the tour's writers: `saleContext`), while the stand is opened and its
 * date in progress, at a stand that takes cash (STAND_NOT_CASH_COMPATIBLE). The Idempotency-Key is kept on the row:
 * a retry answers the first movement, never a second one.
 */
export async function recordCashMovement(actor: Actor, standId: string, input: CashMovementInput, idempotencyKey: string | null): Promise<{ movement: CashMovementView; replayed: boolean }> {
  const key = requireIdempotencyKey(idempotencyKey);
  const requestHash = requestHashOf({ standId, ...input, deviceId: input.deviceId ?? null });
  const db = await getDb();
  const { answer, replayed } = await writeOnce({
    requestHash,
    // Read first: a retry replays even once the stand has closed since its first answer.
    earlier: await movementWithKey(db, actor.userId, key),
    write: () =>
      db.transaction(async (tx) => {
        const [stand] = isUuid(standId) ? await tx.select({ eventId: stands.eventId }).from(stands).where(eq(stands.id, standId)) : [];
        if (!stand) throw new AppError('GET_STAND');
        const context = await saleContext(tx, actor, standId, stand.eventId);
        if (!context.isCashCompatible) throw new AppError('STAND_NOT_CASH_COMPATIBLE');
        // Waits for a closing under way: a movement is counted in the settlement or refused, never lost beside it.
        await assertEventNotClosed(tx, stand.eventId);
        const done = await movementWithKey(tx, actor.userId, key);
        if (done) throw new WrittenBefore(done);
        const [movement] = await tx
          .insert(cashMovements)
          .values({ standId, direction: input.direction, amount: input.amount, reason: input.reason, deviceId: input.deviceId ?? null, createdBy: actor.userId, idempotencyKey: key, requestHash })
          .returning();
        return toView({ movement: movement!, name: context.actorName });
      }),
    find: () => movementWithKey(db, actor.userId, key),
    replay: async (row) => toView(row),
    mayBeRetry: isUniqueViolation,
  });
  return { movement: answer, replayed };
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
