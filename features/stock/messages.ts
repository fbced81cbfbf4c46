import en from '@/locales/en/stock.json';
import fr from '@/locales/fr/stock.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `stock` namespace, for a tour's Stock tab: matrix, warehouse supply, ledger and zones. */
export const stockMessages: MessageCatalogue = { fr: { stock: fr }, en: { stock: en } };
