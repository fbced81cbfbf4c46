import en from '@/locales/en/shops.json';
import fr from '@/locales/fr/shops.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `shops` namespace: the event page's online shop card (manager side). */
export const shopsMessages: MessageCatalogue = { fr: { shops: fr }, en: { shops: en } };
