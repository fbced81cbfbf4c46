import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { isFreeLine, orderKeys, orderTotals, paidGroup, useCreateEventOrder, withBasketDiscount, type CustomArticleInput, type OrderView } from '@/features/orders';
import type { StandView } from '@/features/stands';
import { ApiError, isApiError } from '@/lib/api-client';
import { registerBasketStore } from '../register-basket';
import { registerKeys } from '../api';

/** How the seller collects: all cash, all card, or split (the cash part typed, the rest on the card). */
export type SalePayment = { method: 'cash'; amountTendered: number } | { method: 'card' } | { method: 'split'; cashPart: number; amountTendered: number };

/** The sale body's payment: the single form, or split's `payments` (the card part is what the cash part leaves). */
function paymentBody(payment: SalePayment, total: number) {
  if (payment.method !== 'split') return { payment };
  return {
    payments: [
      { method: 'cash' as const, amount: payment.cashPart, amountTendered: payment.amountTendered },
      { method: 'card' as const, amount: total - payment.cashPart },
    ],
  };
}

/** The refusal without its field paths, once they are shown beside the lines they name. */
function withoutFields(error: unknown): unknown {
  return isApiError(error) && error.fields.length ? new ApiError(error.status, { errorCode: error.errorCode }) : error;
}

/** What an answered sale means for the register: paid (receipt), waiting for the card reader, or not paid. */
export function useSaleOutcome(stand: Pick<StandView, 'id' | 'inventoryId'>, onDeclined: (order: OrderView) => void) {
  const store = registerBasketStore(stand.id);
  const queryClient = useQueryClient();
  return (order: OrderView) => {
    void queryClient.invalidateQueries({ queryKey: registerKeys.levels(stand.inventoryId) });
    if (paidGroup.includes(order.status)) return store.getState().completeSale(order);
    // The key made this order: whatever comes next (another try by card, or cash) is a new attempt.
    store.getState().renewCheckoutKey();
    if (order.status === 'inProgress') return store.getState().setCardOrder(order);
    store.getState().setCardOrder(null);
    onDeclined(order);
  };
}

/**
 * The basket's checkout: one attempt at a time (a double tap sends nothing more), with the basket's persisted
 * Idempotency-Key, so that the hook's automatic retries or the seller's retry after a lost answer replay the same sale.
 */
export function useCheckout(eventId: string, stand: StandView, onDeclined: (order: OrderView) => void) {
  const t = useTranslations('register.checkout');
  const store = registerBasketStore(stand.id);
  const create = useCreateEventOrder();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const outcome = useSaleOutcome(stand, onDeclined);
  const inFlight = useRef(false);
  // The basket lines the last refusal named (by variant id), shown on those lines.
  const [flagged, setFlagged] = useState<string[]>([]);

  function pay(payment: SalePayment) {
    const { lines, checkoutKey, basketDiscount, basketDiscountReason } = store.getState();
    if (inFlight.current || !lines.length) return;
    inFlight.current = true;
    setFlagged([]);
    // A line's reason goes with it when the line is a gift of its own; the basket's discount is the server's to spread.
    const items = lines.map((line) => ({
      ...(line.custom ? { custom: { label: line.productTitle, unitPrice: line.unitPrice, vatRate: line.vatRate as CustomArticleInput['vatRate'] } } : { productVariantId: line.productVariantId }),
      quantity: line.quantity,
      ...(line.discount ? { discount: line.discount } : {}),
      ...(isFreeLine(line) && line.discountReason ? { discountReason: line.discountReason } : {}),
    }));
    const discount = basketDiscount ? { basketDiscount, ...(basketDiscountReason ? { basketDiscountReason } : {}) } : {};
    const total = orderTotals(withBasketDiscount(lines, basketDiscount, basketDiscountReason)).totalInclVat;
    create.mutate(
      { idempotencyKey: checkoutKey, eventId, standId: stand.id, items, ...discount, ...paymentBody(payment, total) },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: outcome,
        onError: (error) => {
          if (!isApiError(error) || error.status >= 500) return notify.error(error, { operation: 'create', detail: t('retrySafe') });
          if (error.errorCode === 'IDEMPOTENCY_KEY_REUSED') {
            // An earlier attempt with this key went through with another basket (a lost answer, or a tab opened as
            // a copy of this one): that sale is in today's sales. The basket stays, with a new key for its own sale;
            // the seller is told in plain words, never the catalogue's technical title.
            store.getState().renewCheckoutKey();
            void queryClient.invalidateQueries({ queryKey: orderKeys.all });
            return notify.warning(t('keyReusedTitle'), t('keyReused'));
          }
          if (error.errorCode === 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY') void queryClient.invalidateQueries({ queryKey: registerKeys.levels(stand.inventoryId) });
          const named = error.fields.flatMap((field) => {
            const index = /^items\.(\d+)\./.exec(field)?.[1];
            const line = index === undefined ? undefined : lines[Number(index)];
            return line ? [line.productVariantId] : [];
          });
          setFlagged(named);
          notify.error(named.length ? withoutFields(error) : error, { operation: 'create' });
        },
      },
    );
  }

  return { pay, pending: create.isPending, flagged };
}
