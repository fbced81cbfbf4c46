import { useTranslations } from 'next-intl';
import { useNotify } from '@/components/feedback/use-notify';
import type { CollectionView } from '@/features/shops/types';
import { newCheckoutKey } from '@/stores/register-basket';
import { useChangeCollection } from '../collections-api';

// One key per order on this tablet, for the page's life: a retry after a lost answer is the same handover.
const handoverKeys = new Map<string, string>();
function handoverKeyOf(orderId: string): string {
  if (!handoverKeys.has(orderId)) handoverKeys.set(orderId, newCheckoutKey());
  return handoverKeys.get(orderId)!;
}

/** Marking an order ready and handing it over, with the toasts the seller reads; the lists refresh either way. */
export function useCollectionActions(standId: string) {
  const t = useTranslations('register.collections');
  const notify = useNotify();
  const change = useChangeCollection(standId);

  async function run(order: CollectionView, status: 'prepared' | 'exchanged'): Promise<CollectionView | null> {
    try {
      const changed = await change.mutateAsync({ orderId: order.orderId, status, idempotencyKey: status === 'exchanged' ? handoverKeyOf(order.orderId) : newCheckoutKey() });
      notify.success(t(status === 'exchanged' ? 'handedOverToast' : 'prepared', { number: order.number }));
      return changed;
    } catch (error) {
      notify.error(error, { operation: 'update' });
      return null;
    }
  }

  return {
    busy: change.isPending,
    prepare: (order: CollectionView) => run(order, 'prepared'),
    handOver: (order: CollectionView) => run(order, 'exchanged'),
  };
}
