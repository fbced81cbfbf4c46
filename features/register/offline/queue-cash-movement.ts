import type { OutboxDatabase, QueuedCashMovement } from './outbox-db';
import { DeviceNotRegisteredError } from './queue-offline-sale';

export interface OfflineCashMovementInput {
  standId: string;
  /** The movement's own Idempotency-Key (the dialog's, so an online try that did reach the server is the same one). */
  idempotencyKey: string;
  direction: 'in' | 'out';
  amount: number;
  reason: string;
  occurredAt: Date;
}

/**
 * Writes a cash movement taken with no network to the outbox, with this tablet's id on the stand and the time the
 * cash moved: the server checks the tablet is registered there and dates the drawer with that time. A tablet never
 * registered on the stand online cannot (DeviceNotRegisteredError), as for sales.
 */
export async function queueCashMovement(db: OutboxDatabase, input: OfflineCashMovementInput): Promise<QueuedCashMovement> {
  return db.transaction('rw', db.devices, db.movements, async () => {
    const device = await db.devices.get(input.standId);
    if (!device) throw new DeviceNotRegisteredError(input.standId);
    const occurredAt = input.occurredAt.toISOString();
    const movement: QueuedCashMovement = {
      idempotencyKey: input.idempotencyKey,
      standId: input.standId,
      body: { direction: input.direction, amount: input.amount, reason: input.reason, deviceId: device.deviceId, occurredAt },
      occurredAt,
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      state: 'pending',
    };
    // put, not add: the same press queued twice (an unanswered try, then the offline fallback) is one movement.
    await db.movements.put(movement);
    return movement;
  });
}

/** The stand's movements still on the tablet (waiting or refused), in the order the cash moved. */
export async function queuedCashMovements(db: OutboxDatabase, standId: string): Promise<QueuedCashMovement[]> {
  return db.movements.where('[standId+occurredAt]').between([standId, ''], [standId, '\uffff']).toArray();
}
