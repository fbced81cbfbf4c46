import en from '@/locales/en/subscriptions.json';
import fr from '@/locales/fr/subscriptions.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `subscriptions` namespace: the plans, the subscription pages, and the upgrade notices other screens show. */
export const subscriptionsMessages: MessageCatalogue = { fr: { subscriptions: fr }, en: { subscriptions: en } };
