/**
 * The shop's public page: short, so that it can be typed from a poster, and outside /dashboard because spectators
 * have no account (docs/decisions.md, "Shops, manager side").
 */
export const shopPublicPath = (slug: string) => `/s/${slug}`;
