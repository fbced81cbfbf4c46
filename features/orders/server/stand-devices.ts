import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { requireEvent } from '@/features/events/server/event-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor, type Tx } from '@/lib/db';
import { standDevices, standSellers, stands, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { DeviceStatusInput, RegisterDeviceInput } from '../schemas';
import type { EventDevicesView, StandDeviceView } from '../types';
import { assertMaySellAt } from './sale-context';
import { displayName } from './order-view';

type DeviceRow = typeof standDevices.$inferSelect;

const deviceViewOf = (row: DeviceRow): StandDeviceView => ({
  deviceId: row.id,
  standId: row.standId,
  number: row.number,
  label: row.label,
  lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
  pending: row.pending,
});

/** Whoever may sell at the stand (its sellers, the tour's managers); a malformed stand id is an unknown stand. */
async function assertStandSeller(db: Executor, actor: Actor, standId: string): Promise<void> {
  if (!isUuid(standId)) throw new AppError('GET_STAND');
  await assertMaySellAt(db, actor, standId);
}

/**
 * POST /v1/stands/{id}/devices: a tablet registers itself while online, with the id it made, so that it may sell
 * offline. Idempotent by device id (created: false the second time); a tablet of another stand is
 * DEVICE_OF_ANOTHER_STAND. Its number (1, 2, 3… per stand) is given once, under the stand's row lock, so two tablets
 * registering at once get two numbers.
 */
export async function registerDevice(actor: Actor, standId: string, input: RegisterDeviceInput): Promise<{ device: StandDeviceView; created: boolean }> {
  const db = await getDb();
  await assertStandSeller(db, actor, standId);
  return db.transaction(async (tx) => {
    // The stand's lock: the tablets of one stand take their numbers one after the other.
    await tx.select({ id: stands.id }).from(stands).where(eq(stands.id, standId)).for('update');
    const [known] = await tx.select().from(standDevices).where(eq(standDevices.id, input.deviceId));
    if (known) {
      if (known.standId !== standId) throw new AppError('DEVICE_OF_ANOTHER_STAND');
      return { device: deviceViewOf(known), created: false };
    }
    const [row] = await tx
      .insert(standDevices)
      .values({
        id: input.deviceId,
        standId,
        number: sql`(select coalesce(max(${standDevices.number}), 0) + 1 from ${standDevices} where ${standDevices.standId} = ${standId})`,
        label: input.label ?? null,
        registeredBy: actor.userId,
      })
      .returning();
    return { device: deviceViewOf(row!), created: true };
  });
}

/** The tablet registered on this stand, locked for the sale that records its sync; DEVICE_NOT_REGISTERED otherwise. */
export async function deviceOfStand(tx: Tx, deviceId: string, standId: string): Promise<DeviceRow> {
  const [row] = await tx
    .select()
    .from(standDevices)
    .where(and(eq(standDevices.id, deviceId), eq(standDevices.standId, standId)))
    .for('update');
  if (!row) throw new AppError('DEVICE_NOT_REGISTERED', { fields: ['offline.deviceId'] });
  return row;
}

/** An offline sale arrived from this tablet: its last sync is now (the server's time). */
export async function markDeviceSynced(tx: Tx, deviceId: string, at: Date): Promise<void> {
  await tx.update(standDevices).set({ lastSyncAt: at, updatedAt: at }).where(eq(standDevices.id, deviceId));
}

/**
 * POST /v1/stands/{id}/devices/{deviceId}/status: what the tablet's outbox holds now, for the manager's view. A
 * tablet that reports it holds nothing is in sync as of now: its last sync moves, so a tablet that only ever sold
 * online does not read "never synced" to its manager.
 */
export async function reportDeviceStatus(actor: Actor, standId: string, deviceId: string, input: DeviceStatusInput): Promise<void> {
  const db = await getDb();
  await assertStandSeller(db, actor, standId);
  if (!isUuid(deviceId)) throw new AppError('DEVICE_NOT_REGISTERED');
  const now = new Date();
  const updated = await db
    .update(standDevices)
    .set({
      pending: input.pending,
      oldestPendingAt: input.pending > 0 && input.oldestPendingAt ? new Date(input.oldestPendingAt) : null,
      ...(input.pending === 0 ? { lastSyncAt: now } : {}),
      updatedAt: now,
    })
    .where(and(eq(standDevices.id, deviceId), eq(standDevices.standId, standId)))
    .returning({ id: standDevices.id });
  if (!updated.length) throw new AppError('DEVICE_NOT_REGISTERED');
}

/**
 * GET /v1/events/{id}/devices: per stand, its tablets, who registered them, their last sync and what they still
 * hold. The tour's team reads every stand; a seller only the stands they work at.
 */
export async function listEventDevices(actor: Actor, eventId: string): Promise<EventDevicesView> {
  const { event, project } = await requireEvent(actor, eventId, 'read');
  const db = await getDb();
  const standCondition =
    project.membership === 'seller'
      ? and(eq(stands.eventId, event.id), inArray(stands.id, db.select({ id: standSellers.standId }).from(standSellers).where(eq(standSellers.userId, actor.userId))))
      : eq(stands.eventId, event.id);
  const standRows = await db.select({ id: stands.id, name: stands.name }).from(stands).where(standCondition).orderBy(asc(stands.name), asc(stands.id));
  const deviceRows = standRows.length
    ? await db
        .select({ device: standDevices, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(standDevices)
        .leftJoin(users, eq(users.id, standDevices.registeredBy))
        .where(
          inArray(
            standDevices.standId,
            standRows.map((stand) => stand.id),
          ),
        )
        .orderBy(asc(standDevices.number))
    : [];
  return {
    stands: standRows.map((stand) => ({
      standId: stand.id,
      standName: stand.name,
      devices: deviceRows
        .filter((row) => row.device.standId === stand.id)
        .map((row) => ({
          ...deviceViewOf(row.device),
          seller: row.email ? displayName({ firstName: row.firstName, lastName: row.lastName, email: row.email }) : null,
          oldestPendingAt: row.device.oldestPendingAt?.toISOString() ?? null,
        })),
    })),
  };
}
