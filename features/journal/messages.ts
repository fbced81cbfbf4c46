import en from '@/locales/en/journal.json';
import fr from '@/locales/fr/journal.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `journal` namespace: the managers' journal screen (`screen`) and the Z reports' CSV (`closings`). */
export const journalMessages: MessageCatalogue = { fr: { journal: fr }, en: { journal: en } };
