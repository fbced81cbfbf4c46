import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enErrors from '@/locales/en/errors.json';
import frAuth from '@/locales/fr/auth.json';
import frCommon from '@/locales/fr/common.json';
import frErrors from '@/locales/fr/errors.json';

export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

/**
 * The namespaces every page needs. A domain's own namespace (locales/<lang>/<domain>.json) is added by the pages
 * that show it, with withMessages(), and long texts (legal.json) by the one screen that shows them.
 */
export const messages = {
  fr: { common: frCommon, errors: frErrors, auth: frAuth },
  en: { common: enCommon, errors: enErrors, auth: enAuth },
} satisfies Record<Locale, Record<string, unknown>>;

export type Messages = (typeof messages)['fr'];

export function asLocale(value: string | undefined): Locale {
  return value === 'en' ? 'en' : defaultLocale;
}

/**
 * The kind of page a route is ("Tournée", "Clients"), for the browser tab: keyed by the route's pattern
 * (`router.pathname`), read from the messages directly because the brackets and slashes of a route are no message key.
 */
export function routeTitle(locale: Locale, pathname: string): string {
  const titles: Record<string, string> = messages[locale].common.pageTitles;
  return titles[pathname] ?? titles['/']!;
}
