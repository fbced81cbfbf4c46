import en from '@/locales/en/transfers.json';
import fr from '@/locales/fr/transfers.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `transfers` namespace: the transfers list, creation, the event dispatch plan and the receipt check. */
export const transfersMessages: MessageCatalogue = { fr: { transfers: fr }, en: { transfers: en } };
