import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enErrors from '@/locales/en/errors.json';
import frAuth from '@/locales/fr/auth.json';
import frCommon from '@/locales/fr/common.json';
import frErrors from '@/locales/fr/errors.json';
import type { Locale } from './locale';

export { asLocale, defaultLocale, locales, type Locale } from './locale';

/**
 * The namespaces every page needs (the staff's frame provides them; the spectator's pages receive them, in one language,
 * from the server: page-messages.ts). A domain's own namespace (locales/<lang>/<domain>.json) is added by the pages
 * that show it, with withMessages(), and long texts (legal.json) by the one screen that shows them.
 */
export const messages = {
  fr: { common: frCommon, errors: frErrors, auth: frAuth },
  en: { common: enCommon, errors: enErrors, auth: enAuth },
} satisfies Record<Locale, Record<string, unknown>>;

export type Messages = (typeof messages)['fr'];
