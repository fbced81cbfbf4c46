import { createTranslator } from 'next-intl';
import en from '@/locales/en/receipts.json';
import fr from '@/locales/fr/receipts.json';
import type { ReceiptLanguage } from '../schemas';

const catalogues = { fr, en };

/** The receipts texts on the server, for the PDF and the e-mail (the page reads the same files). */
export function receiptTranslator(language: ReceiptLanguage) {
  return createTranslator({ locale: language, messages: { receipts: catalogues[language] }, namespace: 'receipts' });
}

export type ReceiptTranslator = ReturnType<typeof receiptTranslator>;
