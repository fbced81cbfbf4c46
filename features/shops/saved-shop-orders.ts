import type { ShopOrderAnswer, ShopSummaryView } from './types';

/**
 * The spectator's orders, kept on the phone that placed them: the sandbox's page reads what the order's own answers
 * said (the order, its payment, its token), and the confirmation shows it at once before reading the order again by
 * its token (GET /v1/shop-orders/{id}), with what the shop's page said about collection (older answers lack it).
 */
export interface SavedShopOrder {
  answer: ShopOrderAnswer;
  shop: ShopSummaryView;
  /** The confirmation emptied the cart once the order was paid. */
  cartCleared?: boolean;
}

const orderKey = (orderId: string) => `merch-shop-order:${orderId}`;
const paymentKey = (paymentId: string) => `merch-shop-payment:${paymentId}`;

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function saveShopOrder(saved: SavedShopOrder): void {
  try {
    localStorage.setItem(orderKey(saved.answer.order.id), JSON.stringify(saved));
    localStorage.setItem(paymentKey(saved.answer.payment.id), saved.answer.order.id);
  } catch {
    // Private browsing with no storage: the payment still works, only the confirmation cannot show the details.
  }
}

/** The saved order, only for the token it was answered with: the link's token is the key, as for the API. */
export function readShopOrder(orderId: string, token: string): SavedShopOrder | null {
  const saved = read<SavedShopOrder>(orderKey(orderId));
  return saved && saved.answer.token === token ? saved : null;
}

export function readShopOrderByPayment(paymentId: string, token: string): SavedShopOrder | null {
  let orderId: string | null = null;
  try {
    orderId = localStorage.getItem(paymentKey(paymentId));
  } catch {
    return null;
  }
  return orderId ? readShopOrder(orderId, token) : null;
}

/** The payment's outcome changed the order: what the confirmation shows next. */
export function updateShopOrder(answer: ShopOrderAnswer): SavedShopOrder | null {
  const saved = read<SavedShopOrder>(orderKey(answer.order.id));
  if (!saved) return null;
  const next = { ...saved, answer };
  saveShopOrder(next);
  return next;
}
