import en from '@/locales/en/clients.json';
import fr from '@/locales/fr/clients.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `clients` namespace, for the pages that show this domain's screens. */
export const clientsMessages: MessageCatalogue = { fr: { clients: fr }, en: { clients: en } };
