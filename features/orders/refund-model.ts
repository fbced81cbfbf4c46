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

/**
 * Card refunds go back to the card the order was paid with; cash comes from the drawer, at a stand that takes cash.
 * A shop order was paid online: its card only, whatever the caller says of cash (the server refuses cash too).
 */
export function refundMethods(order: Pick<OrderView, 'paymentMethod' | 'channel'>, cashAccepted: boolean): PaymentMethod[] {
  const cash = cashAccepted && order.channel !== 'shop';
  return [...(cash ? (['cash'] as const) : []), ...(order.paymentMethod === 'card' ? (['card'] as const) : [])];
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
