import type { Locale } from '@/lib/i18n/locale';
import { serverTranslator } from '@/lib/pdf/translator';
import en from '@/locales/en/invoices.json';
import fr from '@/locales/fr/invoices.json';

/** The invoices' and statements' texts on the server, for their PDFs. */
export const invoicesTranslator = (language: Locale) => serverTranslator({ fr: { invoices: fr }, en: { invoices: en } }, language, 'invoices');

export type InvoicesTranslator = ReturnType<typeof invoicesTranslator>;
