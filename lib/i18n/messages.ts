import enAccounts from '@/locales/en/accounts.json';
import enAuth from '@/locales/en/auth.json';
import enClients from '@/locales/en/clients.json';
import enCommon from '@/locales/en/common.json';
import enErrors from '@/locales/en/errors.json';
import frAccounts from '@/locales/fr/accounts.json';
import frAuth from '@/locales/fr/auth.json';
import frClients from '@/locales/fr/clients.json';
import frCommon from '@/locales/fr/common.json';
import frErrors from '@/locales/fr/errors.json';

export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

/**
 * Every namespace of both languages; each new domain adds its JSON files here. Long texts that only one screen
 * shows (locales/<lang>/legal.json) are imported by that screen instead, to keep them out of every page.
 */
export const messages = {
  fr: { common: frCommon, errors: frErrors, auth: frAuth, accounts: frAccounts, clients: frClients },
  en: { common: enCommon, errors: enErrors, auth: enAuth, accounts: enAccounts, clients: enClients },
} satisfies Record<Locale, Record<string, unknown>>;

export type Messages = (typeof messages)['fr'];

export function asLocale(value: string | undefined): Locale {
  return value === 'en' ? 'en' : defaultLocale;
}
