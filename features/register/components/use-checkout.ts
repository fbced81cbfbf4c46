import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { isFreeLine, orderKeys, orderTotals, paidGroup, useCreateEventOrder, withBasketDiscount, type CustomArticleInput, type OrderView } from '@/features/orders';
import type { StandView } from '@/features/stands';
import { ApiError, isApiError } from '@/lib/api-client';
import { isOffline } from '@/lib/network/use-online';
import { registerBasketStore, type BasketLine } from '../register-basket';
import { makeTrainingSale, registerKeys } from '../api';
import { DeviceNotRegisteredError } from '../offline/queue-offline-sale';
import type { OfflineCashSale } from '../offline/take-offline-sale';

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
  const to = useTranslations('register.offline');
  // A sale under way outside the mutation: the outbox's, or a training sale.
  const [pendingAside, setPendingAside] = useState(false);

  /** The network is gone: a cash sale goes to the tablet's outbox, and its receipt shows once it is stored there. */
  async function payOffline(sale: OfflineCashSale) {
    try {
      // Loaded when first needed: the outbox's code (and Dexie) stays out of the register's first load.
      const { takeOfflineCashSale } = await import('../offline/take-offline-sale');
      store.getState().completeOfflineSale(await takeOfflineCashSale(sale));
    } catch (error) {
      if (error instanceof DeviceNotRegisteredError) return notify.warning(t('offlineTitle'), to('notReady'));
      notify.error(error, { operation: 'create' });
    } finally {
      inFlight.current = false;
      setPendingAside(false);
    }
  }

  /** The training mode's sale: to the training chain, with its receipt; nothing is sold, whatever the network does. */
  async function payTraining(key: string, body: Record<string, unknown>, lines: BasketLine[]) {
    try {
      store.getState().completeTrainingSale(await makeTrainingSale(stand.id, key, body));
    } catch (error) {
      refused(error, lines);
    } finally {
      inFlight.current = false;
      setPendingAside(false);
    }
  }

  function pay(payment: SalePayment) {
    const { lines, checkoutKey, basketDiscount, basketDiscountReason, training } = store.getState();
    if (inFlight.current || !lines.length) return;
    // Card terminals need the network: offline, the card part is never sent, nor recorded as paid.
    if (payment.method !== 'cash' && isOffline()) return notify.warning(t('offlineTitle'), to('cardNeedsNetwork'));
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
    const body = { eventId, standId: stand.id, items, ...discount, ...paymentBody(payment, total) };
    // The sale keeps the attempt's key offline too: if the online attempt did reach the server before the network
    // dropped, the outbox's resend is answered with that first sale, never a second one.
    const offlineSale = { standId: stand.id, idempotencyKey: checkoutKey, body, lines, basketDiscount, basketDiscountReason, amountTendered: payment.method === 'cash' ? payment.amountTendered : 0 };
    // A training sale is the server's to record, in its chain: with no network it is refused,
    // never taken offline as a real sale (the check comes before the outbox's).
    if (training) {
      setPendingAside(true);
      return void payTraining(checkoutKey, { items, ...discount, ...paymentBody(payment, total) }, lines);
    }
    if (payment.method === 'cash' && isOffline()) {
      setPendingAside(true);
      return void payOffline(offlineSale);
    }
    create.mutate(
      { idempotencyKey: checkoutKey, ...body },
      {
        onSettled: (_order, error) => {
          if (!(error && payment.method === 'cash' && !isApiError(error))) inFlight.current = false;
        },
        onSuccess: outcome,
        onError: (error) => {
          // No answer at all (the network dropped during the sale): a cash sale is taken offline all the same.
          if (payment.method === 'cash' && !isApiError(error)) {
            setPendingAside(true);
            return void payOffline(offlineSale);
          }
          refused(error, lines);
        },
      },
    );
  }

  /** A refusal of the sale (or of the training sale): said in plain words, the lines it names flagged. */
  function refused(error: unknown, lines: BasketLine[]) {
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
  }

  return { pay, pending: create.isPending || pendingAside, flagged };
}
