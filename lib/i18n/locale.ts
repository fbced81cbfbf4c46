// The languages, apart from the messages: code that only needs to know the language does not download its texts.
export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

export function asLocale(value: string | undefined): Locale {
  return value === 'en' ? 'en' : defaultLocale;
}

/**
 * The kind of page a route is ("Tournée", "Clients"), for the browser tab: keyed by the route's pattern
 * (`router.pathname`), read from `common.pageTitles` directly because the brackets and slashes of a route are no message key
 * for `t()`.
 */
export function routeTitle(titles: Record<string, string>, pathname: string): string {
  return titles[titleKeyOf(pathname)] ?? titles['/']!;
}

/** A message key may hold no '.' (next-intl reads it as nesting): a catch-all route's `[[...path]]` is `[[…path]]` there. */
const titleKeyOf = (pathname: string) => pathname.replaceAll('...', '…');
