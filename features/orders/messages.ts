import en from '@/locales/en/orders.json';
import fr from '@/locales/fr/orders.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `orders` namespace: the takings of an event and the dashboard's sales screens. */
export const ordersMessages: MessageCatalogue = { fr: { orders: fr }, en: { orders: en } };
