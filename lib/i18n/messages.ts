import enAccounts from '@/locales/en/accounts.json';
import enAuth from '@/locales/en/auth.json';
import enClients from '@/locales/en/clients.json';
import enCommon from '@/locales/en/common.json';
import enErrors from '@/locales/en/errors.json';
import enLegal from '@/locales/en/legal.json';
import frAccounts from '@/locales/fr/accounts.json';
import frAuth from '@/locales/fr/auth.json';
import frClients from '@/locales/fr/clients.json';
import frCommon from '@/locales/fr/common.json';
import frErrors from '@/locales/fr/errors.json';
import frLegal from '@/locales/fr/legal.json';

export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

/** Every namespace of both languages; each new domain adds its JSON files here. */
export const messages = {
  fr: { common: frCommon, errors: frErrors, auth: frAuth, accounts: frAccounts, clients: frClients, legal: frLegal },
  en: { common: enCommon, errors: enErrors, auth: enAuth, accounts: enAccounts, clients: enClients, legal: enLegal },
} satisfies Record<Locale, Record<string, unknown>>;

export type Messages = (typeof messages)['fr'];

export function asLocale(value: string | undefined): Locale {
  return value === 'en' ? 'en' : defaultLocale;
}
