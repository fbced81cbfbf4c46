import { requestBackgroundSync } from './background-sync';
import { outboxDatabase } from './outbox-db';
import { mirrorPendingCount } from './pending-mirror';
import { queueCashMovement, type OfflineCashMovementInput } from './queue-cash-movement';

/**
 * A cash movement with no network (or no answer): stored in the outbox first, then the dialog closes. Background
 * Sync is asked to send it when the network is back, in case the register's tab is closed by then.
 */
export async function takeOfflineCashMovement(input: Omit<OfflineCashMovementInput, 'occurredAt'>, occurredAt = new Date()) {
  const db = outboxDatabase();
  const queued = await queueCashMovement(db, { ...input, occurredAt });
  void mirrorPendingCount(db);
  void requestBackgroundSync();
  return queued;
}
