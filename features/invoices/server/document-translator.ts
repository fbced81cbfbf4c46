import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locale';
import en from '@/locales/en/invoices.json';
import fr from '@/locales/fr/invoices.json';

const catalogues = { fr, en };

/** The invoices' and statements' texts on the server, for their PDFs. */
export function invoicesTranslator(language: Locale) {
  return createTranslator({ locale: language, messages: { invoices: catalogues[language] }, namespace: 'invoices' });
}

export type InvoicesTranslator = ReturnType<typeof invoicesTranslator>;
