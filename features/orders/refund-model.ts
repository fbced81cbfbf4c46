import { paidByMethod } from './payment-parts';
import { refundShare } from './totals';
import type { OrderItemView, OrderView, PaymentMethod } from './types';

/** What the seller (at the register) or the manager (sales screen) chose to refund of each line, by order item id. */
export type RefundDraft = Record<string, { quantity: number; damaged: boolean }>;

/** Units of a line that have not been refunded yet. */
export function refundableUnits(item: OrderItemView): number {
  return Math.max(0, item.quantity - item.refundedQuantity);
}

/** Orders whose money is in (docs/decisions.md, Orders): spec §4's paid group, plus those exchanged since. */
export const moneyInStatuses: readonly OrderView['status'][] = ['paid', 'prepared', 'finished', 'exchanged'];

/** Only money that came in goes back, and only for units not refunded yet. */
export function isRefundable(order: OrderView): boolean {
  return moneyInStatuses.includes(order.status) && order.items.some((item) => refundableUnits(item) > 0);
}

type PaidOrder = { payments: { method: PaymentMethod; status: string; amount: number }[]; refunds: { method: PaymentMethod; amount: number }[] };

/** What each method can still give back: its succeeded payments less the refunds made that way. */
export function leftByMethod(order: PaidOrder): Record<PaymentMethod, number> {
  const left = paidByMethod(order.payments);
  for (const refund of order.refunds) left[refund.method] -= refund.amount;
  return { cash: Math.max(0, left.cash), card: Math.max(0, left.card) };
}

/** A split sale: money came in both ways (a cash part and a card part). */
export function isSplitPaid(order: PaidOrder): boolean {
  const paid = paidByMethod(order.payments);
  return paid.cash > 0 && paid.card > 0;
}

/**
 * Whether a refund of `amount` may go back this way (docs/decisions.md, "Split payment"). The card never gives back
 * more than it took (its part less its refunds). A split sale's money goes back the way it came, card first: cash
 * only within its own part, or for a refund the card can no longer take whole (the drawer covers it). Any other
 * order may be refunded in cash (a card sale at a stand that takes cash: the customer's choice, as before).
 */
export function refundMethodFits(order: PaidOrder, method: PaymentMethod, amount: number): boolean {
  const left = leftByMethod(order);
  if (method === 'card') return amount <= left.card;
  return !isSplitPaid(order) || amount <= left.cash || amount > left.card;
}

/** The method a refund starts with: the card while it can take the amount back, else cash (when offered). */
export function defaultRefundMethod(order: PaidOrder, amount: number, methods: PaymentMethod[]): PaymentMethod | undefined {
  const left = leftByMethod(order);
  if (methods.includes('card') && left.card > 0 && amount <= left.card) return 'card';
  return methods.includes('cash') ? 'cash' : methods[0];
}

/**
 * Card refunds go back to the card the order was paid with (one whose card part came in); cash comes from the
 * drawer, at a stand that takes cash. A shop order was paid online: its card only, whatever the caller says of cash
 * (the server refuses cash too).
 */
export function refundMethods(order: Pick<OrderView, 'paymentMethod' | 'channel'> & { payments?: PaidOrder['payments'] }, cashAccepted: boolean): PaymentMethod[] {
  const cash = cashAccepted && order.channel !== 'shop';
  const card = order.payments ? paidByMethod(order.payments).card > 0 : order.paymentMethod === 'card';
  return [...(cash ? (['cash'] as const) : []), ...(card ? (['card'] as const) : [])];
}

function refundedAmountOf(order: OrderView, orderItemId: string): number {
  return order.refunds.flatMap((refund) => refund.items).reduce((sum, line) => (line.orderItemId === orderItemId ? sum + line.amount : sum), 0);
}

/** What the refund gives back, computed as the server does (a line's share, the last units taking what is left). */
export function refundAmount(order: OrderView, draft: RefundDraft): number {
  return order.items.reduce((sum, item) => {
    const quantity = Math.min(draft[item.id]?.quantity ?? 0, refundableUnits(item));
    return quantity > 0 ? sum + refundShare(item, quantity, refundedAmountOf(order, item.id)) : sum;
  }, 0);
}

/** The body of POST /v1/orders/{id}/refunds: the lines with a quantity, in the order's order. */
export function refundBody(order: OrderView, draft: RefundDraft, method: PaymentMethod, reason: string) {
  const items = order.items.flatMap((item) => {
    const line = draft[item.id];
    return line && line.quantity > 0 ? [{ orderItemId: item.id, quantity: line.quantity, damaged: line.damaged }] : [];
  });
  return { items, method, ...(reason.trim() ? { reason: reason.trim() } : {}) };
}
