import { serverTranslator } from '@/lib/pdf/translator';
import en from '@/locales/en/receipts.json';
import fr from '@/locales/fr/receipts.json';
import type { ReceiptLanguage } from '../schemas';

/** The receipts texts on the server, for the PDF and the e-mail (the page reads the same files). */
export const receiptTranslator = (language: ReceiptLanguage) => serverTranslator({ fr: { receipts: fr }, en: { receipts: en } }, language, 'receipts');

export type ReceiptTranslator = ReturnType<typeof receiptTranslator>;
