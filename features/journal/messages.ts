import en from '@/locales/en/journal.json';
import fr from '@/locales/fr/journal.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/**
 * The `journal` namespace: the managers' journal screen (`screen`), the Z reports' CSV (`closings`), the admins'
 * screen of the journal checks (`checks`).
 */
export const journalMessages: MessageCatalogue = { fr: { journal: fr }, en: { journal: en } };
