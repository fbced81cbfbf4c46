import { useEffect, useState } from 'react';
import { followOutbox } from './follow-outbox';
import type { QueuedCashMovement } from './outbox-db';
import { queuedCashMovements } from './queue-cash-movement';

/** The stand's cash movements still on this tablet, followed as the outbox changes (the register's list shows them). */
export function useQueuedCashMovements(standId: string): QueuedCashMovement[] {
  const [movements, setMovements] = useState<QueuedCashMovement[]>([]);
  useEffect(() => followOutbox((db) => queuedCashMovements(db, standId), setMovements), [standId]);
  return movements;
}
