import en from '@/locales/en/events.json';
import fr from '@/locales/fr/events.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `events` namespace, for a tour's dates, the event funnel, the event page and its stands. */
export const eventsMessages: MessageCatalogue = { fr: { events: fr }, en: { events: en } };
