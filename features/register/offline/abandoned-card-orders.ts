import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { orderKeys, paidGroup, type OrderView } from '@/features/orders';
import { apiFetch, isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { registerKeys } from '../api';
import { registerBasketStore, type AbandonedCardOrder } from '../register-basket';

/** How often the register tries again while a card sale given up offline is still to cancel. */
const RETRY_EVERY_MS = 15_000;

/** What the server made of a card sale given up offline, once asked to cancel it. */
export type AbandonedOutcome = 'canceled' | 'paid' | 'retry' | 'gone';

/** Answers that may change later (the provider still holds the payment, a renewed session, a rate limit, a 5xx). */
function mayChange(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status >= 500 || [401, 408, 429].includes(error.status) || error.errorCode === 'PAYMENT_PROVIDER_ERROR';
}

/**
 * Cancels a card sale the seller gave up with no network (she took cash instead). The provider's payment is stopped
 * by the server first, so a card that went through after all is never cancelled with its money taken: the sale then
 * reads paid, and the seller is told it was paid twice (she refunds one).
 */
export async function cancelAbandonedCardOrder(orderId: string): Promise<AbandonedOutcome> {
  try {
    await apiFetch<OrderView>(`/v1/orders/${orderId}`, { method: 'PATCH', body: { status: 'canceled' } });
    return 'canceled';
  } catch (error) {
    if (mayChange(error)) return 'retry';
    if (!isApiError(error) || error.errorCode !== 'ORDER_STATUS_NOT_ALLOWED') return 'gone';
  }
  // No longer unpaid: settled meanwhile, paid by the terminal's late answer or cancelled by someone else.
  try {
    const order = await apiFetch<OrderView>(`/v1/orders/${orderId}`);
    return paidGroup.includes(order.status) ? 'paid' : 'gone';
  } catch (error) {
    return mayChange(error) ? 'retry' : 'gone';
  }
}

/** While online, the stand's card sales given up offline are cancelled on the server (units back on the stand). */
export function useCancelAbandonedCardOrders(standId: string, inventoryId: string, online: boolean): void {
  const useBasket = registerBasketStore(standId);
  const abandoned = useBasket((state) => state.abandonedCardOrders);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useTranslations('register.offline');

  // The server's answer, acted on with the render's latest helpers (the toaster is made anew at each render).
  const settled = useEffectEvent((order: AbandonedCardOrder, outcome: Exclude<AbandonedOutcome, 'retry'>) => {
    useBasket.getState().forgetAbandonedCardOrder(order.id);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: registerKeys.levels(inventoryId) });
    if (outcome === 'paid') notify.warning(t('cardPaidTwiceTitle'), t('cardPaidTwice', { ticket: order.ticketNumber, amount: formatMoney(order.totalInclVat) }));
  });

  useEffect(() => {
    if (!online || !abandoned.length) return;
    let stopped = false;
    const settle = async (order: AbandonedCardOrder) => {
      const outcome = await cancelAbandonedCardOrder(order.id);
      if (!stopped && outcome !== 'retry') settled(order, outcome);
    };
    const attempt = () => {
      for (const order of abandoned) void settle(order);
    };
    attempt();
    const timer = setInterval(attempt, RETRY_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [online, abandoned]);
}
