import { useTranslations } from 'next-intl';
import { useNotify } from '@/components/feedback/use-notify';
import type { HandoverProof } from '@/features/shops/schemas';
import type { CollectionView } from '@/features/shops/types';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/api-client/new-idempotency-key';
import { useChangeCollection, type CollectionChange } from '../collections-api';

// One key per order on this tablet, for the page's life: a retry after a lost answer is the same handover.
const handoverKeys = new Map<string, string>();
function handoverKeyOf(orderId: string): string {
  if (!handoverKeys.has(orderId)) handoverKeys.set(orderId, newIdempotencyKey());
  return handoverKeys.get(orderId)!;
}

/** A handover done; refused for details that are not the order's (the fields, for the form to mark); or failed (toasted). */
export type HandoverOutcome = { done: CollectionView } | { mismatch: string[] } | { failed: true };

/** Marking an order ready and handing it over, with the toasts the seller reads; the lists refresh either way. */
export function useCollectionActions(standId: string) {
  const t = useTranslations('register.collections');
  const notify = useNotify();
  const change = useChangeCollection(standId);

  async function run(order: CollectionView, request: CollectionChange): Promise<HandoverOutcome> {
    try {
      const changed = await change.mutateAsync(request);
      notify.success(t(request.status === 'exchanged' ? 'handedOverToast' : 'prepared', { number: order.number }));
      return { done: changed };
    } catch (error) {
      // A manual handover's wrong details are said in its form, beside the fields, not in a toast.
      if (isApiError(error) && error.errorCode === 'COLLECTION_CUSTOMER_MISMATCH') return { mismatch: error.fields };
      notify.error(error, { operation: 'update' });
      return { failed: true };
    }
  }

  return {
    busy: change.isPending,
    prepare: async (order: CollectionView) => {
      const outcome = await run(order, { orderId: order.orderId, status: 'prepared', idempotencyKey: newIdempotencyKey() });
      return 'done' in outcome ? outcome.done : null;
    },
    handOver: (order: CollectionView, proof: HandoverProof) => run(order, { orderId: order.orderId, status: 'exchanged', proof, idempotencyKey: handoverKeyOf(order.orderId) }),
  };
}
