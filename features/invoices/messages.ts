import en from '@/locales/en/invoices.json';
import fr from '@/locales/fr/invoices.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `invoices` namespace: the billing screens (`screens`) and the PDFs' words (`pdf`, `statement`). */
export const invoicesMessages: MessageCatalogue = { fr: { invoices: fr }, en: { invoices: en } };
