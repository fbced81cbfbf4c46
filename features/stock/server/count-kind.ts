import type { InventoryChangeKind } from '../types';

interface TransferEnds {
  fromInventoryId: string;
  toInventoryId: string;
  type: string | null;
  eventId: string | null;
}

/** A transfer from an inventory to itself is a stock count: it moves nothing, it says what is there. */
export const isCountTransfer = (transfer: Pick<TransferEnds, 'fromInventoryId' | 'toInventoryId'>) => transfer.fromInventoryId === transfer.toInventoryId;

/**
 * The ledger kind of a transfer's rows: an event's count (type `event` with its eventId) is the event's closing count,
 * `closing` when sent and when completed; any other count is an inventory check (start when sent, end after);
 * the rest are transfers (docs/decisions.md, Stock).
 */
export function transferChangeKind(transfer: TransferEnds, phase: 'send' | 'end'): InventoryChangeKind {
  if (!isCountTransfer(transfer)) return 'transfer';
  if (transfer.type === 'event' && transfer.eventId) return 'closing';
  return phase === 'send' ? 'inventoryCheckStart' : 'inventoryCheckEnd';
}
