import type { ErrorCode } from '@/lib/errors/codes';
import { pageTexts, type TextPath } from '@/lib/i18n/page-messages';
import { shopsMessages } from './messages';

// The texts each spectator's page of the shop ships (docs/decisions.md, issue #28): what its screen and the
// components it renders show, nothing of the manager's `shops` texts, no `auth`, and of the error catalogue only what
// the checkout may be answered with. tests/components/shops/shop-page-texts.test.tsx renders the screens with them.

const shopPublic = (...keys: string[]): TextPath[] => keys.map((key) => ['shops', 'public', ...key.split('.')] as const);

/**
 * What POST /v1/shops/{id}/orders may answer (create-shop-order.ts, its route, the idempotent write, the payment
 * provider, the abuse limit): the checkout writes the title and subtitle of these; any other code, its own
 * "Commande impossible" (describeError's fallback), so a refusal is always in the visitor's language.
 */
export const checkoutErrorCodes = [
  'VALIDATION_ERRORS',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'SHOP_NOT_FOUND',
  'SHOP_CLOSED',
  'ORDERS_ENDED_ON_EVENT',
  'NOT_ENOUGH_AVAILABLE_IN_INVENTORY',
  'PHONOGRAPHY_LIMIT_EXCEEDED',
  'SHOP_ORDER_LIMIT_EXCEEDED',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'REQUEST_IN_PROGRESS',
  'PAYMENT_PROVIDER_ERROR',
  'CARD_PAYMENTS_OFF',
  'NOT_CREATED',
  'NOT_LINKED',
] as const satisfies readonly ErrorCode[];

/** /s/{slug}: the heading, where to collect, the products, the cart, and the notices back from the payment page. */
export const shopPageTexts = pageTexts(
  '/s/[slug]',
  shopPublic('title', 'organisedBy', 'collection', 'categories', 'empty', 'variant', 'soldOut', 'allSoldOut', 'add', 'added', 'phonographyLimit', 'orderLimit', 'closed', 'notFound', 'loading', 'cart', 'pay.declined', 'pay.abandoned'),
  shopsMessages,
);

/** /s/{slug}/checkout: the cart's lines, the form, and the refusals the order may meet. */
export const checkoutPageTexts = pageTexts(
  '/s/[slug]/checkout',
  [...shopPublic('checkout', 'cart', 'phonographyLimit', 'orderLimit', 'closed', 'notFound', 'loading'), ...checkoutErrorCodes.map((code) => ['errors', code] as const)],
  shopsMessages,
);

/** /s/{slug}/conditions: the organiser's conditions of sale, or the default text. */
export const conditionsPageTexts = pageTexts('/s/[slug]/conditions', [['shops', 'conditions'], ...shopPublic('notFound', 'loading')], shopsMessages);

/** /shop/pay/{paymentId}: the sandbox provider's payment page. */
export const payPageTexts = pageTexts('/shop/pay/[paymentId]', shopPublic('pay'), shopsMessages);

/** /shop/orders/{orderId}: the confirmation, its collection code, where and when to collect. */
export const orderPageTexts = pageTexts('/shop/orders/[orderId]', shopPublic('confirmation', 'collection'), shopsMessages);
