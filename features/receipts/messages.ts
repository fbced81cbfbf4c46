import en from '@/locales/en/receipts.json';
import fr from '@/locales/fr/receipts.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `receipts` namespace: the public receipt page (its PDF and e-mail read the same files on the server). */
export const receiptsMessages: MessageCatalogue = { fr: { receipts: fr }, en: { receipts: en } };
