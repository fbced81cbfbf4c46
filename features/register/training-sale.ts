import type { TrainingSaleView } from '@/features/orders/types';
import { apiFetch } from '@/lib/api-client';

/**
 * A training sale of the basket (docs/journal.md, "Training mode"), with the checkout's key: a retry after a lost
 * answer is answered the same receipt. Loaded when a sale is made in training, never in the register's first load.
 */
export function makeTrainingSale(standId: string, idempotencyKey: string, body: Record<string, unknown>): Promise<TrainingSaleView> {
  return apiFetch<TrainingSaleView>(`/v1/stands/${encodeURIComponent(standId)}/training-sales`, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}
