import en from '@/locales/en/announcements.json';
import fr from '@/locales/fr/announcements.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `announcements` namespace, for the admin pages and the announcement display. */
export const announcementsMessages: MessageCatalogue = { fr: { announcements: fr }, en: { announcements: en } };
