import en from '@/locales/en/services.json';
import fr from '@/locales/fr/services.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `services` namespace: the event page's services card (`card`, `terminal`, `standManagement`, `requests`) and the admins' screen (`admin`). */
export const servicesMessages: MessageCatalogue = { fr: { services: fr }, en: { services: en } };
