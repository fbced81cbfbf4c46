/**
 * The shop's public page: short, so that it can be typed from a poster, and outside /dashboard because spectators
 * have no account (docs/decisions.md, "Shops, manager side").
 */
export const shopPublicPath = (slug: string) => `/s/${slug}`;

/**
 * The order's confirmation, read by its token (GET /v1/shop-orders/{id}): where the provider's page returns and what
 * the confirmation e-mail links to, in the language the spectator ordered in.
 */
export const shopOrderPagePath = (orderId: string, token: string, locale: string | null = 'fr') =>
  `${locale === 'en' ? '/en' : ''}/shop/orders/${orderId}?token=${encodeURIComponent(token)}`;
