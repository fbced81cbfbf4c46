// How a sale is paid: one method for the whole total, or split (part cash, part card; docs/decisions.md, "Split
// payment"). Pure and browser-safe: the sale (server/create-event-order.ts), the register's pay step and the refund
// rules read the same parts.
import { changeDue } from './totals';
import type { PaymentMethod } from './types';

/** One part of a sale's payment: its method, its amount, and for cash what the customer handed over for it. */
export interface SalePart {
  method: PaymentMethod;
  amount: number;
  /** Cash: what the customer handed over for this part; null for the card. */
  amountTendered: number | null;
  /** Cash: the change given back on this part; null for the card. */
  changeGiven: number | null;
}

type WholePayment = { method: 'cash'; amountTendered: number } | { method: 'card' };
type Part = { method: 'cash'; amount: number; amountTendered?: number } | { method: 'card'; amount: number };

/** Why the parts cannot pay the total: the body field to name (a part's tendered cash short of it, or the sum). */
export type PartsRefusal = { field: string };

/**
 * The sale's parts, cash first (it is taken at once; the card part then goes to the terminal), or the field that is
 * wrong: split parts that do not add up to the total (`payments`), cash handed over short of its part.
 */
export function salePartsOf(input: { payment?: WholePayment; payments?: Part[] }, total: number): SalePart[] | PartsRefusal {
  if (input.payment) {
    if (input.payment.method === 'card') return [{ method: 'card', amount: total, amountTendered: null, changeGiven: null }];
    const change = changeDue(total, input.payment.amountTendered);
    return change === null ? { field: 'payment.amountTendered' } : [{ method: 'cash', amount: total, amountTendered: input.payment.amountTendered, changeGiven: change }];
  }
  const given = input.payments ?? [];
  if (given.reduce((sum, part) => sum + part.amount, 0) !== total) return { field: 'payments' };
  const parts: SalePart[] = [];
  for (const [index, part] of given.entries()) {
    if (part.method === 'card') {
      parts.push({ method: 'card', amount: part.amount, amountTendered: null, changeGiven: null });
      continue;
    }
    const tendered = part.amountTendered ?? part.amount;
    const change = changeDue(part.amount, tendered);
    if (change === null) return { field: `payments.${index}.amountTendered` };
    parts.push({ method: 'cash', amount: part.amount, amountTendered: tendered, changeGiven: change });
  }
  return parts.sort((a, b) => (a.method === b.method ? 0 : a.method === 'cash' ? -1 : 1));
}

export const isPartsRefusal = (parts: SalePart[] | PartsRefusal): parts is PartsRefusal => !Array.isArray(parts);

/** A payment as an order holds it. */
type HeldPayment = { method: PaymentMethod; status: string; amount: number };

/** What the order's succeeded payments brought in, per method. */
export function paidByMethod(payments: HeldPayment[]): Record<PaymentMethod, number> {
  const paid = { cash: 0, card: 0 };
  for (const payment of payments) if (payment.status === 'succeeded') paid[payment.method] += payment.amount;
  return paid;
}

/** What is left to pay of an order: its total less its succeeded payments. */
export function balanceDue(order: { totalInclVat: number; payments: HeldPayment[] }): number {
  const paid = paidByMethod(order.payments);
  return Math.max(0, order.totalInclVat - paid.cash - paid.card);
}

/**
 * The order's method as its row keeps it (`orders.payment_method`, one word for lists and filters): card when a card
 * part is in or under way, cash otherwise. The payments hold the split; the takings read them, never this word.
 */
export function orderMethodOf(parts: { method: PaymentMethod }[]): PaymentMethod {
  return parts.some((part) => part.method === 'card') ? 'card' : 'cash';
}

/**
 * How a sale was paid, as a list shows it: its one method, or `split` when succeeded payments took money both ways
 * (orders.payment_method says `card` for a split sale: its card part went through the terminal).
 */
export function paidWith(order: { paymentMethod: PaymentMethod; payments: { method: PaymentMethod; status: string }[] }): PaymentMethod | 'split' {
  const methods = new Set(order.payments.filter((payment) => payment.status === 'succeeded').map((payment) => payment.method));
  return methods.size > 1 ? 'split' : order.paymentMethod;
}

